import { THEME_COLORS, THEME_COOKIE, type ThemeName } from '@messhall/shared';
import { writeCookie } from '@/lib/cookie';

/** A year: the choice outlives sessions; the toggle writes it again on every change. */
const THEME_COOKIE_MAX_AGE = 365 * 24 * 60 * 60;

/**
 * Applies and remembers an explicit choice in a cookie, which the server reads to write the theme into every
 * page (no flash, no blocking script); without one, the CSS follows the system setting.
 */
export function applyTheme(theme: ThemeName): void {
  document.documentElement.setAttribute('data-theme', theme);
  for (const meta of document.querySelectorAll<HTMLMetaElement>('meta[name="theme-color"]')) {
    meta.content = THEME_COLORS[theme];
  }
  writeCookie(THEME_COOKIE, theme, THEME_COOKIE_MAX_AGE);
}
