import {
  DEFAULT_LOCALE,
  isLocale,
  type Locale,
  LOCALE_COOKIE,
  LOCALES,
  type SharedCatalogue,
  translateShared,
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

/**
 * The language a request is answered in: the visitor's explicit choice (the cookie the language switch writes),
 * else the best of the browser's Accept-Language that the app speaks, else English.
 */
export function requestLocale(headers: {
  cookie?: string | undefined;
  'accept-language'?: string | undefined;
}): Locale {
  const chosen = cookieValue(headers.cookie, LOCALE_COOKIE);
  if (isLocale(chosen)) return chosen;
  const preferred = new Negotiator({ headers }).language([...LOCALES]);
  return isLocale(preferred) ? preferred : DEFAULT_LOCALE;
}

/** Each language's translations of the shared texts; English has none (its texts are the shared ones). */
const SHARED_CATALOGUES: Record<Locale, SharedCatalogue | undefined> = { en: undefined, bn: BN };

/** `text` (a shared message, in English) in the language of the request. */
export function inRequestLocale(text: string, headers: Parameters<typeof requestLocale>[0]): string {
  return translateShared(text, SHARED_CATALOGUES[requestLocale(headers)]);
}
