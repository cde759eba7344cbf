import { DARK_THEME, LIGHT_THEME, THEME_STORAGE_KEY, type ThemeName } from './theme';

/** The browser UI colour (meta theme-color) per theme: each theme's base-100. */
const THEME_COLORS: Record<ThemeName, string> = { [LIGHT_THEME]: '#fffaf5', [DARK_THEME]: '#1c1410' };

/** Applies and remembers an explicit choice; without one, the CSS follows the system setting. */
export function applyTheme(theme: ThemeName): void {
  document.documentElement.setAttribute('data-theme', theme);
  for (const meta of document.querySelectorAll<HTMLMetaElement>('meta[name="theme-color"]')) {
    meta.content = THEME_COLORS[theme];
  }
  try {
    localStorage.setItem(THEME_STORAGE_KEY, theme);
  } catch {
    // Private mode or storage disabled: the choice lasts for this page view only.
  }
}
