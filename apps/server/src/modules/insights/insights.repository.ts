import { INSIGHTS_TOP_MEALS, INSIGHTS_WORST_MIN_REVIEWS } from '@messhall/shared';
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { mealLikes, mealRequests, meals, payments, reviews } from '../../db/schema/index.js';
import { memberPeriodsSql } from '../payments/membership.repository.js';
import { dayKeySql, hostelDaySql, hostelTimeSql, withinWindow, type DayWindow } from './insights-window.js';

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

/**
 * The requests made in the window in one pass over them: per hostel day and status now, and the most requested
 * meals (any status; ties by meal id). The rows are grouped inside a subquery the planner keeps apart, so it
 * counts both groupings in hash tables: it cannot estimate the day key's distinct values, and taking the
 * timestamps' it would sort 100,000 rows.
 */
export async function countRequests(db: Db, w: DayWindow) {
  const day = dayKeySql(sql`${mealRequests.createdAt}`, w);
  const rows = await db
    .select({
      date: sql<string | null>`"r"."date"`,
      status: sql<DayStatusCount['status'] | null>`"r"."status"`,
      mealId: sql<string | null>`"r"."meal_id"`,
      title: sql<string | null>`"r"."title"`,
      count: n(sql`"r"."n"`),
    })
    .from(
      sql`(
        with "g" as (
          select "day", "status", "meal_id", grouping("meal_id") as "per_day", count(*) as "n"
          from (
            select ${day.key} as "day", ${mealRequests.status} as "status", ${mealRequests.mealId} as "meal_id"
            from ${mealRequests}
            where ${withinWindow(sql`${mealRequests.createdAt}`, w)}
            offset 0
          ) as "made"
          group by grouping sets (("day", "status"), ("meal_id"))
        )
        select ${day.date(sql`"day"`)} as "date", "status"::text as "status", null::text as "meal_id",
          null::text as "title", "n"
        from "g" where "per_day" = 1
        union all
        select null, null, "top"."meal_id"::text, ${meals.title}, "top"."n"
        from (
          select "meal_id", "n" from "g" where "per_day" = 0 order by "n" desc, "meal_id" limit ${INSIGHTS_TOP_MEALS}
        ) as "top" join ${meals} on ${meals.id} = "top"."meal_id"
      ) as "r"`,
    );
  const days: DayStatusCount[] = [];
  const top: RankedMeal[] = [];
  for (const row of rows) {
    if (row.date !== null && row.status !== null)
      days.push({ date: row.date, status: row.status, count: row.count });
    else if (row.mealId !== null)
      top.push({ mealId: row.mealId, title: row.title ?? '', count: row.count, value: row.count });
  }
  return { days, top: rankedOrder(top) };
}

/** Most first, then by meal id: the order the SQL chose its ten by, which a union does not keep. */
const rankedOrder = (list: RankedMeal[]) =>
  list.sort((a, b) => b.count - a.count || (a.mealId < b.mealId ? -1 : a.mealId > b.mealId ? 1 : 0));

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

/** The meals with the most likes given in the window and not taken back (unliking deletes the row); ties by id. */
export async function topLikedMeals(db: Db, w: DayWindow): Promise<RankedMeal[]> {
  const counted = db
    .select({ mealId: mealLikes.mealId, rows: sql<number>`count(*)`.as('rows') })
    .from(mealLikes)
    .where(withinWindow(sql`${mealLikes.createdAt}`, w))
    .groupBy(mealLikes.mealId)
    .orderBy(sql`count(*) desc`, mealLikes.mealId)
    .limit(INSIGHTS_TOP_MEALS)
    .as('counted');
  const rows = await db
    .select({ mealId: meals.id, title: meals.title, count: n(sql`${counted.rows}`) })
    .from(counted)
    .innerJoin(meals, sql`${meals.id} = ${counted.mealId}`);
  return rankedOrder(rows.map((row): RankedMeal => ({ ...row, value: row.count })));
}

/**
 * The best and the worst rated meals by the stars of reviews written in the window: the average to one decimal,
 * then more starred reviews first, then the meal id. Ranking by the rounded average keeps the order the screen
 * shows (4.5 from twelve reviews above 4.5 from two). The worst list needs INSIGHTS_WORST_MIN_REVIEWS. Titles
 * are read for the twenty meals listed only.
 */
export async function rankMealsByStars(
  db: Db,
  w: DayWindow,
): Promise<{ best: RankedMeal[]; worst: RankedMeal[] }> {
  const rows = await db
    .select({
      list: text(sql`"r"."list"`),
      mealId: text(sql`"r"."meal_id"::text`),
      title: text(sql`${meals.title}`),
      value: sql<number>`"r"."average"`.mapWith((tenths) => Number(tenths) / 10),
      count: n(sql`"r"."stars"`),
    })
    .from(
      sql`(
        with "rated" as (
          -- Ten times the average, rounded half up in integers (numeric averages cost more to sort).
          select ${reviews.mealId} as "meal_id", (sum(${reviews.rating}) * 20 + count(*)) / (count(*) * 2) as "average",
            count(*) as "stars"
          from ${reviews}
          where ${reviews.rating} is not null and ${withinWindow(sql`${reviews.createdAt}`, w)}
          group by ${reviews.mealId}
        )
        (select 'best' as "list", * from "rated"
          order by "average" desc, "stars" desc, "meal_id" limit ${INSIGHTS_TOP_MEALS})
        union all
        (select 'worst', * from "rated" where "stars" >= ${INSIGHTS_WORST_MIN_REVIEWS}
          order by "average", "stars" desc, "meal_id" limit ${INSIGHTS_TOP_MEALS})
      ) as "r"`,
    )
    .innerJoin(meals, sql`${meals.id} = "r"."meal_id"`);
  // The SQL's order, which the union does not keep: average (highest or lowest first), more stars, meal id.
  const pick = (list: 'best' | 'worst') =>
    rows
      .filter((row) => row.list === list)
      .map(({ mealId, title, value, count }): RankedMeal => ({ mealId, title, value, count }))
      .sort(
        (a, b) =>
          (list === 'best' ? b.value - a.value : a.value - b.value) ||
          b.count - a.count ||
          (a.mealId < b.mealId ? -1 : 1),
      );
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
