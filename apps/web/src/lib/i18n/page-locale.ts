import { i18n } from '@lingui/core';
import { DEFAULT_LOCALE, INTL_LOCALES, isLocale, type Locale, LOCALE_COOKIE } from '@messhall/shared';
import { writeCookie } from '@/lib/cookie';

/** A year: the choice outlives sessions. */
const LOCALE_COOKIE_MAX_AGE = 365 * 24 * 60 * 60;

/**
 * The page's language: what the server wrote into <html lang>, from the visitor's choice or the browser's
 * languages. It holds for the page's life: a new choice reloads the page (chooseLocale). On the server, which
 * has no document, it is the language the render activated (entry-server.tsx).
 */
export function pageLocale(): Locale {
  const lang = typeof document === 'undefined' ? i18n.locale : document.documentElement.lang;
  return isLocale(lang) ? lang : DEFAULT_LOCALE;
}

/** The Intl locale of the page's language (Bangla digits in Bangla). */
export const pageIntlLocale = (): string => INTL_LOCALES[pageLocale()];

/**
 * Keeps the choice in a cookie and reloads: the server writes the next page in that language, messages,
 * dates and numbers alike, so nothing on screen is left in the other language.
 */
export function chooseLocale(locale: Locale): void {
  writeCookie(LOCALE_COOKIE, locale, LOCALE_COOKIE_MAX_AGE);
  window.location.reload();
}
