import { searchWords } from '@messhall/shared';

/** What a search box turned into: nothing typed, typed but nothing searchable, or a tsquery. */
export type MealSearch = { kind: 'none' } | { kind: 'nothing-matches' } | { kind: 'query'; tsQuery: string };

/**
 * Turns what a user typed into a safe PostgreSQL tsquery: only letters and digits survive, each word becomes a
 * prefix match, and words are AND-ed. No user character ever reaches tsquery syntax or a LIKE pattern.
 * Input with no letters or digits at all ("%", "'") matches nothing rather than everything.
 */
export function toMealSearch(input: string | undefined): MealSearch {
  if (!input) return { kind: 'none' };
  const words = searchWords(input).slice(0, 8);
  if (words.length === 0) return { kind: 'nothing-matches' };
  return { kind: 'query', tsQuery: words.map((w) => `${w}:*`).join(' & ') };
}
