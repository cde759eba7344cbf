import { ALLERGENS, DIET_TAGS, inListOrder, type DietProfile } from '@messhall/shared';
import type { Db } from '../../db/client.js';
import type { Viewer } from '../../lib/viewer.js';
import { findDietProfile, saveDietProfile } from './diet-profile.repository.js';

// A student's diet and the allergens they avoid (docs/product/rules.md#diet-and-allergens). Always the
// caller's own: the user is the session's, and the body holds nothing else the server reads.

const inOrder = (profile: DietProfile): DietProfile => ({
  diet: inListOrder(DIET_TAGS, profile.diet),
  avoid: inListOrder(ALLERGENS, profile.avoid),
});

/** Someone who never saved one has an empty profile. */
export async function getDietProfile(db: Db, viewer: Viewer): Promise<DietProfile> {
  return inOrder((await findDietProfile(db, viewer.id)) ?? { diet: [], avoid: [] });
}

export async function putDietProfile(db: Db, viewer: Viewer, input: DietProfile): Promise<DietProfile> {
  // Stored in list order, so the saved row comes back as the answer.
  return saveDietProfile(db, viewer.id, inOrder(input));
}
