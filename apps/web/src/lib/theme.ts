/**
 * Reading the theme: what the top bar needs for its first paint. Applying a choice is in apply-theme.ts,
 * loaded when the user reaches for the toggle. Keep the key and names (and the colours in apply-theme.ts)
 * in sync with the no-flash script public/theme-init.js.
 */
export const THEME_STORAGE_KEY = 'messhall-theme';
export const LIGHT_THEME = 'messhall';
export const DARK_THEME = 'messhall-dark';
export type ThemeName = typeof LIGHT_THEME | typeof DARK_THEME;

export function readStoredTheme(): ThemeName | null {
  try {
    const value = localStorage.getItem(THEME_STORAGE_KEY);
    return value === LIGHT_THEME || value === DARK_THEME ? value : null;
  } catch {
    return null;
  }
}

export function darkSchemeQuery(): MediaQueryList | null {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function'
    ? window.matchMedia('(prefers-color-scheme: dark)')
    : null;
}

export function systemTheme(): ThemeName {
  return darkSchemeQuery()?.matches ? DARK_THEME : LIGHT_THEME;
}
