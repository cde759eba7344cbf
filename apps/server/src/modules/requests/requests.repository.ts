import { and, count, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import { matchesOverPage, pageAndTotal } from '../../lib/page-total.js';
import type { Db } from '../../db/client.js';
import { mealRequests, meals, users } from '../../db/schema/index.js';
import { escapeLike } from '../users/users.repository.js';

export type RequestStatus = (typeof mealRequests.$inferSelect)['status'];

export async function findMealForRequest(db: Db, mealId: string) {
  const [row] = await db
    .select({ id: meals.id, title: meals.title, status: meals.status })
    .from(meals)
    .where(eq(meals.id, mealId));
  return row;
}

export async function insertRequest(db: Db, values: { userId: string; mealId: string; packageName: string }) {
  const [row] = await db
    .insert(mealRequests)
    .values(values)
    .returning({ id: mealRequests.id, status: mealRequests.status });
  if (!row) throw new Error('insert returned no row');
  return row;
}

const requestColumns = {
  id: mealRequests.id,
  userId: mealRequests.userId,
  userEmail: users.email,
  userName: users.name,
  mealId: mealRequests.mealId,
  mealTitle: meals.title,
  packageName: mealRequests.packageName,
  status: mealRequests.status,
  likes: meals.likesCount,
  reviewsCount: meals.reviewsCount,
  createdAt: mealRequests.createdAt,
};

export interface RequestListFilter {
  /** Only this user's requests (always set for non-admins). */
  userId?: string | undefined;
  /** Requests of the user with this e-mail (admin `email=`). */
  userEmail?: string | undefined;
  /** Name or e-mail contains this text (Serve Requested Meals search box). */
  search?: string | undefined;
  status?: RequestStatus | undefined;
  limit: number;
  offset: number;
}

export async function listRequests(db: Db, filter: RequestListFilter) {
  const conditions: SQL[] = [];
  if (filter.userId) conditions.push(eq(mealRequests.userId, filter.userId));
  if (filter.userEmail) conditions.push(sql`lower(${users.email}) = ${filter.userEmail.toLowerCase()}`);
  if (filter.status) conditions.push(eq(mealRequests.status, filter.status));
  if (filter.search) {
    const pattern = `%${escapeLike(filter.search)}%`;
    conditions.push(or(ilike(users.name, pattern), ilike(users.email, pattern))!);
  }
  const where = conditions.length > 0 ? and(...conditions) : undefined;
  const page = (withMatches: boolean) =>
    db
      .select({
        ...requestColumns,
        matches: withMatches ? matchesOverPage() : sql<number>`0`.mapWith(Number),
      })
      .from(mealRequests)
      .innerJoin(users, eq(users.id, mealRequests.userId))
      .innerJoin(meals, eq(meals.id, mealRequests.mealId))
      .where(where)
      .orderBy(desc(mealRequests.createdAt), desc(mealRequests.id))
      .limit(filter.limit)
      .offset(filter.offset);
  const countAll = async () =>
    (
      await db
        .select({ total: count() })
        .from(mealRequests)
        .innerJoin(users, eq(users.id, mealRequests.userId))
        .where(where)
    )[0]?.total ?? 0;
  // A student's own requests: the page counts them. Everyone's (admins): a count beside the page.
  if (filter.userId) return pageAndTotal(await page(true), filter.offset, countAll);
  const [rows, total] = await Promise.all([page(false), countAll()]);
  return { rows, total };
}

/**
 * pending → `to`, as one conditional update: of two racing transitions only one can match the pending row,
 * the other changes nothing. Returns the request (with its meal's title) or undefined when it was not pending.
 */
export async function transitionFromPending(db: Db, id: string, to: 'delivered' | 'cancelled') {
  const [row] = await db
    .update(mealRequests)
    .set({ status: to, updatedAt: sql`now()` })
    .where(and(eq(mealRequests.id, id), eq(mealRequests.status, 'pending')))
    .returning({ id: mealRequests.id, userId: mealRequests.userId, mealId: mealRequests.mealId });
  return row;
}

/** The owner's pending request goes away; nothing else can be deleted. */
export async function deletePendingOwned(db: Db, id: string, userId: string) {
  const [row] = await db
    .delete(mealRequests)
    .where(and(eq(mealRequests.id, id), eq(mealRequests.userId, userId), eq(mealRequests.status, 'pending')))
    .returning({ id: mealRequests.id, mealId: mealRequests.mealId });
  return row;
}

export async function findRequestState(db: Db, id: string) {
  const [row] = await db
    .select({ userId: mealRequests.userId, status: mealRequests.status, mealTitle: meals.title })
    .from(mealRequests)
    .innerJoin(meals, eq(meals.id, mealRequests.mealId))
    .where(eq(mealRequests.id, id));
  return row;
}

export async function findRequest(db: Db, id: string) {
  const [row] = await db
    .select(requestColumns)
    .from(mealRequests)
    .innerJoin(users, eq(users.id, mealRequests.userId))
    .innerJoin(meals, eq(meals.id, mealRequests.mealId))
    .where(eq(mealRequests.id, id));
  return row;
}
