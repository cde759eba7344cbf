import { INSIGHTS_TOP_MEALS, INSIGHTS_WORST_MIN_REVIEWS } from '@messhall/shared';
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { mealLikes, mealRequests, meals, payments, reviews } from '../../db/schema/index.js';
import { memberPeriodsSql } from '../payments/membership.repository.js';
import { hostelDaySql, hostelTimeSql, withinWindow, type DayWindow } from './insights-window.js';

// The insights' aggregates (docs/decisions/0040-admin-insights-numbers.md). Each statement reads one table's
// rows of the window through its created_at index and groups them in SQL; nothing is read row by row.

const n = (expression: SQL) => sql<number>`${expression}`.mapWith(Number);
const text = (expression: SQL) => sql<string>`${expression}`;
/**
 * Groups by the first two output columns: a day or month expression carries the zone as a parameter, and the
 * same expression written twice is two parameters that PostgreSQL cannot tell are equal.
 */
const BY_FIRST_TWO = sql`1, 2`;

export interface DayStatusCount {
  date: string;
  status: 'pending' | 'delivered' | 'cancelled';
  count: number;
}

/** Requests made in the window per hostel day and status now. */
export async function countRequestsByDay(db: Db, w: DayWindow): Promise<DayStatusCount[]> {
  return db
    .select({
      date: text(sql`${hostelDaySql(sql`${mealRequests.createdAt}`, w)}::text`),
      status: sql<DayStatusCount['status']>`${mealRequests.status}::text`,
      count: n(sql`count(*)`),
    })
    .from(mealRequests)
    .where(withinWindow(sql`${mealRequests.createdAt}`, w))
    .groupBy(BY_FIRST_TWO);
}

export interface MonthPlanRevenue {
  month: string;
  plan: string;
  cents: number;
  payments: number;
}

/** Succeeded payments made in the window per hostel month and plan. */
export async function sumRevenueByMonth(db: Db, w: DayWindow): Promise<MonthPlanRevenue[]> {
  const month = sql`to_char(${hostelTimeSql(sql`${payments.createdAt}`, w)}, 'YYYY-MM')`;
  return db
    .select({
      month: text(month),
      plan: payments.packageName,
      cents: n(sql`sum(${payments.amountCents})`),
      payments: n(sql`count(*)`),
    })
    .from(payments)
    .where(sql`${payments.status} = 'succeeded' and ${withinWindow(sql`${payments.createdAt}`, w)}`)
    .groupBy(BY_FIRST_TWO);
}

/**
 * Members per hostel day of the window: a student counts on a day when their paid time (memberPeriodsSql, the
 * merged periods) holds any moment of it. Each period becomes the days it touches, merged again per student
 * (a lapse of a few hours inside one day leaves one run of days), and the runs are swept as +1 on their first
 * day and −1 after their last: work in proportion to periods + days, not periods × days.
 */
export async function countMembersByDay(db: Db, w: DayWindow): Promise<{ date: string; members: number }[]> {
  const periods = memberPeriodsSql(
    sql`${w.start.toISOString()}::timestamptz`,
    sql`${w.end.toISOString()}::timestamptz`,
  );
  const firstDay = hostelDaySql(sql`"p"."period_start"`, w);
  // The end is the first moment after the period; the moment before it is the period's last.
  const lastDay = hostelDaySql(sql`("p"."period_end" - interval '1 microsecond')`, w);
  return db
    .select({ date: text(sql`"c"."date"`), members: n(sql`"c"."members"`) })
    .from(
      sql`(
        with "runs" as (
          select unnest(range_agg(daterange(${firstDay}, ${lastDay} + 1))) as "days"
          from ${periods} as "p"
          where "p"."period_start" < ${w.end.toISOString()}::timestamptz
            and "p"."period_end" > ${w.start.toISOString()}::timestamptz
          group by "p"."user_id"
        ),
        "steps" as (
          select greatest(lower("days"), ${w.from}::date) as "day", 1 as "delta" from "runs"
          union all
          select upper("days"), -1 from "runs" where upper("days") <= ${w.to}::date
        ),
        "per_day" as (select "day", sum("delta") as "delta" from "steps" group by "day")
        select "g"::date::text as "date",
          sum(coalesce("per_day"."delta", 0)) over (order by "g") as "members"
        from generate_series(${w.from}::timestamp, ${w.to}::timestamp, interval '1 day') as "g"
          left join "per_day" on "per_day"."day" = "g"::date
      ) as "c"`,
    )
    .orderBy(sql`"c"."date"`);
}

export interface RankedMeal {
  mealId: string;
  title: string;
  value: number;
  count: number;
}

/** The meals with the most rows of `table` (likes, requests) made in the window; ties by title. */
async function topByRows(db: Db, w: DayWindow, table: typeof mealLikes | typeof mealRequests) {
  const counted = db
    .select({ mealId: table.mealId, rows: sql<number>`count(*)`.as('rows') })
    .from(table)
    .where(withinWindow(sql`${table.createdAt}`, w))
    .groupBy(table.mealId)
    .as('counted');
  const rows = await db
    .select({ mealId: meals.id, title: meals.title, count: n(sql`${counted.rows}`) })
    .from(counted)
    .innerJoin(meals, sql`${meals.id} = ${counted.mealId}`)
    .orderBy(sql`${counted.rows} desc`, meals.title, meals.id)
    .limit(INSIGHTS_TOP_MEALS);
  return rows.map((row): RankedMeal => ({ ...row, value: row.count }));
}

/** Likes given in the window and not taken back (unliking deletes the row). */
export const topLikedMeals = (db: Db, w: DayWindow) => topByRows(db, w, mealLikes);
/** Requests made in the window, any status. */
export const topRequestedMeals = (db: Db, w: DayWindow) => topByRows(db, w, mealRequests);

/**
 * The best and the worst rated meals by the stars of reviews written in the window: the average to one decimal,
 * then more starred reviews first, then the title. Ranking by the rounded average keeps the order the screen
 * shows (4.5 from twelve reviews above 4.5 from two). The worst list needs INSIGHTS_WORST_MIN_REVIEWS.
 */
export async function rankMealsByStars(
  db: Db,
  w: DayWindow,
): Promise<{ best: RankedMeal[]; worst: RankedMeal[] }> {
  const rows = await db
    .select({
      list: text(sql`"r"."list"`),
      mealId: text(sql`"r"."meal_id"`),
      title: text(sql`"r"."title"`),
      value: n(sql`"r"."average"`),
      count: n(sql`"r"."stars"`),
    })
    .from(
      sql`(
        with "rated" as (
          select "a".*, ${meals.title} as "title"
          from (
            select ${reviews.mealId} as "meal_id", round(avg(${reviews.rating}), 1) as "average",
              count(*) as "stars"
            from ${reviews}
            where ${reviews.rating} is not null and ${withinWindow(sql`${reviews.createdAt}`, w)}
            group by ${reviews.mealId}
          ) as "a" join ${meals} on ${meals.id} = "a"."meal_id"
        )
        (select 'best' as "list", * from "rated"
          order by "average" desc, "stars" desc, "title", "meal_id" limit ${INSIGHTS_TOP_MEALS})
        union all
        (select 'worst', * from "rated" where "stars" >= ${INSIGHTS_WORST_MIN_REVIEWS}
          order by "average", "stars" desc, "title", "meal_id" limit ${INSIGHTS_TOP_MEALS})
      ) as "r"`,
    );
  const pick = (list: string) =>
    rows.filter((row) => row.list === list).map(({ list: _list, ...meal }): RankedMeal => meal);
  return { best: pick('best'), worst: pick('worst') };
}

/** Reviews written in the window per star count; `stars` null counts the text-only ones. */
export async function countReviewsByStars(db: Db, w: DayWindow) {
  return db
    .select({ stars: reviews.rating, reviews: n(sql`count(*)`) })
    .from(reviews)
    .where(withinWindow(sql`${reviews.createdAt}`, w))
    .groupBy(reviews.rating);
}

/** The window's requests, revenue, payments and reviews in one statement (the period before the range). */
export async function countTotals(db: Db, w: DayWindow) {
  const inWindow = (column: SQL) => withinWindow(column, w);
  const [row] = await db
    .select({
      requests: n(
        sql`(select count(*) from ${mealRequests} where ${inWindow(sql`${mealRequests.createdAt}`)})`,
      ),
      revenueCents: n(
        sql`(select coalesce(sum(${payments.amountCents}), 0) from ${payments}
          where ${payments.status} = 'succeeded' and ${inWindow(sql`${payments.createdAt}`)})`,
      ),
      payments: n(
        sql`(select count(*) from ${payments}
          where ${payments.status} = 'succeeded' and ${inWindow(sql`${payments.createdAt}`)})`,
      ),
      reviews: n(sql`(select count(*) from ${reviews} where ${inWindow(sql`${reviews.createdAt}`)})`),
    })
    .from(sql`(select 1) as "one"`);
  return row!;
}
