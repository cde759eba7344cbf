// Diet tags and allergens (docs/product/rules.md#diet-and-allergens, decision 0038): the keys the meal list
// filters on, and each student's diet profile.
import { ALLERGENS, type Allergen, type DietTag } from '@messhall/shared';
import { sql, type SQL } from 'drizzle-orm';
import { pgTable, text } from 'drizzle-orm/pg-core';
import { tsz } from './columns.js';
import { users } from './auth.js';

/** In a meal's diet_keys: the meal does not contain this allergen. */
export const withoutKey = (allergen: Allergen) => `without:${allergen}`;

/**
 * meals.diet_keys: the meal's diet tags, plus `without:<allergen>` for each allergen it does not contain. "Has
 * every tag asked for and none of the allergens avoided" is then one containment (`diet_keys @> keys`), which a
 * GIN index serves and whose selectivity the planner reads from the column's element statistics; a "none of"
 * on the allergens themselves is a negation that no index can serve.
 */
export function dietKeysExpression(): SQL {
  const absent = ALLERGENS.map(
    (allergen) => `case when not ('${allergen}' = any(allergens)) then '${withoutKey(allergen)}' end`,
  );
  return sql.raw(`diet_tags || array_remove(array[${absent.join(', ')}]::text[], null)`);
}

/** A student's diet and the allergens they avoid; no row means both lists are empty. */
export const dietProfiles = pgTable('diet_profiles', {
  userId: text('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  diet: text('diet')
    .array()
    .$type<DietTag[]>()
    .notNull()
    .default(sql`'{}'`),
  avoid: text('avoid')
    .array()
    .$type<Allergen[]>()
    .notNull()
    .default(sql`'{}'`),
  updatedAt: tsz('updated_at').notNull().defaultNow(),
});
