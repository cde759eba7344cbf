import { i18n } from '@lingui/core';

/**
 * A text that comes from packages/shared or the server — a validation or error message, a category, a plan's
 * or a status's name — in the page's language. Such texts are English in the code and on the wire; their
 * translations are the shared catalogue (packages/shared/src/i18n), loaded with the page's first messages and
 * keyed by the English text. An unknown text (a server message of a newer version, say) shows as it came.
 */
export function sharedText(english: string): string {
  return english === '' ? english : i18n._(english);
}
