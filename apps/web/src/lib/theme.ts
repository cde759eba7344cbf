import { DARK_THEME, isThemeName, LIGHT_THEME, type ThemeName } from '@messhall/shared';

/**
 * The theme the user chose, as the page carries it: `data-theme` on <html>, written by the server from the
 * choice's cookie (or, on the Vite dev server, by public/theme-init.js). Reading the attribute costs nothing;
 * applying a choice is in apply-theme.ts, loaded when the user reaches for the toggle.
 */
export function readStoredTheme(): ThemeName | null {
  const value = typeof document === 'undefined' ? null : document.documentElement.getAttribute('data-theme');
  return isThemeName(value) ? value : null;
}

export function darkSchemeQuery(): MediaQueryList | null {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function'
    ? window.matchMedia('(prefers-color-scheme: dark)')
    : null;
}

export function systemTheme(): ThemeName {
  return darkSchemeQuery()?.matches ? DARK_THEME : LIGHT_THEME;
}
