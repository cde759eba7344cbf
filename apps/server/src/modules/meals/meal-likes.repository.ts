import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { rawRows } from '../../db/raw-rows.js';
import { mealLikes, meals, users } from '../../db/schema/index.js';
import { recordAudit } from '../audit/audit.repository.js';
import { activePlanSql } from '../payments/membership.repository.js';

export interface LikeToggleResult {
  likes: number;
  liked: boolean;
  /** The likes that count toward auto-publishing, after this toggle; set while the meal was upcoming. */
  trustedLikes?: number;
  /** Set only on the one call whose like published an upcoming meal. */
  published?: { title: string; likerIds: string[] };
}

/**
 * Likes or unlikes through `messhall_toggle_like` (migration 0011), whose statements each take a fresh snapshot:
 * 1. The meal's existence and a transaction-scoped advisory lock on the (meal, user) pair. Toggles of the same
 *    user on the same meal are serialised by it: a toggle's meaning depends on the state before it, so "20
 *    parallel toggles" must be 20 flips in some order. The toggle, the function's next statement, sees every
 *    toggle of the pair committed before it. Other users are not held up.
 * 2. The toggle itself, without reading a count and writing it back: `insert … on conflict do nothing` decides
 *    the direction (the primary key (meal_id, user_id) makes a double like impossible), the delete runs only
 *    when nothing was inserted, and the counter moves by ±1 in an `update … returning`, so parallel likes of
 *    different users each add exactly one.
 * A published meal's like is that one call: one round trip, each of which costs the server more CPU than the
 * rest of the request. An upcoming meal's like runs the same call inside a transaction that then counts the
 * likes that publish it: the counter's update holds the meal's row lock until that transaction ends, so
 * parallel likes are counted in order, the like that reaches `autoPublishAt` publishes, and
 * `update … where status = 'upcoming'` lets that happen once.
 *
 * Returns undefined when the meal does not exist.
 */
export async function toggleMealLike(
  db: Db,
  mealId: string,
  userId: string,
  autoPublishAt: number,
): Promise<LikeToggleResult | undefined> {
  const row = await toggleLikeCall(db, mealId, userId, false);
  if (row?.meal_status !== 'upcoming')
    return row && { likes: Number(row.toggled_likes), liked: row.now_liked };
  return db.transaction(async (tx) => {
    const toggled = await toggleLikeCall(tx, mealId, userId, true);
    if (!toggled) return undefined; // only if the meal vanished meanwhile
    const likes = Number(toggled.toggled_likes);
    const liked = toggled.now_liked;
    if (toggled.meal_status !== 'upcoming') return { likes, liked };
    // After the counter's update: its row lock on the meal orders parallel likes, so this count sees every
    // like committed before it and the like that reaches the threshold publishes.
    const trustedLikes = await trustedLikeCount(tx, mealId);
    // Unliking never unpublishes: publishing is a one-way door.
    const published =
      liked && trustedLikes >= autoPublishAt ? await publishByLikes(tx, mealId, userId, likes) : undefined;
    return { likes, liked, trustedLikes, ...(published ? { published } : {}) };
  });
}

/** One call of the toggle; an upcoming meal is only toggled when `upcoming` says the caller is in a transaction. */
async function toggleLikeCall(db: Db, mealId: string, userId: string, upcoming: boolean) {
  const [row] = rawRows<{ toggled_likes: number; meal_status: string; now_liked: boolean }>(
    await db.execute(sql`select * from messhall_toggle_like(${mealId}, ${userId}, ${upcoming})`),
  );
  return row;
}

/**
 * Whose like counts toward auto-publishing (docs/decisions/0026): an admin's, or a member's with an active paid
 * plan — accounts a hostel knows. Sign-ups are free and need no verified e-mail, so ten throwaway accounts must
 * not publish a meal; their likes still show in the count.
 */
export function isTrustedLikerSql(userId: SQL) {
  return sql<boolean>`("users"."role" = 'admin' or ${activePlanSql(userId)} is not null)`;
}

/**
 * How many likes of the selected meal row count toward auto-publishing, as a scalar subquery on `meals`: the
 * publish check and the upcoming lists read the same number, and a list reads it within its own query.
 * Names are written qualified because Drizzle leaves columns unqualified in a single-table select, where
 * "id" or "user_id" would bind to the wrong table inside the subquery.
 */
export function trustedLikesSql() {
  return sql<number>`(select count(*)::int from ${mealLikes} inner join ${users} on "users"."id" = "meal_likes"."user_id"
    where "meal_likes"."meal_id" = "meals"."id" and ${isTrustedLikerSql(sql`"meal_likes"."user_id"`)})`;
}

export async function trustedLikeCount(db: Db, mealId: string): Promise<number> {
  const [row] = await db.select({ n: trustedLikesSql() }).from(meals).where(eq(meals.id, mealId));
  return row?.n ?? 0;
}

/** Who liked a meal, for the admins' upcoming table: newest first, with whether each like counts. */
export async function likersOf(db: Db, mealId: string) {
  return db
    .select({
      id: users.id,
      name: users.name,
      email: users.email,
      trusted: isTrustedLikerSql(sql`${mealLikes.userId}`),
      likedAt: mealLikes.createdAt,
    })
    .from(mealLikes)
    .innerJoin(users, eq(users.id, mealLikes.userId))
    .where(eq(mealLikes.mealId, mealId))
    .orderBy(desc(mealLikes.createdAt));
}

async function publishByLikes(db: Db, mealId: string, userId: string, likes: number) {
  const flipped = await publishUpcomingRow(db, mealId);
  if (!flipped) return undefined;
  await recordAudit(db, {
    actorId: userId,
    action: 'upcoming.publish',
    targetType: 'meal',
    targetId: mealId,
    data: { trigger: 'likes', likes },
  });
  return { title: flipped.title, likerIds: await likerIds(db, mealId) };
}

/**
 * The one place an upcoming meal becomes published. The status condition makes it happen once, however many
 * requests try at the same moment. A planned post time still in the future becomes now.
 */
export async function publishUpcomingRow(db: Db, mealId: string): Promise<{ title: string } | undefined> {
  const [row] = await db
    .update(meals)
    .set({
      status: 'published',
      publishedAt: sql`now()`,
      postTime: sql`least(${meals.postTime}, now())`,
      updatedAt: sql`now()`,
    })
    .where(and(eq(meals.id, mealId), eq(meals.status, 'upcoming')))
    .returning({ title: meals.title });
  return row;
}

export async function likerIds(db: Db, mealId: string): Promise<string[]> {
  const rows = await db
    .select({ userId: mealLikes.userId })
    .from(mealLikes)
    .where(eq(mealLikes.mealId, mealId));
  return rows.map((r) => r.userId);
}

/** Which of these meals the user likes (one primary-key probe per meal). */
export async function likedAmong(db: Db, userId: string, mealIds: string[]): Promise<Set<string>> {
  if (mealIds.length === 0) return new Set();
  const rows = await prepared(likedAmongQueries, db, prepareLikedAmong).execute({ userId, mealIds });
  return new Set(rows.map((row) => row.mealId));
}

/** The meals the user likes, at most `max` + 1 of them (one index range on meal_likes_user_idx). */
export async function likesOfUser(db: Db, userId: string, max: number): Promise<string[]> {
  const rows = await prepared(likesOfUserQueries, db, prepareLikesOfUser).execute({ userId, limit: max + 1 });
  return rows.map((row) => row.mealId);
}

const likesOfUserQueries = new WeakMap<Db, ReturnType<typeof prepareLikesOfUser>>();
function prepareLikesOfUser(db: Db) {
  return db
    .select({ mealId: mealLikes.mealId })
    .from(mealLikes)
    .where(eq(mealLikes.userId, sql.placeholder('userId')))
    .limit(sql.placeholder('limit'))
    .prepare('likes_of_user');
}

/** A statement prepared once per database. */
function prepared<Q>(queries: WeakMap<Db, Q>, db: Db, prepare: (db: Db) => Q): Q {
  let query = queries.get(db);
  if (!query) queries.set(db, (query = prepare(db)));
  return query;
}

// Built once per database, prepared by name: it runs on every signed-in meal read, so neither Drizzle's query
// building nor the server's planning is paid per request.
const likedAmongQueries = new WeakMap<Db, ReturnType<typeof prepareLikedAmong>>();
function prepareLikedAmong(db: Db) {
  return db
    .select({ mealId: mealLikes.mealId })
    .from(mealLikes)
    .where(
      and(
        eq(mealLikes.userId, sql.placeholder('userId')),
        sql`${mealLikes.mealId} = any(${sql.placeholder('mealIds')}::uuid[])`,
      ),
    )
    .prepare('liked_among');
}
