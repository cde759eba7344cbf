import type { InsightsQuery, InsightsResponse } from '@messhall/shared';
import { LRUCache } from 'lru-cache';
import { getInsights, type InsightsContext } from './insights.service.js';

/** Ranges whose counts are kept track of while in flight; a count pushed out still finishes for its readers. */
const IN_FLIGHT_RANGES = 64;

/**
 * Reads the insights of a range, sharing one computation among identical reads in flight at the same moment
 * (lru-cache's `fetch` is unique per key while it runs): ten admins opening the same preset cost the database
 * one count, not ten. Nothing is kept afterwards — an answer is never older than the count that made it — so a
 * read that starts after a count has finished starts a new one.
 */
export function coalescedInsights(ctx: InsightsContext): (range: InsightsQuery) => Promise<InsightsResponse> {
  const counts = new LRUCache<string, InsightsResponse>({
    max: IN_FLIGHT_RANGES,
    // The shortest lifetime lru-cache knows: a finished count serves the reads that joined it, then expires.
    ttl: 1,
    // A count pushed out by more ranges in flight still answers the reads that wait on it.
    ignoreFetchAbort: true,
    fetchMethod: (key) => {
      const [from, to] = key.split(' ') as [string, string];
      return getInsights(ctx, { from, to });
    },
  });
  return async (range) => {
    const answer = await counts.fetch(`${range.from} ${range.to}`);
    return answer!;
  };
}
