import { type Locale } from '../constants/locales';
import { ALL_MESSAGES, isMessageKey, type MessageKey } from '../message-templates';

/**
 * A value of a message: a person's text as it is; a number (written in the language's digits); a moment on a
 * zone's clock or calendar; or another text of the catalogues by its key — a message key, or a shared name such as
 * a slot's, a plan's or a category's — translated with the message.
 */
export type MessageValue =
  | string
  | number
  | { readonly key: string; readonly values?: MessageValues }
  | { readonly moment: string; readonly style: 'time' | 'day' | 'date'; readonly zone?: string };
export type MessageValues = { readonly [name: string]: MessageValue };

/** One language's words for the shared texts: every message by its key, and the names by their English. */
export interface SharedCatalogue {
  readonly locale: Locale;
  readonly messages: Readonly<Record<MessageKey, string>>;
  readonly names: Readonly<Record<string, string>>;
}

/** English: the messages are the catalogue's own texts, the names are their English. */
export const EN: SharedCatalogue = { locale: 'en', messages: ALL_MESSAGES, names: {} };

const INTL_LOCALE: Record<Locale, string> = { en: 'en-GB', bn: 'bn-BD' };

/** How each style of moment is written: en-GB "14:05" / "Thu 26 Nov" / "12 Oct 2026"; Bangla names months in full. */
const MOMENT_FORMATS: Record<'time' | 'day' | 'date', Intl.DateTimeFormatOptions> = {
  time: { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' },
  day: { weekday: 'short', day: 'numeric', month: 'short' },
  date: { day: 'numeric', month: 'short', year: 'numeric' },
};

const formatters = new Map<string, Intl.DateTimeFormat | Intl.NumberFormat>();

function cached<T extends Intl.DateTimeFormat | Intl.NumberFormat>(id: string, make: () => T): T {
  let formatter = formatters.get(id) as T | undefined;
  if (!formatter) formatters.set(id, (formatter = make()));
  return formatter;
}

function momentText(locale: Locale, moment: string, style: 'time' | 'day' | 'date', zone = 'UTC'): string {
  const long = locale === 'bn' && style !== 'time' ? { month: 'long' as const } : {};
  const format = cached(
    `${locale}|${style}|${zone}`,
    () => new Intl.DateTimeFormat(INTL_LOCALE[locale], { ...MOMENT_FORMATS[style], ...long, timeZone: zone }),
  ) as Intl.DateTimeFormat;
  return format.format(new Date(moment)).replace(',', '');
}

function valueText(catalogue: SharedCatalogue, value: MessageValue): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number') {
    const numbers = cached(
      `${catalogue.locale}|number`,
      () => new Intl.NumberFormat(INTL_LOCALE[catalogue.locale], { useGrouping: false }),
    );
    return numbers.format(value);
  }
  if ('moment' in value) return momentText(catalogue.locale, value.moment, value.style, value.zone);
  return isMessageKey(value.key)
    ? formatMessage(catalogue, value.key, value.values)
    : (catalogue.names[value.key] ?? value.key);
}

/**
 * The message `key` in the catalogue's language with its `{name}` placeholders filled from `values`. A key the
 * catalogue lacks falls back to English; a placeholder without a value stays as written.
 */
export function formatMessage(catalogue: SharedCatalogue, key: MessageKey, values?: MessageValues): string {
  const template = catalogue.messages[key] ?? ALL_MESSAGES[key];
  if (!values) return template;
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => {
    const value = values[name];
    return value === undefined ? whole : valueText(catalogue, value);
  });
}
