import { z } from 'zod';
import { isoDateTimeSchema } from './common';

// Account plumbing around the user record: what the auth screens ask the server before they render,
// and the development mailbox that stands in for real e-mail when SMTP_URL is not set.

/** GET /api/auth-config: which sign-in methods this installation offers. */
export const authConfigResponseSchema = z.object({
  /** false: Google is not configured (or its discovery failed), so the button explains instead of failing. */
  google: z.boolean(),
});
export type AuthConfigResponse = z.infer<typeof authConfigResponseSchema>;

/** One mail of the development outbox (GET /api/dev/mailbox, non-production only). */
export const devMailSchema = z.object({
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  html: z.string().nullable(),
  sentAt: isoDateTimeSchema,
});
export type DevMail = z.infer<typeof devMailSchema>;

/** Newest first, at most the last 50 mails since the server started. */
export const devMailboxResponseSchema = z.object({ mails: z.array(devMailSchema) });
export type DevMailboxResponse = z.infer<typeof devMailboxResponseSchema>;
