import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../src/db/client.js';
import { mealLikes, meals, users } from '../../src/db/schema/index.js';
import { eq, sql } from 'drizzle-orm';
import { giveMembership } from './memberships.js';
import { createUser, type TestUser } from './users.js';

/**
 * Many signed-in users. Each sign-up hashes a password (scrypt, memory- and CPU-hard), so they are made a few
 * at a time rather than all at once.
 */
export async function createUsers(
  app: FastifyInstance,
  database: Database,
  count: number,
  concurrency = 2,
): Promise<TestUser[]> {
  const made: TestUser[] = [];
  for (let start = 0; start < count; start += concurrency) {
    const batch = Math.min(concurrency, count - start);
    made.push(...(await Promise.all(Array.from({ length: batch }, () => createUser(app, database)))));
  }
  return made;
}

/**
 * Gives a meal `count` likes from users that exist only as rows (no session needed), counter included. The fans
 * are paid members, so their likes count toward auto-publishing (docs/decisions/0026).
 */
export async function seedLikes(database: Database, mealId: string, count: number): Promise<void> {
  const ids = Array.from({ length: count }, () => randomUUID());
  if (count === 0) return;
  await database.db
    .insert(users)
    .values(ids.map((id) => ({ id, name: 'Fan', email: `fan-${id}@messhall.test` })));
  for (const id of ids) await giveMembership(database.db, id);
  await database.db.insert(mealLikes).values(ids.map((userId) => ({ mealId, userId })));
  await database.db
    .update(meals)
    .set({ likesCount: sql`${meals.likesCount} + ${count}` })
    .where(eq(meals.id, mealId));
}

/** The like rows and the counter of one meal, read straight from the database. */
export async function likeState(database: Database, mealId: string) {
  const [row] = await database.query<{
    rows: number;
    counter: number;
    status: string;
    published_at: Date | null;
  }>(
    `select (select count(*)::int from meal_likes where meal_id = $1) as rows, likes_count as counter, status,
            published_at
       from meals where id = $1`,
    [mealId],
  );
  return row!;
}
