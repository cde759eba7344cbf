import type { DietProfile } from '@messhall/shared';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { dietProfiles } from '../../db/schema/index.js';

export async function findDietProfile(db: Db, userId: string): Promise<DietProfile | undefined> {
  const [row] = await db
    .select({ diet: dietProfiles.diet, avoid: dietProfiles.avoid })
    .from(dietProfiles)
    .where(eq(dietProfiles.userId, userId));
  return row;
}

/** Replaces the user's profile in one statement, so two saves at once leave one of them, whole. */
export async function saveDietProfile(db: Db, userId: string, profile: DietProfile): Promise<DietProfile> {
  const [row] = await db
    .insert(dietProfiles)
    .values({ userId, diet: profile.diet, avoid: profile.avoid })
    .onConflictDoUpdate({
      target: dietProfiles.userId,
      set: { diet: profile.diet, avoid: profile.avoid, updatedAt: sql`now()` },
    })
    .returning({ diet: dietProfiles.diet, avoid: dietProfiles.avoid });
  if (!row) throw new Error('upsert returned no row');
  return row;
}
