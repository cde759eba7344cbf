import { QUERY_STATE_ELEMENT_ID } from '@messhall/shared';
import type { DehydratedState } from '@tanstack/react-query';

/**
 * The query cache the server filled for this page (its first screen's reads, dehydrated), or undefined.
 * A broken block costs only the head start: every screen fetches what the cache does not hold.
 */
export function pageQueryState(): DehydratedState | undefined {
  const block = typeof document === 'undefined' ? null : document.getElementById(QUERY_STATE_ELEMENT_ID);
  if (!block?.textContent) return undefined;
  try {
    return JSON.parse(block.textContent) as DehydratedState;
  } catch (error) {
    console.error('Ignoring the query state in the page', error);
    return undefined;
  }
}
