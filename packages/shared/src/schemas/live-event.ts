import { z } from 'zod';
import { REQUEST_STATUSES } from '../constants/statuses';
import { idSchema, isoDateTimeSchema } from './common';

// Server-Sent Events of GET /api/events. Each message is `event: <name>` + `data: <JSON>`. Payloads carry ids
// and small facts, not content: a screen that hears one refetches what it shows.

/** Names of the events the stream sends. */
export const LIVE_EVENT_NAMES = [
  'request.created',
  'request.updated',
  'request.deleted',
  'notification',
  'meal.published',
  'headcount.changed',
] as const;
export type LiveEventName = (typeof LIVE_EVENT_NAMES)[number];

/** request.created (admins) and request.updated (the owner and admins). */
export const requestEventSchema = z.object({
  requestId: idSchema,
  mealId: idSchema,
  userId: idSchema,
  status: z.enum(REQUEST_STATUSES),
});
export type RequestEvent = z.infer<typeof requestEventSchema>;

/** request.deleted (the owner and admins): the owner deleted a pending request. */
export const requestDeletedEventSchema = z.object({
  requestId: idSchema,
  mealId: idSchema,
  userId: idSchema,
});
export type RequestDeletedEvent = z.infer<typeof requestDeletedEventSchema>;

/** notification (the recipient): a new row behind the bell; refetch the list / unread count. */
export const notificationEventSchema = z.object({
  type: z.string(),
  /** In the stream's language (the server words it by `titleKey` and `titleValues`, decision 0073). */
  title: z.string(),
  titleKey: z.string().optional(),
  titleValues: z.record(z.string(), z.unknown()).optional(),
  link: z.string().nullable(),
  createdAt: isoDateTimeSchema,
});
export type NotificationEvent = z.infer<typeof notificationEventSchema>;

/** meal.published (everyone connected): an upcoming meal went public. */
export const mealPublishedEventSchema = z.object({ mealId: idSchema });
export type MealPublishedLiveEvent = z.infer<typeof mealPublishedEventSchema>;

/** headcount.changed (admins): skips or served passes changed the counts of these hostel days. */
export const headcountChangedEventSchema = z.object({ dates: z.array(z.string()) });
export type HeadcountChangedEvent = z.infer<typeof headcountChangedEventSchema>;

export interface LiveEventPayloads {
  'request.created': RequestEvent;
  'request.updated': RequestEvent;
  'request.deleted': RequestDeletedEvent;
  notification: NotificationEvent;
  'meal.published': MealPublishedLiveEvent;
  'headcount.changed': HeadcountChangedEvent;
}

/** Heartbeat: a comment line (`: ping`) every this many ms keeps proxies from closing an idle stream. */
export const LIVE_HEARTBEAT_MS = 25_000;
