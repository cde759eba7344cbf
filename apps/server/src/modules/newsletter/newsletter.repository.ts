import type { Db } from '../../db/client.js';
import { newsletterSubscribers } from '../../db/schema/index.js';

/** Idempotent: a second subscription of the same address changes nothing. */
export async function addSubscriber(db: Db, email: string): Promise<void> {
  await db.insert(newsletterSubscribers).values({ email }).onConflictDoNothing();
}
