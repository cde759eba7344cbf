import { useSyncExternalStore } from 'react';
import { DARK_THEME, isThemeName, LIGHT_THEME, type ThemeName } from '@messhall/shared';

/**
 * The theme the user chose, as the page carries it: `data-theme` on <html>, written by the server from the
 * choice's cookie (or, on the Vite dev server, by public/theme-init.js). Reading the attribute costs nothing;
 * applying a choice is in apply-theme.ts, loaded when the user reaches for the toggle.
 */
export function readStoredTheme(): ThemeName | null {
  const value =
    typeof document === 'undefined' ? renderTheme : document.documentElement.getAttribute('data-theme');
  return isThemeName(value) ? value : null;
}

/** On the server, which has no document: the theme of the page being rendered (entry-server.tsx). */
let renderTheme: ThemeName | null = null;

export function setRenderTheme(theme: ThemeName | null): void {
  renderTheme = theme;
}

export function darkSchemeQuery(): MediaQueryList | null {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function'
    ? window.matchMedia('(prefers-color-scheme: dark)')
    : null;
}

export function systemTheme(): ThemeName {
  return darkSchemeQuery()?.matches ? DARK_THEME : LIGHT_THEME;
}

/**
 * The system's theme, kept current. The server cannot know it, so its render (and the hydrating one, which
 * must match it) says light; the browser's own comes in the render right after.
 */
export function useSystemTheme(): ThemeName {
  return useSyncExternalStore(
    (onChange) => {
      const query = darkSchemeQuery();
      query?.addEventListener('change', onChange);
      return () => query?.removeEventListener('change', onChange);
    },
    systemTheme,
    () => LIGHT_THEME,
  );
}
