import { z } from 'zod';
import { idSchema, isoDateTimeSchema } from './common';

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
