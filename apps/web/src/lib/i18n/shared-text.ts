import { type SharedCatalogue, translateShared } from '@messhall/shared';

/** The page language's catalogue of shared texts; none in English, whose texts are the shared ones. */
let catalogue: SharedCatalogue | undefined;

/** Set with the page's first messages (locales/load.ts). */
export function setSharedCatalogue(next: SharedCatalogue | undefined): void {
  catalogue = next;
}

/**
 * A text that comes from packages/shared or the server — a validation or error message, a category, a plan's
 * or a status's name, a notification — in the page's language. Such texts are English in the code and on the
 * wire (the server translates its errors itself when the request says Bangla; translating those again finds
 * nothing and leaves them). An unknown text (from a newer server, say) shows as it came.
 */
export function sharedText(english: string): string {
  return translateShared(english, catalogue);
}
