import { searchWords } from '@messhall/shared';

/**
 * The ingredients by which a meal matched a search when its title alone does not match every searched word, in
 * the meal's order; empty when the title explains the match. The server matches each word as a prefix of a
 * word of the title, ingredients or description (meals.search.ts), so the same test is applied here.
 */
export function ingredientMatches(search: string, meal: { title: string; ingredients: string }): string[] {
  const titleWords = searchWords(meal.title);
  const unexplained = searchWords(search).filter((word) => !titleWords.some((t) => t.startsWith(word)));
  if (unexplained.length === 0) return [];
  return meal.ingredients
    .split(',')
    .map((item) => item.trim())
    .filter((item) =>
      searchWords(item).some((itemWord) => unexplained.some((word) => itemWord.startsWith(word))),
    );
}
