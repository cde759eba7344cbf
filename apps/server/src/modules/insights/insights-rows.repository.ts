import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { mealRequests, meals, payments, users } from '../../db/schema/index.js';
import { hostelTimeSql, withinWindow, type DayWindow } from './insights-window.js';

// The row-by-row exports, a page at a time in (created_at, id) order: a long range streams out in pages instead
// of one result held in memory.

/** Rows per page of an export. */
const PAGE_ROWS = 1_000;

/** Where the last page ended: the exact created_at (as PostgreSQL's text, microseconds kept) and the id. */
interface Cursor {
  at: string;
  id: string;
}

const hostelTime = (column: SQL, w: DayWindow) =>
  sql<string>`to_char(${hostelTimeSql(column, w)}, 'YYYY-MM-DD HH24:MI:SS')`;

const after = (column: SQL, id: SQL, cursor: Cursor | undefined) =>
  cursor ? sql`(${column}, ${id}) > (${cursor.at}::timestamptz, ${cursor.id}::uuid)` : undefined;

async function* paged<T extends { cursorAt: string; id: string }>(
  page: (cursor: Cursor | undefined) => Promise<T[]>,
): AsyncGenerator<T> {
  let cursor: Cursor | undefined;
  for (;;) {
    const rows = await page(cursor);
    yield* rows;
    const last = rows.at(-1);
    if (!last || rows.length < PAGE_ROWS) return;
    cursor = { at: last.cursorAt, id: last.id };
  }
}

/** The requests made in the window, oldest first, with the meal's title and the student's name and e-mail. */
export function requestRows(db: Db, w: DayWindow) {
  const createdAt = sql`${mealRequests.createdAt}`;
  return paged((cursor) =>
    db
      .select({
        id: mealRequests.id,
        cursorAt: sql<string>`${mealRequests.createdAt}::text`,
        createdAt: hostelTime(createdAt, w),
        mealTitle: meals.title,
        studentName: users.name,
        studentEmail: users.email,
        plan: mealRequests.packageName,
        status: mealRequests.status,
      })
      .from(mealRequests)
      .innerJoin(meals, eq(meals.id, mealRequests.mealId))
      .innerJoin(users, eq(users.id, mealRequests.userId))
      .where(and(withinWindow(createdAt, w), after(createdAt, sql`${mealRequests.id}`, cursor)))
      .orderBy(asc(mealRequests.createdAt), asc(mealRequests.id))
      .limit(PAGE_ROWS),
  );
}

/** The succeeded payments made in the window, oldest first, with the student's name and e-mail. */
export function paymentRows(db: Db, w: DayWindow) {
  const createdAt = sql`${payments.createdAt}`;
  return paged((cursor) =>
    db
      .select({
        id: payments.id,
        cursorAt: sql<string>`${payments.createdAt}::text`,
        paidAt: hostelTime(createdAt, w),
        studentName: users.name,
        studentEmail: users.email,
        plan: payments.packageName,
        amountCents: payments.amountCents,
        currency: payments.currency,
        transactionId: payments.transactionId,
      })
      .from(payments)
      .innerJoin(users, eq(users.id, payments.userId))
      .where(
        and(
          eq(payments.status, 'succeeded'),
          withinWindow(createdAt, w),
          after(createdAt, sql`${payments.id}`, cursor),
        ),
      )
      .orderBy(asc(payments.createdAt), asc(payments.id))
      .limit(PAGE_ROWS),
  );
}
