import { sql } from 'drizzle-orm';

/**
 * The number of matches, beside every row of a page, from the page's own query: one round trip instead of a
 * page and a count. For pages of one person's rows (a few hundred at most), where counting them all with the
 * page costs nothing; an unbounded table keeps its separate, index-only count.
 */
export const matchesOverPage = () => sql<number>`count(*) over ()`.mapWith(Number);

/**
 * Splits a page read with `matchesOverPage` into its rows and the total. A page past the last has no row to
 * carry the total, so only then is it counted on its own.
 */
export async function pageAndTotal<Row extends { matches: number }>(
  rows: Row[],
  offset: number,
  countAll: () => Promise<number>,
): Promise<{ rows: Omit<Row, 'matches'>[]; total: number }> {
  if (rows.length === 0) return { rows: [], total: offset > 0 ? await countAll() : 0 };
  return { rows: rows.map(({ matches: _matches, ...row }) => row), total: rows[0]!.matches };
}
