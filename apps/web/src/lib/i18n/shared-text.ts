/** The page language's words for the shared texts, by their English; none in English, whose texts they are. */
let texts: Readonly<Record<string, string>> | undefined;

/** Set with the page's first messages (locales/load.ts). */
export function setSharedTexts(next: Readonly<Record<string, string>> | undefined): void {
  texts = next;
}

/** Adds the messages of the page language's second part (locales/load.ts). */
export function addSharedTexts(more: Readonly<Record<string, string>> | undefined): void {
  if (more) texts = { ...texts, ...more };
}

/**
 * A text of packages/shared — a validation message of a form, a category, a plan's or a status's name — in the
 * page's language, looked up by its exact English (packages/shared/src/i18n/texts.ts). The server's error
 * messages arrive already worded in the page's language (docs/decisions/0073): a text the lookup does not
 * know, as those are, shows as it came.
 */
export function sharedText(english: string): string {
  return texts?.[english] ?? english;
}
