import {
  CLIENT_ROUTES,
  EN,
  formatMessage,
  isMessageKey,
  type MessageKey,
  type MessageValues,
  type Notification,
  type NotificationListQuery,
  type NotificationPage,
  type NotificationReadResponse,
  type NotificationType,
  routeUrl,
  type SharedCatalogue,
} from '@messhall/shared';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { notFound } from '../../lib/app-error.js';
import type { Viewer } from '../../lib/viewer.js';
import type { MealPublishedEvent } from '../meals/meals.events.js';
import { publishEvent, type Envelope } from '../events/events.publish.js';
import {
  countUnread,
  cursorNow,
  listSince,
  insertForAdmins,
  insertForUsers,
  insertMealPublishedOnce,
  listForUser,
  markAllRead,
  isPublished,
  markRead,
  type Delivered,
  type NewNotification,
  type NotificationRow,
} from './notifications.repository.js';

// In-app paths the bell links to, from the web app's route table.
export const NOTIFICATION_LINKS = {
  myRequests: CLIENT_ROUTES.requestedMeals.path,
  serveRequests: CLIENT_ROUTES.serveMeals.path,
  mealDetails: (mealId: string) => routeUrl(CLIENT_ROUTES.mealDetails.path, { id: mealId }),
} as const;

interface TypedNote extends NewNotification {
  type: NotificationType;
}

/** A notification's title as key and values, with its English beside them (what a row without a key shows). */
const titled = (titleKey: MessageKey, titleValues: MessageValues) => ({
  title: formatMessage(EN, titleKey, titleValues),
  titleKey,
  titleValues,
});

/** A row's title in the reader's language: by its key when it has one, else as it was written. */
function titleOf(
  row: Pick<NotificationRow, 'title' | 'titleKey' | 'titleValues'>,
  catalogue: SharedCatalogue,
) {
  return isMessageKey(row.titleKey)
    ? formatMessage(catalogue, row.titleKey, (row.titleValues ?? undefined) as MessageValues | undefined)
    : row.title;
}

/** Tells each recipient's open streams that a notification arrived (inside the caller's transaction). */
async function announce(db: Db, recipients: Delivered[], note: TypedNote): Promise<void> {
  if (recipients.length === 0) return;
  await publishEvent(
    db,
    'notification',
    { users: recipients.map((r) => r.userId) },
    {
      type: note.type,
      title: note.title,
      titleKey: note.titleKey,
      titleValues: note.titleValues,
      link: note.link,
      createdAt: (recipients[0]?.createdAt ?? new Date()).toISOString(),
    },
    recipients[0]?.cursor,
  );
}

/** At most this many missed notifications are replayed to a reconnecting stream; the bell lists the rest. */
const REPLAY_MAX = 50;

/**
 * The notifications a stream missed while it was away: those after `cursor` (the `Last-Event-ID` the browser
 * sent back), as the envelopes they went out in, oldest first.
 */
export async function missedNotifications(
  db: Db,
  userId: string,
  cursor: string,
  catalogue: SharedCatalogue = EN,
): Promise<Envelope<'notification'>[]> {
  const rows = await listSince(db, userId, cursor, REPLAY_MAX);
  return rows.map((row) => ({
    event: 'notification',
    to: { users: [userId] },
    data: {
      type: row.type,
      title: titleOf(row, catalogue),
      link: row.link,
      createdAt: row.createdAt.toISOString(),
    },
    id: String(row.cursor),
  }));
}

/** Where a new stream starts in its user's feed (the database's clock). */
export const feedPositionNow = (db: Db): Promise<string> => cursorNow(db);

/** The owner's request was served or cancelled. Call inside the transition's transaction. */
export async function notifyRequestOutcome(
  db: Db,
  request: { userId: string; mealTitle: string; status: 'delivered' | 'cancelled' },
): Promise<void> {
  const note: TypedNote =
    request.status === 'delivered'
      ? {
          type: 'request.delivered',
          ...titled('noticeRequestServed', { meal: request.mealTitle }),
          link: NOTIFICATION_LINKS.myRequests,
        }
      : {
          type: 'request.cancelled',
          ...titled('noticeRequestCancelled', { meal: request.mealTitle }),
          link: NOTIFICATION_LINKS.myRequests,
        };
  await announce(db, await insertForUsers(db, [request.userId], note), note);
}

/** Every admin hears of a new meal request. Call inside the request's transaction. */
export async function notifyNewRequest(
  db: Db,
  request: { userName: string; mealTitle: string },
): Promise<void> {
  const note: TypedNote = {
    type: 'request.created',
    ...titled('noticeNewRequest', { name: request.userName, meal: request.mealTitle }),
    link: NOTIFICATION_LINKS.serveRequests,
  };
  await announce(db, await insertForAdmins(db, note), note);
}

/**
 * The student took back a pending request: the admins' bell says so, beside the "New meal request" it
 * answers, so that nobody goes to serve it. Call inside the withdrawal's transaction.
 */
export async function notifyRequestWithdrawn(
  db: Db,
  request: { userName: string; mealTitle: string },
): Promise<void> {
  const note: TypedNote = {
    type: 'request.withdrawn',
    ...titled('noticeRequestWithdrawn', { name: request.userName, meal: request.mealTitle }),
    link: NOTIFICATION_LINKS.serveRequests,
  };
  await announce(db, await insertForAdmins(db, note), note);
}

/**
 * Meals already announced by this process. mealEvents is process-wide, so every app instance built in one
 * process (tests build two) hears each publish; the first whose database has the meal announces it, the
 * others skip. A meal is published once ever, so its id is a safe key; the set is bounded.
 */
const announced = new Set<string>();
const ANNOUNCED_MAX = 1000;

function claimAnnouncement(mealId: string): boolean {
  if (announced.has(mealId)) return false;
  announced.add(mealId);
  if (announced.size > ANNOUNCED_MAX) {
    const oldest = announced.values().next().value;
    if (oldest !== undefined) announced.delete(oldest);
  }
  return true;
}

/**
 * An upcoming meal went public: everyone who liked it gets a notification, and every open stream hears
 * `meal.published`. Runs after the publish committed (mealEvents), in its own transaction.
 */
export async function notifyMealPublished(db: Db, event: MealPublishedEvent): Promise<void> {
  if (!(await isPublished(db, event.mealId))) return; // another app instance's database (tests)
  if (!claimAnnouncement(event.mealId)) return;
  await db.transaction(async (tx) => {
    // With the `not exists` in the insert, "at most once per user and meal" holds even across processes.
    await tx.execute(
      sql`select pg_advisory_xact_lock(hashtext('notify.meal.published'), hashtext(${event.mealId}))`,
    );
    const note = {
      type: 'meal.published' as const,
      ...titled('noticeLikedPublished', { meal: event.title }),
      link: NOTIFICATION_LINKS.mealDetails(event.mealId),
    };
    await announce(tx, await insertMealPublishedOnce(tx, event.likerIds, note), note);
    await publishEvent(tx, 'meal.published', { everyone: true }, { mealId: event.mealId });
  });
}

function toDto(row: NotificationRow, catalogue: SharedCatalogue): Notification {
  return {
    _id: row.id,
    type: row.type,
    title: titleOf(row, catalogue),
    body: row.body,
    link: row.link,
    read: row.readAt !== null,
    createdAt: row.createdAt.toISOString(),
  };
}

export async function listNotifications(
  db: Db,
  viewer: Viewer,
  query: NotificationListQuery,
  catalogue: SharedCatalogue = EN,
): Promise<NotificationPage> {
  const { rows, total, unread } = await listForUser(
    db,
    viewer.id,
    query.limit,
    (query.page - 1) * query.limit,
  );
  return {
    notifications: rows.map((row) => toDto(row, catalogue)),
    unread,
    total,
    page: query.page,
    limit: query.limit,
  };
}

export async function readNotification(
  db: Db,
  viewer: Viewer,
  id: string,
): Promise<NotificationReadResponse> {
  if (!(await markRead(db, viewer.id, id))) throw notFound('notificationNotFound');
  return { success: true, unread: await countUnread(db, viewer.id) };
}

export async function readAllNotifications(db: Db, viewer: Viewer): Promise<NotificationReadResponse> {
  await markAllRead(db, viewer.id);
  return { success: true, unread: await countUnread(db, viewer.id) };
}
