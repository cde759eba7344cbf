import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.js';
import { payments, users } from '../../db/schema/index.js';

/**
 * THE active-plan rule (DESIGN.md, Membership), defined once: the newest succeeded payment whose period has not
 * ended. Returns a correlated scalar subquery selecting `column` of that payment (null when there is none).
 * `userId` is an outer query's column (pass it through `qualified`) or a value. Served by
 * payments_user_created_idx. Ties on created_at break by id so every column comes from the same payment.
 */
export function activePaymentSql(userId: SQL | string, column: PgColumn): SQL {
  const p = (c: PgColumn) => sql`"active_payment".${sql.identifier(c.name)}`;
  return sql`(
    select ${p(column)} from ${payments} as "active_payment"
    where ${p(payments.userId)} = ${userId} and ${p(payments.status)} = 'succeeded' and ${p(payments.periodEnd)} > now()
    order by ${p(payments.createdAt)} desc, ${p(payments.id)} desc
    limit 1
  )`;
}

/** The package name of the active plan, or null: Manage Users, the profile badge and the meal-request rule. */
export function activePlanSql(userId: SQL | string): SQL<string | null> {
  return activePaymentSql(userId, payments.packageName) as SQL<string | null>;
}

/** The newest succeeded payment's plan and when its period ends, active or not; null if the user never paid. */
export async function findLastPaidPlan(db: Db, userId: string): Promise<ActivePlanRow | null> {
  const [row] = await db
    .select({ name: payments.packageName, periodEnd: payments.periodEnd })
    .from(payments)
    .where(and(eq(payments.userId, userId), eq(payments.status, 'succeeded')))
    .orderBy(desc(payments.createdAt), desc(payments.id))
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
