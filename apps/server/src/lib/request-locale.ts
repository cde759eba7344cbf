import {
  DEFAULT_LOCALE,
  EN,
  isLocale,
  type Locale,
  LOCALE_COOKIE,
  LOCALES,
  type SharedCatalogue,
} from '@messhall/shared';
import { BN } from '@messhall/shared/i18n/bn';
import Negotiator from 'negotiator';

/** A cookie's value from a Cookie header, undefined when absent. */
export function cookieValue(cookieHeader: string | undefined, name: string): string | undefined {
  return cookieHeader
    ?.split(';')
    .map((pair) => pair.trim().split('='))
    .find(([key]) => key === name)?.[1];
}

type LocaleHeaders = { cookie?: string | undefined; 'accept-language'?: string | undefined };

/**
 * The language a request is answered in: the visitor's explicit choice (the cookie the language switch writes),
 * else the best of the browser's Accept-Language that the app speaks, else English.
 */
export function requestLocale(headers: LocaleHeaders): Locale {
  const chosen = cookieValue(headers.cookie, LOCALE_COOKIE);
  if (isLocale(chosen)) return chosen;
  const preferred = new Negotiator({ headers }).language([...LOCALES]);
  return isLocale(preferred) ? preferred : DEFAULT_LOCALE;
}

/** Each language's words for the shared texts (packages/shared/src/i18n). */
const SHARED_CATALOGUES: Record<Locale, SharedCatalogue> = { en: EN, bn: BN };

/** The catalogue a request's answer is written from. */
export function requestCatalogue(headers: LocaleHeaders): SharedCatalogue {
  return SHARED_CATALOGUES[requestLocale(headers)];
}
