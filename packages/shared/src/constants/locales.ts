/**
 * The app's languages and the cookie that keeps a visitor's explicit choice. A cookie, not localStorage: the
 * server reads it and writes the page's `lang` (and loads that language's messages first), so the first paint
 * is already in the chosen language. Without a choice the browser's Accept-Language decides.
 */
export const LOCALE_COOKIE = 'messhall-locale';
export const LOCALES = ['en', 'bn'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';

/** Each language's name in that language: what the switch offers. */
export const LOCALE_NAMES: Record<Locale, string> = { en: 'English', bn: 'বাংলা' };

/**
 * The Intl locale for dates and numbers: Bangla uses Bangla digits and Bangladesh's conventions, with times on
 * the 24-hour clock (`-u-hc-h23`), as the menu's slot times are: the 12-hour form would end in a Latin "AM"/"PM".
 */
export const INTL_LOCALES: Record<Locale, string> = { en: 'en-US', bn: 'bn-BD-u-hc-h23' };

export const isLocale = (value: unknown): value is Locale => LOCALES.includes(value as Locale);
