import { z } from 'zod';
import { idSchema, isoDateTimeSchema, limitQuerySchema, pageQuerySchema } from './common';

/** In-app notification behind the top bar's bell. */
export const notificationSchema = z.object({
  _id: idSchema,
  /** e.g. 'request.delivered'; free text so new kinds need no schema change. */
  type: z.string(),
  title: z.string(),
  body: z.string(),
  /** In-app path to open, or null. */
  link: z.string().nullable(),
  read: z.boolean(),
  createdAt: isoDateTimeSchema,
});
export type Notification = z.infer<typeof notificationSchema>;
export const notificationListSchema = z.array(notificationSchema);

/** Kinds of notification the server creates today. */
export const NOTIFICATION_TYPES = [
  'request.delivered',
  'request.cancelled',
  'request.created',
  'request.withdrawn',
  'meal.published',
] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

/** Bell dropdown page size. */
export const NOTIFICATIONS_PAGE_SIZE = 20;

/** GET /notifications query. */
export const notificationListQuerySchema = z.object({
  page: pageQuerySchema,
  limit: limitQuerySchema(NOTIFICATIONS_PAGE_SIZE),
});
export type NotificationListQuery = z.infer<typeof notificationListQuerySchema>;

/** GET /notifications answer: newest first; `unread` is the badge count (all pages). */
export const notificationPageSchema = z.object({
  notifications: notificationListSchema,
  unread: z.number().int().min(0),
  total: z.number().int().min(0),
  page: z.number().int().min(1),
  limit: z.number().int().min(1),
});
export type NotificationPage = z.infer<typeof notificationPageSchema>;

/** PATCH /notifications/:id/read and /notifications/read-all answer: the badge count after the change. */
export const notificationReadResponseSchema = z.object({
  success: z.boolean(),
  unread: z.number().int().min(0),
});
export type NotificationReadResponse = z.infer<typeof notificationReadResponseSchema>;
