import { i18n, type Messages } from '@lingui/core';
import type { Locale } from '@messhall/shared';
import { addSharedTexts, setSharedTexts } from '@/lib/i18n/shared-text';

type Catalogue = () => Promise<{ messages: Messages; shared?: Readonly<Record<string, string>> }>;

/**
 * English is in the code (apps/web/compiled-source-messages.ts) and loads nothing. Bangla loads in two parts,
 * each a chunk of its own: `first` holds what Home and the layout say and the shared names' translations (the
 * server preloads it with the entry); `rest` every other screen's and the shared messages', fetched with the first screen that is not
 * Home (app/router.tsx) and once the page is idle (app/provider.tsx).
 */
const FIRST: Partial<Record<Locale, Catalogue>> = { bn: () => import('./first-bn') };
const REST: Partial<Record<Locale, Catalogue>> = { bn: () => import('./rest-bn') };

/** The first part's load, from its start: every later load waits for it (loadAllMessages). */
let first: Promise<void> | undefined;

/**
 * Loads the first part of `locale`'s messages and makes it the language every message is given in. Once per
 * page: the language holds for the page's life.
 */
export function startMessages(locale: Locale): Promise<void> {
  first ??= (async () => {
    const load = FIRST[locale];
    const { messages, shared } = load ? await load() : { messages: {}, shared: undefined };
    i18n.loadAndActivate({ locale, messages });
    setSharedTexts(shared);
  })();
  return first;
}

let rest: Promise<void> | undefined;

/**
 * Loads the rest of the active language's messages, once, and settles when every message is in. main.tsx
 * preloads the first screen's chunk with this while the first part is still on its way, so it waits for that
 * part (which activates the language) before it picks the language to load.
 */
export function loadAllMessages(): Promise<void> {
  rest ??= (first ?? Promise.resolve()).then(async () => {
    const locale = i18n.locale as Locale;
    const part = await REST[locale]?.();
    if (part) {
      i18n.load(locale, part.messages);
      addSharedTexts(part.shared);
    }
  });
  return rest;
}
