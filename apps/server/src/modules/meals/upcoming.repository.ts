import { and, asc, desc, eq, isNotNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { meals } from '../../db/schema/index.js';
import { trustedLikesSql } from './meal-likes.repository.js';
import { likedByMe, mealColumns, type MealStatus, type MealWithViewer } from './meals.repository.js';

export type UpcomingRow = MealWithViewer & { trustedLikes: number };

export interface UpcomingListFilter {
  /** Admins also see meals that came from the upcoming list and have since been published. */
  includePublished: boolean;
  limit: number;
  offset: number;
}

export async function listUpcoming(db: Db, filter: UpcomingListFilter): Promise<UpcomingRow[]> {
  const where = filter.includePublished ? isNotNull(meals.publishDate) : eq(meals.status, 'upcoming');
  return db
    .select({ ...mealColumns, likedByMe: likedByMe(undefined), trustedLikes: trustedLikesSql() })
    .from(meals)
    .where(where)
    .orderBy(
      // Pending first ('upcoming' sorts before 'published' in the enum), soonest publish date first;
      // then the published ones, most recently published first.
      asc(meals.status),
      sql`case when ${meals.status} = 'upcoming' then ${meals.publishDate} end asc nulls last`,
      desc(meals.publishedAt),
      asc(meals.id),
    )
    .limit(filter.limit)
    .offset(filter.offset);
}

export async function findUpcomingState(
  db: Db,
  id: string,
): Promise<{ status: MealStatus; fromUpcoming: boolean } | undefined> {
  const [row] = await db
    .select({ status: meals.status, publishDate: meals.publishDate })
    .from(meals)
    .where(eq(meals.id, id));
  return row && { status: row.status, fromUpcoming: row.status === 'upcoming' || row.publishDate !== null };
}

/** Deletes only while the meal is still upcoming; returns its title when it did. */
export async function deleteUpcomingRow(db: Db, id: string): Promise<{ title: string } | undefined> {
  const [row] = await db
    .delete(meals)
    .where(and(eq(meals.id, id), eq(meals.status, 'upcoming')))
    .returning({ title: meals.title });
  return row;
}
