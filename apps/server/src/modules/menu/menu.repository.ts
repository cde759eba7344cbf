import type { MealSlot, SlotRef } from '@messhall/shared';
import { and, asc, between, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { rawRows } from '../../db/raw-rows.js';
import { mealServings, mealSkips, meals, menuItems, users } from '../../db/schema/index.js';
import { mealColumns, type MealWithViewer } from '../meals/meals.repository.js';
import { activePlanSql, memberPeriodsSql } from '../payments/membership.repository.js';

/** Any fixed number: every change of the menu (a slot, a week copied) runs one at a time. */
const MENU_LOCK_ID = 727_003;

/** A list of values as one text parameter, split back in SQL (one parameter, whatever the number). */
const textArray = (values: readonly string[]) => sql`string_to_array(${values.join(',')}, ',')`;

export interface MenuItemRow {
  date: string;
  slot: MealSlot;
  meal: MealWithViewer;
}

/** The planned meals of the days from `from` to `to`, in day, slot and listing order. */
export async function listMenuItems(db: Db, from: string, to: string): Promise<MenuItemRow[]> {
  const rows = await db
    .select({ date: menuItems.date, slot: menuItems.slot, meal: mealColumns })
    .from(menuItems)
    .innerJoin(meals, eq(meals.id, menuItems.mealId))
    .where(between(menuItems.date, from, to))
    .orderBy(asc(menuItems.date), asc(menuItems.slot), asc(menuItems.position));
  return rows.map((row) => ({ ...row, meal: { ...row.meal, likedByMe: false } }));
}

export async function lockMenu(tx: Db): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${MENU_LOCK_ID})`);
}

/** Which of these ids are published meals. */
export async function findPublishedMealIds(db: Db, ids: readonly string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: meals.id })
    .from(meals)
    .where(and(inArray(meals.id, [...ids]), eq(meals.status, 'published')));
  return new Set(rows.map((row) => row.id));
}

/** Makes a slot list exactly these meals, in this order. */
export async function replaceSlot(tx: Db, date: string, slot: MealSlot, mealIds: readonly string[]) {
  await tx.delete(menuItems).where(and(eq(menuItems.date, date), eq(menuItems.slot, slot)));
  if (mealIds.length > 0) {
    await tx.insert(menuItems).values(mealIds.map((mealId, position) => ({ date, slot, mealId, position })));
  }
}

/** Makes the days `toDays` list what the days `fromDays` list, day by day (same lengths). */
export async function copyDays(tx: Db, fromDays: readonly string[], toDays: readonly string[]) {
  const source = await tx
    .select()
    .from(menuItems)
    .where(inArray(menuItems.date, [...fromDays]));
  await tx.delete(menuItems).where(inArray(menuItems.date, [...toDays]));
  const target = new Map(fromDays.map((day, i) => [day, toDays[i]!]));
  const rows = source.map((row) => ({ ...row, date: target.get(row.date)! }));
  if (rows.length > 0) await tx.insert(menuItems).values(rows);
  return rows.length;
}

/**
 * For each moment, whether the user has an active plan then (the one active-plan rule, asked at that moment).
 */
export async function plansCover(db: Db, userId: string, moments: readonly Date[]): Promise<boolean[]> {
  if (moments.length === 0) return [];
  const at = sql`"m"."at"::timestamptz`;
  const rows = await db
    .select({
      i: sql<number>`"m"."i"`.mapWith(Number),
      covered: sql<boolean>`${activePlanSql(userId, at)} is not null`,
    })
    .from(sql`unnest(${textArray(moments.map((m) => m.toISOString()))}) with ordinality as "m"("at", "i")`);
  const covered = moments.map(() => false);
  for (const row of rows) covered[row.i - 1] = row.covered;
  return covered;
}

/** The users whose paid time holds the moment `at` (memberPeriodsSql: the same periods the headcount counts). */
export async function membersAt(db: Db, at: Date): Promise<string[]> {
  const moment = sql`${at.toISOString()}::timestamptz`;
  const rows = await db
    .select({ userId: sql<string>`"p"."user_id"` })
    .from(sql`${memberPeriodsSql(moment, moment)} as "p"`)
    .where(sql`"p"."period_start" <= ${moment} and "p"."period_end" > ${moment}`);
  return rows.map((row) => row.userId);
}

export interface PaidPeriodRow {
  start: Date;
  end: Date;
}

/** One member's paid time overlapping `from`..`to`, as disjoint periods (memberPeriodsSql). */
export async function memberPeriodsOf(
  db: Db,
  userId: string,
  from: Date,
  to: Date,
): Promise<PaidPeriodRow[]> {
  const periods = memberPeriodsSql(
    sql`${from.toISOString()}::timestamptz`,
    sql`${to.toISOString()}::timestamptz`,
    userId,
  );
  return db
    .select({
      start: sql<Date>`"p"."period_start"`.mapWith((value: string | Date) => new Date(value)),
      end: sql<Date>`"p"."period_end"`.mapWith((value: string | Date) => new Date(value)),
    })
    .from(sql`${periods} as "p"`);
}

/** The slots the user skipped among the days from `from` to `to`, as "date slot" keys. */
export async function skippedAmong(db: Db, userId: string, from: string, to: string): Promise<Set<string>> {
  const rows = await db
    .select({ date: mealSkips.date, slot: mealSkips.slot })
    .from(mealSkips)
    .where(and(eq(mealSkips.userId, userId), between(mealSkips.date, from, to)));
  return new Set(rows.map((row) => slotKey(row)));
}

/** The slots the user was served among the days from `from` to `to`, as "date slot" keys. */
export async function servedAmong(db: Db, userId: string, from: string, to: string): Promise<Set<string>> {
  const rows = await db
    .select({ date: mealServings.date, slot: mealServings.slot })
    .from(mealServings)
    .where(and(eq(mealServings.userId, userId), between(mealServings.date, from, to)));
  return new Set(rows.map((row) => slotKey(row)));
}

export const slotKey = (ref: SlotRef) => `${ref.date} ${ref.slot}`;

/** Skips these slots; one already skipped stays one row. Returns the slots newly skipped. */
export async function insertSkips(tx: Db, userId: string, refs: readonly SlotRef[]): Promise<SlotRef[]> {
  if (refs.length === 0) return [];
  return tx
    .insert(mealSkips)
    .values(refs.map((ref) => ({ userId, date: ref.date, slot: ref.slot })))
    .onConflictDoNothing()
    .returning({ date: mealSkips.date, slot: mealSkips.slot });
}

/**
 * Skips one slot, or (`undo`) takes the skip back, in one statement that also raises `notice` when a row
 * changed: the change and its notice commit together, without a transaction around them. False when nothing
 * changed (skipped already, or no skip to undo).
 */
export async function changeSkipNoticed(
  db: Db,
  userId: string,
  ref: SlotRef,
  undo: boolean,
  notice: SQL,
): Promise<boolean> {
  const change = undo
    ? sql`delete from ${mealSkips} where user_id = ${userId} and date = ${ref.date} and slot = ${ref.slot} returning 1`
    : sql`insert into ${mealSkips} (user_id, date, slot) values (${userId}, ${ref.date}, ${ref.slot})
          on conflict do nothing returning 1`;
  const result = await db.execute(sql`with changed as (${change}) select ${notice} from changed`);
  return rawRows(result).length > 0;
}

export interface SlotCountRow extends SlotRef {
  members: number;
  skipped: number;
  served: number;
}

/**
 * Per slot: the members with an active plan at its moment (`at`, one per slot), how many of them skipped it,
 * and the passes served. One statement for the whole range: the members' periods are read once, and the members
 * at each slot are a running sum over the periods' starts (+1) and ends (−1) in time order, a slot after the
 * starts and ends of its own instant (a period holds `at` when start ≤ at < end). Work grows with periods +
 * slots, not periods × slots (admin insights count a year of slots with it).
 */
export async function countSlots(
  db: Db,
  slots: readonly (SlotRef & { at: Date })[],
): Promise<SlotCountRow[]> {
  if (slots.length === 0) return [];
  const moments = slots.map((s) => s.at.toISOString()).sort();
  // The range's days as constants too: the planner cannot see through "s" (an unnest), and without them it reads
  // every serving and skip ever recorded instead of the range's through their (date, slot) indexes.
  const days = slots.map((s) => s.date).sort();
  const [firstDay, lastDay] = [days[0], days.at(-1)];
  const holds = (period: string) =>
    sql`${sql.identifier(period)}."period_start" <= "s"."at" and ${sql.identifier(period)}."period_end" > "s"."at"`;
  return db
    .select({
      date: sql<string>`"c"."date"`,
      slot: sql<MealSlot>`"c"."slot"`,
      members: sql<number>`"c"."members"`.mapWith(Number),
      skipped: sql<number>`"c"."skipped"`.mapWith(Number),
      served: sql<number>`"c"."served"`.mapWith(Number),
    })
    .from(
      sql`(
        with "s" as (
          select "date"::date as "day", "slot"::meal_slot as "slot", "at"::timestamptz as "at"
          from unnest(${textArray(slots.map((s) => s.date))}, ${textArray(slots.map((s) => s.slot))},
            ${textArray(slots.map((s) => s.at.toISOString()))}) as "u"("date", "slot", "at")
        ),
        "p" as materialized (
          select * from ${memberPeriodsSql(sql`${moments[0]}::timestamptz`, sql`${moments.at(-1)}::timestamptz`)} as "periods"
        ),
        "m" as (
          select "day", "slot", "n" from (
            select "kind", "day", "slot", sum("delta") over (order by "at", "kind" rows unbounded preceding) as "n"
            from (
              select "period_start" as "at", 0 as "kind", 1 as "delta", null::date as "day", null::meal_slot as "slot"
              from "p"
              union all
              select "period_end", 0, -1, null, null from "p"
              union all
              select "at", 1, 0, "day", "slot" from "s"
            ) as "events"
          ) as "running"
          where "kind" = 1
        ),
        "k" as (
          select "s"."day", "s"."slot", count(*) as "n"
          from "s" join ${mealSkips} as "k" on "k"."date" = "s"."day" and "k"."slot" = "s"."slot"
          where "k"."date" between ${firstDay}::date and ${lastDay}::date and exists (select 1 from "p" where "p"."user_id" = "k"."user_id" and ${holds('p')})
          group by 1, 2
        ),
        "v" as (
          select "s"."day", "s"."slot", count(*) as "n"
          from "s" join ${mealServings} as "v" on "v"."date" = "s"."day" and "v"."slot" = "s"."slot"
          where "v"."date" between ${firstDay}::date and ${lastDay}::date
          group by 1, 2
        )
        select "s"."day"::text as "date", "s"."slot", coalesce("m"."n", 0) as "members",
          coalesce("k"."n", 0) as "skipped", coalesce("v"."n", 0) as "served"
        from "s" left join "m" using ("day", "slot") left join "k" using ("day", "slot")
          left join "v" using ("day", "slot")
      ) as "c"`,
    );
}

export interface MemberAtSlot {
  name: string;
  image: string | null;
  /** A plan of theirs holds the slot's member moment. */
  covered: boolean;
  skipped: boolean;
  /** When they were served the slot's meal, if they were. */
  servedAt: Date | null;
}

/**
 * Everything the counter and a skip check about a member and one slot, in one statement: who they are, whether
 * a plan covers the slot's moment `at`, whether they skipped it and when they were served it. Undefined for an
 * unknown user.
 */
export async function memberAtSlot(
  db: Db,
  userId: string,
  ref: SlotRef,
  at: Date,
): Promise<MemberAtSlot | undefined> {
  const moment = sql`${at.toISOString()}::timestamptz`;
  const inSlot = (table: typeof mealSkips | typeof mealServings) =>
    and(eq(table.userId, users.id), eq(table.date, ref.date), eq(table.slot, ref.slot));
  const [row] = await db
    .select({
      name: users.name,
      image: users.image,
      covered: sql<boolean>`${activePlanSql(sql`${users.id}`, moment)} is not null`,
      skipped: sql<boolean>`exists (${db
        .select({ one: sql`1` })
        .from(mealSkips)
        .where(inSlot(mealSkips))})`,
      servedAt: sql<string | Date | null>`(${db
        .select({ at: mealServings.servedAt })
        .from(mealServings)
        .where(inSlot(mealServings))})`,
    })
    .from(users)
    .where(eq(users.id, userId));
  return row && { ...row, servedAt: row.servedAt === null ? null : new Date(row.servedAt) };
}

/**
 * Records a serving and raises `notice` in the same statement (they commit together, without a transaction
 * around them). Undefined when the member was already served this slot (the earlier serving stands).
 */
export async function insertServingNoticed(
  db: Db,
  values: SlotRef & { userId: string; servedBy: string },
  notice: SQL,
): Promise<Date | undefined> {
  const result = await db.execute(sql`
    with served as (
      insert into ${mealServings} (user_id, date, slot, served_by)
      values (${values.userId}, ${values.date}, ${values.slot}, ${values.servedBy})
      on conflict do nothing returning served_at
    )
    select served_at, ${notice} from served`);
  const [row] = rawRows<{ served_at: string | Date }>(result);
  return row ? new Date(row.served_at) : undefined;
}
