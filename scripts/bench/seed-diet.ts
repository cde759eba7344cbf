// Diet tags and allergens of the bench's generated meals, read off their title words as a kitchen would label
// them (docs/product/rules.md#diet-and-allergens): the main ingredient decides vegetarian, vegan and halal, the
// dish and its adjective add the allergens of their usual recipe, and a few garnishes (peanuts, mustard oil)
// come from a seeded hash. At 100,000 meals this gives about: vegetarian 59 %, vegan 24 %, halal 92 %,
// gluten-free 61 %, spicy 27 %; gluten 39 %, milk 33 %, eggs 29 %, soybeans 19 %, mustard 17 %, peanuts 5 %.
import { ALLERGENS, DIET_TAGS, type Allergen, type DietTag } from '@messhall/shared';

type Word = { adj: string; main: string; dish: string };
type Rule = (word: Word, garnish: (seed: number, oneIn: number) => string) => string;

const inList = (column: string, words: readonly string[]) =>
  `${column} in (${words.map((w) => `'${w.replace(/'/g, "''")}'`).join(', ')})`;

const MEAT_AND_SEAFOOD = ['Chicken', 'Beef', 'Mutton', 'Fish', 'Prawn'];
const PLANT_MAINS = ['Vegetable', 'Lentil', 'Chickpea', 'Mushroom', 'Tofu'];
const DAIRY_ADJECTIVES = ['Creamy', 'Butter'];
const DAIRY_DISHES = ['Korma', 'Pancakes', 'Porridge'];
const EGG_DISHES = ['Omelette', 'Pancakes', 'Fried Rice', 'Noodles'];
const WHEAT_DISHES = ['Noodles', 'Sandwich', 'Wrap', 'Paratha', 'Pasta', 'Pancakes', 'Porridge'];

const ALLERGEN_RULES: Record<Allergen, Rule | null> = {
  gluten: (w) => inList(w.dish, WHEAT_DISHES),
  crustaceans: (w) => `${w.main} = 'Prawn'`,
  eggs: (w) => `${w.main} = 'Egg' or ${inList(w.dish, EGG_DISHES)}`,
  fish: (w) => `${w.main} = 'Fish'`,
  // A peanut garnish on one dish in twenty.
  peanuts: (_w, garnish) => garnish(211, 20),
  soybeans: (w) => `${w.main} = 'Tofu' or ${inList(w.dish, ['Noodles', 'Fried Rice'])}`,
  milk: (w) =>
    `${w.main} = 'Paneer' or ${inList(w.adj, DAIRY_ADJECTIVES)} or ${inList(w.dish, DAIRY_DISHES)}`,
  'tree-nuts': (w) => inList(w.dish, ['Korma', 'Pulao']),
  celery: (w) => `${w.dish} = 'Soup'`,
  // Cooked in mustard oil: fish the Bengali way, and one dish in ten besides.
  mustard: (w, garnish) => `${w.main} = 'Fish' or ${garnish(223, 10)}`,
  sesame: (w) => inList(w.dish, ['Salad', 'Noodles']),
  sulphites: (w) => `${w.dish} = 'Salad' and ${w.adj} = 'Lemon'`,
  lupin: null,
  molluscs: null,
};

const allergenCondition = (allergen: Allergen, w: Word, garnish: Parameters<Rule>[1]) => {
  const rule = ALLERGEN_RULES[allergen];
  return rule ? `(${rule(w, garnish)})` : 'false';
};

const DIET_RULES: Record<DietTag, Rule> = {
  vegetarian: (w) => `not ${inList(w.main, MEAT_AND_SEAFOOD)}`,
  vegan: (w, garnish) =>
    `${inList(w.main, PLANT_MAINS)} and not ${allergenCondition('milk', w, garnish)}` +
    ` and not ${allergenCondition('eggs', w, garnish)}`,
  // As on the demo menu: the meat is from a halal butcher; one dish in twelve has a bought-in sauce or cheese
  // the kitchen cannot vouch for.
  halal: (_w, garnish) => `not ${garnish(227, 12)}`,
  'gluten-free': (w, garnish) => `not ${allergenCondition('gluten', w, garnish)}`,
  spicy: (w) => `${inList(w.adj, ['Spicy', 'Masala'])} or ${inList(w.dish, ['Bhuna', 'Curry', 'Tehari'])}`,
};

/** A text[] of the names whose condition holds, in the order of `names` (the API's order). */
function taggedArray(names: readonly string[], condition: (name: string) => string): string {
  const cases = names.map((name) => `case when ${condition(name)} then '${name}' end`);
  return `array_remove(array[${cases.join(', ')}]::text[], null)`;
}

/**
 * SQL for a meal's diet_tags and allergens, from the SQL expressions of its title words and row number
 * (`hashMod(row, seed, n)` picks garnishes independently of every other pick).
 */
export function dietSql(
  word: Word,
  hashMod: (seed: number, n: number) => string,
): { dietTags: string; allergens: string } {
  const garnish = (seed: number, oneIn: number) => `${hashMod(seed, oneIn)} = 0`;
  return {
    dietTags: taggedArray(DIET_TAGS, (tag) => DIET_RULES[tag as DietTag](word, garnish)),
    allergens: taggedArray(ALLERGENS, (allergen) => allergenCondition(allergen as Allergen, word, garnish)),
  };
}
