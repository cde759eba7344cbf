// Diet tags and allergens on meals, and a student's diet profile (docs/product/rules.md#diet-and-allergens).
// Stored and sent as these keys; screens show the labels. A new tag is added here, at the end, and nowhere else.

export const DIET_TAGS = ['vegetarian', 'vegan', 'halal', 'gluten-free', 'spicy'] as const;
export type DietTag = (typeof DIET_TAGS)[number];

/** The fourteen allergens food labelling law commonly names (EU FIC Annex II, UK FIR). */
export const ALLERGENS = [
  'gluten',
  'crustaceans',
  'eggs',
  'fish',
  'peanuts',
  'soybeans',
  'milk',
  'tree-nuts',
  'celery',
  'mustard',
  'sesame',
  'sulphites',
  'lupin',
  'molluscs',
] as const;
export type Allergen = (typeof ALLERGENS)[number];

export const DIET_TAG_LABELS: Record<DietTag, string> = {
  vegetarian: 'Vegetarian',
  vegan: 'Vegan',
  halal: 'Halal',
  'gluten-free': 'Gluten-free',
  spicy: 'Spicy',
};

/** As a sentence names it: "Contains milk — you avoid milk". */
export const ALLERGEN_LABELS: Record<Allergen, string> = {
  gluten: 'gluten',
  crustaceans: 'crustaceans',
  eggs: 'eggs',
  fish: 'fish',
  peanuts: 'peanuts',
  soybeans: 'soya',
  milk: 'milk',
  'tree-nuts': 'tree nuts',
  celery: 'celery',
  mustard: 'mustard',
  sesame: 'sesame',
  sulphites: 'sulphites',
  lupin: 'lupin',
  molluscs: 'molluscs',
};

/** The law's full name, for the admin's chips and the meal page's list. */
export const ALLERGEN_FULL_NAMES: Record<Allergen, string> = {
  gluten: 'Cereals containing gluten',
  crustaceans: 'Crustaceans',
  eggs: 'Eggs',
  fish: 'Fish',
  peanuts: 'Peanuts',
  soybeans: 'Soybeans',
  milk: 'Milk',
  'tree-nuts': 'Tree nuts',
  celery: 'Celery',
  mustard: 'Mustard',
  sesame: 'Sesame',
  sulphites: 'Sulphur dioxide and sulphites',
  lupin: 'Lupin',
  molluscs: 'Molluscs',
};

/**
 * The values of `list` found in `values`, in the list's order, once each: how diet tags and allergens are stored,
 * sent and written into an address, whatever order a form or a link gave them in; unknown values are dropped.
 */
export function inListOrder<T extends string>(list: readonly T[], values: readonly string[]): T[] {
  return list.filter((item) => values.includes(item));
}
