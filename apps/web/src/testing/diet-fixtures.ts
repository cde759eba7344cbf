import type { Allergen, DietTag } from '@messhall/shared';
import { sessionFor, testUser } from './fixtures';
import { json } from './mock-api';

/** A signed-in student whose diet profile is `avoid` (and `diet`): the routes for mockApi. */
export function studentWithDiet(avoid: Allergen[], diet: DietTag[] = []) {
  return {
    'GET /api/auth/get-session': () => json(sessionFor(testUser)),
    'GET /api/users/me/diet': () => json({ diet, avoid }),
  };
}
