/**
 * The two daisyUI themes (apps/web/src/index.css) and the cookie that keeps a user's explicit choice. A cookie,
 * not localStorage: the server reads it and writes `data-theme` into the page (decision 0020), so the first
 * paint has the right colours without a blocking script. Without a choice the CSS follows the system setting.
 */
export const THEME_COOKIE = 'messhall-theme';
export const LIGHT_THEME = 'messhall';
export const DARK_THEME = 'messhall-dark';
export type ThemeName = typeof LIGHT_THEME | typeof DARK_THEME;

/** The browser UI colour (meta theme-color) per theme: each theme's base-100. */
export const THEME_COLORS: Record<ThemeName, string> = { [LIGHT_THEME]: '#fffaf5', [DARK_THEME]: '#1c1410' };

export const isThemeName = (value: unknown): value is ThemeName =>
  value === LIGHT_THEME || value === DARK_THEME;
