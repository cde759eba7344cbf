import { and, asc, desc, eq, gt, inArray, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.js';
import { payments, users } from '../../db/schema/index.js';
import type { PaidPeriod } from './plan-schedule.js';

/**
 * THE active-plan rule (docs/product/architecture-rules.md#data-rules), defined once: the succeeded payment whose period holds a moment
 * — this moment, or `at` (the meal service counts who is a member at a slot) — the latest started, where an
 * older period was credited to an upgrade in the same instant. Returns a correlated scalar subquery selecting
 * `column` of that payment (null when there is none). `userId` is an outer query's column (pass it through
 * `qualified`) or a value. Served by payments_user_period_idx. Ties break by creation and id so every column
 * comes from the same payment.
 */
export function activePaymentSql(userId: SQL | string, column: PgColumn, at: SQL = sql`now()`): SQL {
  const p = (c: PgColumn) => sql`"active_payment".${sql.identifier(c.name)}`;
  return sql`(
    select ${p(column)} from ${payments} as "active_payment"
    where ${p(payments.userId)} = ${userId} and ${p(payments.status)} = 'succeeded' and ${p(payments.periodEnd)} > ${at}
      and ${p(payments.periodStart)} <= ${at}
    order by ${p(payments.periodStart)} desc, ${p(payments.createdAt)} desc, ${p(payments.id)} desc
    limit 1
  )`;
}

/**
 * Every user's paid time that overlaps `from`..`to`, as disjoint periods (`user_id`, `period_start`,
 * `period_end`): their succeeded periods, merged where they overlap (an upgrade's period starts inside the one
 * it credits). A user has an active plan at a moment exactly when one of these holds it, which is when
 * activePaymentSql finds a payment (its ordering only picks which), and no user is held twice, so counting the
 * periods that hold a moment counts the members at it without a DISTINCT. The meal service's headcount asks
 * this for every slot of a week in one pass; with `userId`, one member's periods.
 */
export function memberPeriodsSql(from: SQL, to: SQL, userId?: string): SQL {
  return sql`(
    select "user_id", lower("period") as "period_start", upper("period") as "period_end"
    from (
      select "user_id", unnest(range_agg(tstzrange("period_start", "period_end"))) as "period"
      from ${payments}
      where "status" = 'succeeded' and "period_end" > "period_start" and "period_end" > ${from}
        and "period_start" <= ${to} ${userId === undefined ? sql`` : sql`and "user_id" = ${userId}`}
      group by "user_id"
    ) as "merged"
  )`;
}

/**
 * The package name of the active plan (now, or at `at`), or null: Manage Users, the profile badge, the
 * meal-request rule and who the meal service counts.
 */
export function activePlanSql(userId: SQL | string, at?: SQL): SQL<string | null> {
  return activePaymentSql(userId, payments.packageName, at) as SQL<string | null>;
}

/** A user's succeeded payments that run for some time (one credited before it began runs for none). */
const paidPeriods = (userId: string) =>
  and(
    eq(payments.userId, userId),
    eq(payments.status, 'succeeded'),
    gt(payments.periodEnd, payments.periodStart),
  );

/** The plan of the last paid period and when it ends, active or not; null if the user never paid. */
export async function findLastPaidPlan(db: Db, userId: string): Promise<ActivePlanRow | null> {
  const [row] = await db
    .select({ name: payments.packageName, periodEnd: payments.periodEnd })
    .from(payments)
    .where(paidPeriods(userId))
    .orderBy(desc(payments.periodEnd), desc(payments.createdAt), desc(payments.id))
    .limit(1);
  return row ?? null;
}

export interface ActivePlanRow {
  name: string;
  periodEnd: Date;
}

export async function findActivePlan(db: Db, userId: string): Promise<ActivePlanRow | null> {
  const [row] = await db
    .select({
      name: activePlanSql(userId),
      periodEnd: activePaymentSql(userId, payments.periodEnd).mapWith(payments.periodEnd),
    })
    .from(users)
    .where(eq(users.id, userId));
  if (!row?.name || !row.periodEnd) return null;
  return { name: row.name, periodEnd: row.periodEnd };
}

/** Paid periods that have not ended (the active one and those waiting), earliest first. */
export async function listPaidTimeAhead(db: Db, userId: string, now: Date): Promise<PaidPeriod[]> {
  return db
    .select({
      id: payments.id,
      packageName: payments.packageName,
      periodStart: payments.periodStart,
      periodEnd: payments.periodEnd,
    })
    .from(payments)
    .where(and(paidPeriods(userId), gt(payments.periodEnd, now)))
    .orderBy(asc(payments.periodStart), asc(payments.createdAt));
}

/**
 * Holds the payer's row until the transaction ends: two payments of one user (save-payment beside the webhook,
 * two tabs) are scheduled one after the other, each seeing the other's period.
 */
export async function lockPayer(tx: Db, userId: string): Promise<void> {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
}

/** Ends credited periods at `now`, or at their own start when they had not begun (they never run). */
export async function endPeriodsAt(tx: Db, ids: readonly string[], now: Date): Promise<void> {
  if (ids.length === 0) return;
  await tx
    .update(payments)
    .set({ periodEnd: sql`greatest(${payments.periodStart}, ${now.toISOString()}::timestamptz)` })
    .where(inArray(payments.id, [...ids]));
}
