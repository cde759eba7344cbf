import { z } from 'zod';
import { emailField } from './fields';

/** POST /api/uploads answer; mirrors the image host's `data.url` the spec reads. */
export const uploadResponseSchema = z.object({ data: z.object({ url: z.string() }) });
export type UploadResponse = z.infer<typeof uploadResponseSchema>;

/** GET /api/health: answers only when the database answers too. */
export const healthResponseSchema = z.object({ status: z.literal('ok'), db: z.literal('ok') });
export type HealthResponse = z.infer<typeof healthResponseSchema>;

/** Home page newsletter box. */
export const newsletterInputSchema = z.object({ email: emailField() });
export type NewsletterInput = z.infer<typeof newsletterInputSchema>;
