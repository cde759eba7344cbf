import { and, asc, count, desc, eq, gt, isNull, sql, type SQL } from 'drizzle-orm';
import type { MessageKey, MessageValues } from '@messhall/shared';
import type { Db } from '../../db/client.js';
import { meals, notifications, users } from '../../db/schema/index.js';

export type NotificationRow = typeof notifications.$inferSelect;

export interface NewNotification {
  type: string;
  /** The title in English; `titleKey` and `titleValues` name it for every reader's language. */
  title: string;
  titleKey: MessageKey;
  titleValues: MessageValues;
  body?: string;
  link: string | null;
}

/** Who got a new notification, and when (for the live `notification` event). */
export interface Delivered {
  userId: string;
  createdAt: Date;
  /** `created_at` in whole microseconds since 1970: the live event's id, from which a reconnect replays. */
  cursor: string;
}

/**
 * A notification's position in its recipient's feed: `created_at` to the microsecond (JavaScript dates keep
 * milliseconds only, too coarse to tell two notifications of one second apart).
 */
const cursorOf = (column: SQL | typeof notifications.createdAt) =>
  sql<string>`(extract(epoch from ${column}) * 1000000)::bigint::text`;

type DeliveredSql = { user_id: string; created_at: Date | string; cursor: string };
// Raw `execute` answers differ by driver in type only; both carry `rows`.
const delivered = (result: unknown): Delivered[] =>
  (result as { rows: DeliveredSql[] }).rows.map((r) => ({
    userId: r.user_id,
    createdAt: new Date(r.created_at),
    cursor: String(r.cursor),
  }));
const deliveredColumns = sql`user_id, created_at, ${cursorOf(sql.raw('created_at'))} as cursor`;

/** One notification for each user id given. */
export async function insertForUsers(db: Db, userIds: string[], note: NewNotification): Promise<Delivered[]> {
  if (userIds.length === 0) return [];
  const rows = await db
    .insert(notifications)
    .values(userIds.map((userId) => ({ userId, ...note, body: note.body ?? '' })))
    .returning({
      userId: notifications.userId,
      createdAt: notifications.createdAt,
      cursor: cursorOf(notifications.createdAt),
    });
  return rows;
}

/** One notification for every admin, chosen in the same statement (no list read into memory first). */
export async function insertForAdmins(db: Db, note: NewNotification): Promise<Delivered[]> {
  const result = await db.execute(sql`
    insert into ${notifications} (user_id, type, title, title_key, title_values, body, link)
    select ${users.id}, ${note.type}, ${note.title}, ${note.titleKey}, ${JSON.stringify(note.titleValues)}::jsonb, ${note.body ?? ''}, ${note.link}
      from ${users} where ${users.role} = 'admin'
    returning ${deliveredColumns}`);
  return delivered(result);
}

/**
 * "A meal you liked was published", for the likers that still exist, at most once per user and meal: the
 * published-meal listener can run on more than one app instance of a process (tests build two), so the
 * insert skips users who already have it. The caller holds an advisory lock on the meal, so two runs cannot
 * both pass the `not exists`.
 */
export async function insertMealPublishedOnce(
  db: Db,
  userIds: string[],
  note: NewNotification & { link: string },
): Promise<Delivered[]> {
  if (userIds.length === 0) return [];
  const result = await db.execute(sql`
    insert into ${notifications} (user_id, type, title, title_key, title_values, body, link)
    select u.id, ${note.type}, ${note.title}, ${note.titleKey}, ${JSON.stringify(note.titleValues)}::jsonb, ${note.body ?? ''}, ${note.link}
      from ${users} u
     where u.id in ${userIds}
       and not exists (
         select 1 from ${notifications} n
          where n.user_id = u.id and n.type = ${note.type} and n.link = ${note.link})
    returning ${deliveredColumns}`);
  return delivered(result);
}

export async function listForUser(db: Db, userId: string, limit: number, offset: number) {
  const mine = eq(notifications.userId, userId);
  const [rows, totals, unread] = await Promise.all([
    db
      .select()
      .from(notifications)
      .where(mine)
      .orderBy(desc(notifications.createdAt), desc(notifications.id))
      .limit(limit)
      .offset(offset),
    db.select({ total: count() }).from(notifications).where(mine),
    countUnread(db, userId),
  ]);
  return { rows, total: totals[0]?.total ?? 0, unread };
}

export async function countUnread(db: Db, userId: string): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
  return row?.total ?? 0;
}

/** Returns false when the user has no notification with this id (someone else's counts as none). */
export async function markRead(db: Db, userId: string, id: string): Promise<boolean> {
  const rows = await db
    .update(notifications)
    .set({ readAt: sql`coalesce(${notifications.readAt}, now())` })
    .where(and(eq(notifications.id, id), eq(notifications.userId, userId)))
    .returning({ id: notifications.id });
  return rows.length > 0;
}

export async function markAllRead(db: Db, userId: string): Promise<void> {
  await db
    .update(notifications)
    .set({ readAt: sql`now()` })
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
}

export async function isPublished(db: Db, mealId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: meals.id })
    .from(meals)
    .where(and(eq(meals.id, mealId), eq(meals.status, 'published')));
  return row !== undefined;
}

/** The database's clock as a feed position: a stream that starts now replays from here after a drop. */
export async function cursorNow(db: Db): Promise<string> {
  const result = await db.execute(sql`select ${cursorOf(sql`now()`)} as cursor`);
  return String((result as unknown as { rows: { cursor: string }[] }).rows[0]?.cursor);
}

/** How far back a reconnecting stream is replayed: a longer gap is for the bell's own list to show. */
const REPLAY_WINDOW = sql`interval '1 day'`;

/** A user's notifications after a feed position (oldest first, at most `limit`), with their positions. */
export async function listSince(db: Db, userId: string, cursor: string, limit: number) {
  return db
    .select({
      type: notifications.type,
      title: notifications.title,
      titleKey: notifications.titleKey,
      titleValues: notifications.titleValues,
      link: notifications.link,
      createdAt: notifications.createdAt,
      cursor: cursorOf(notifications.createdAt),
    })
    .from(notifications)
    .where(
      and(
        eq(notifications.userId, userId),
        gt(notifications.createdAt, sql`now() - ${REPLAY_WINDOW}`),
        sql`${cursorOf(notifications.createdAt)}::bigint > ${cursor}::bigint`,
      ),
    )
    .orderBy(asc(notifications.createdAt), asc(notifications.id))
    .limit(limit);
}
