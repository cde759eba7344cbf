import { i18n, type Messages } from '@lingui/core';
import { DEFAULT_LOCALE, type Locale, type SharedCatalogue } from '@messhall/shared';
import { setSharedCatalogue } from '@/lib/i18n/shared-text';

type Catalogue = () => Promise<{ messages: Messages; shared?: SharedCatalogue }>;

/**
 * Messages load in two parts per language, each a chunk of its own, and only the page's language is fetched:
 * `first` holds what Home and the layout say and the shared texts' translations (the server preloads it with
 * the entry); `rest` every other screen's, fetched with the first screen that is not Home (app/router.tsx)
 * and once the page is idle (app/provider.tsx).
 */
const FIRST: Record<Locale, Catalogue> = {
  en: () => import('./first-en'),
  bn: () => import('./first-bn'),
};
const REST: Record<Locale, Catalogue> = {
  en: () => import('./rest-en'),
  bn: () => import('./rest-bn'),
};

/**
 * Outside production builds Lingui's macros keep each message's English in the code, so English needs no
 * catalogue there: the dev server and the unit tests skip compiling and loading it.
 */
const inCode = (locale: Locale) => !import.meta.env.PROD && locale === DEFAULT_LOCALE;

/** Loads the first part of `locale`'s messages and makes it the language every message is given in. */
export async function startMessages(locale: Locale): Promise<void> {
  if (inCode(locale)) {
    i18n.loadAndActivate({ locale, messages: {} });
    return;
  }
  const { messages, shared } = await FIRST[locale]();
  i18n.loadAndActivate({ locale, messages });
  setSharedCatalogue(shared);
}

let rest: Promise<void> | undefined;

/** Loads the rest of the active language's messages, once. */
export function loadAllMessages(): Promise<void> {
  const locale = i18n.locale as Locale;
  if (inCode(locale)) return Promise.resolve();
  rest ??= REST[locale]().then(({ messages }) => i18n.load(locale, messages));
  return rest;
}
