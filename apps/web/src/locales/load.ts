import { i18n, type Messages } from '@lingui/core';
import type { Locale, SharedCatalogue } from '@messhall/shared';
import { setSharedCatalogue } from '@/lib/i18n/shared-text';

type Catalogue = () => Promise<{ messages: Messages; shared?: SharedCatalogue }>;

/**
 * English is in the code (apps/web/compiled-source-messages.ts) and loads nothing. Bangla loads in two parts,
 * each a chunk of its own: `first` holds what Home and the layout say and the shared texts' translations (the
 * server preloads it with the entry); `rest` every other screen's, fetched with the first screen that is not
 * Home (app/router.tsx) and once the page is idle (app/provider.tsx).
 */
const FIRST: Partial<Record<Locale, Catalogue>> = { bn: () => import('./first-bn') };
const REST: Partial<Record<Locale, Catalogue>> = { bn: () => import('./rest-bn') };

/** Loads the first part of `locale`'s messages and makes it the language every message is given in. */
export async function startMessages(locale: Locale): Promise<void> {
  const first = FIRST[locale];
  const { messages, shared } = first ? await first() : { messages: {}, shared: undefined };
  i18n.loadAndActivate({ locale, messages });
  setSharedCatalogue(shared);
}

let rest: Promise<void> | undefined;

/** Loads the rest of the active language's messages, once. */
export function loadAllMessages(): Promise<void> {
  const locale = i18n.locale as Locale;
  const load = REST[locale];
  if (!load) return Promise.resolve();
  rest ??= load().then(({ messages }) => i18n.load(locale, messages));
  return rest;
}
