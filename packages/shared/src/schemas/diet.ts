import { z } from 'zod';
import { ALLERGENS, DIET_TAGS } from '../constants/diet';
import { DIET_MESSAGES as M } from '../messages';

// Diet tags and allergens (docs/product/rules.md#diet-and-allergens): as meal fields, as list filters and as a
// student's profile. Unknown values are refused with the field named, never dropped; repeats collapse.

const dietTagSchema = z.enum(DIET_TAGS, { error: M.unknownDietTag });
const allergenSchema = z.enum(ALLERGENS, { error: M.unknownAllergen });

const unique = <T>(values: T[]) => [...new Set(values)];

/** A meal's diet tags, in the body of the admin's forms; missing means none. */
export const dietTagsField = z
  .array(dietTagSchema, { error: M.unknownDietTag })
  .transform(unique)
  .default([]);
/** A meal's allergens, in the body of the admin's forms; missing means none. */
export const allergensField = z
  .array(allergenSchema, { error: M.unknownAllergen })
  .transform(unique)
  .default([]);

/** `?diet=vegetarian,halal` / `?avoid=peanuts,milk`: a comma-separated list; empty or missing means no filter. */
const commaList = z
  .string()
  .optional()
  .transform((value) =>
    value
      ? unique(
          value
            .split(',')
            .map((part) => part.trim())
            .filter(Boolean),
        )
      : [],
  );
export const dietQueryField = commaList.pipe(z.array(dietTagSchema));
export const avoidQueryField = commaList.pipe(z.array(allergenSchema));

/**
 * GET and PUT /api/users/me/diet: the student's diet and the allergens they avoid. Also the answer's schema,
 * so it has no transform (the server encodes answers with zod, which refuses one-way transforms): the server
 * collapses repeats and keeps the lists' order when it saves.
 */
export const dietProfileSchema = z.object({
  diet: z.array(dietTagSchema, { error: M.unknownDietTag }),
  avoid: z.array(allergenSchema, { error: M.unknownAllergen }),
});
export type DietProfile = z.infer<typeof dietProfileSchema>;
