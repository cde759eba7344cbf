import { inArray, like, notInArray, or, sql } from 'drizzle-orm';
import type { Db } from '../client.js';
import { images, mealProduction, meals, notifications, payments, users } from '../schema/index.js';
import { DEMO_DOMAINS } from './demo-people.js';
import { BANNER_IMAGE_IDS } from './images.js';

const isDemoUser = or(...DEMO_DOMAINS.map((domain) => like(users.email, `%@${domain}`)))!;

/** Removes the demo accounts; their sessions, accounts, likes, reviews, requests and payments cascade. */
export async function deleteDemoUsers(db: Db): Promise<number> {
  const removed = await db.delete(users).where(isDemoUser).returning({ id: users.id });
  return removed.length;
}

/**
 * Empties everything a demo rebuild recreates: all meals (with their likes, reviews and requests), payments,
 * notifications, the kitchen's production records, images and demo accounts. Kept: real accounts with their sessions, the banners, and the images
 * real users wear as profile pictures.
 */
export async function deleteDemoData(db: Db): Promise<void> {
  await db.delete(meals);
  await db.delete(mealProduction);
  await db.delete(payments);
  await db.delete(notifications);
  await deleteDemoUsers(db);
  const profilePictures = db
    .select({ id: images.id })
    .from(images)
    .innerJoin(users, sql`${users.image} like '%' || ${images.id}::text || '%'`);
  await db
    .delete(images)
    .where(
      sql`${notInArray(images.id, [...BANNER_IMAGE_IDS])} and not ${inArray(images.id, profilePictures)}`,
    );
}
