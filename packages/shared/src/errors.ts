import { z } from 'zod';

// One error body for every API failure (docs/product/architecture-rules.md#code-rules): `{ error: { code, message, issues? } }`.
// Clients branch on `code`, never on `message`, so messages can change without breaking them.

export const ERROR_CODES = [
  'VALIDATION_FAILED',
  'UNAUTHENTICATED',
  'FORBIDDEN',
  'NOT_FOUND',
  'CONFLICT',
  'RATE_LIMITED',
  'PAYLOAD_TOO_LARGE',
  'UNSUPPORTED_MEDIA_TYPE',
  'PAYMENT_REQUIRED',
  'CARD_DECLINED',
  'SUBSCRIPTION_REQUIRED',
  'INVALID_TRANSITION',
  'SERVICE_UNAVAILABLE',
  'INTERNAL',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

/**
 * Default HTTP status per code. SUBSCRIPTION_REQUIRED is a 403 (signed in, but not allowed without a plan); the web app
 * sends a 403 to /forbidden (docs/product/screens-and-routes.md#route-protection) unless the code is SUBSCRIPTION_REQUIRED, so a missing membership shows
 * just the 'You need an active subscription to request meals' toast.
 */
export const ERROR_STATUS = {
  VALIDATION_FAILED: 400,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  RATE_LIMITED: 429,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  PAYMENT_REQUIRED: 402,
  CARD_DECLINED: 402,
  SUBSCRIPTION_REQUIRED: 403,
  INVALID_TRANSITION: 409,
  SERVICE_UNAVAILABLE: 503,
  INTERNAL: 500,
} as const satisfies Record<ErrorCode, number>;

export const errorCodeSchema = z.enum(ERROR_CODES);

export const errorIssueSchema = z.object({
  /** Dotted field path, e.g. 'card.expMonth'; '' for the whole body. */
  path: z.string(),
  message: z.string(),
});
export type ErrorIssue = z.infer<typeof errorIssueSchema>;

export const apiErrorSchema = z.object({
  error: z.object({
    code: errorCodeSchema,
    message: z.string(),
    issues: z.array(errorIssueSchema).optional(),
  }),
});
export type ApiErrorBody = z.infer<typeof apiErrorSchema>;

/** Narrowing guard for fetch wrappers: is this parsed JSON one of our error bodies? */
export function isApiErrorBody(body: unknown): body is ApiErrorBody {
  return apiErrorSchema.safeParse(body).success;
}

/**
 * Flattens zod issues into the wire format. Typed structurally so it accepts a ZodError from
 * any zod copy (the server's validator and the web's resolver may resolve different instances).
 */
export function toErrorIssues(error: {
  issues: readonly { path: readonly PropertyKey[]; message: string }[];
}): ErrorIssue[] {
  return error.issues.map((issue) => ({
    path: issue.path.map((key) => String(key)).join('.'),
    message: issue.message,
  }));
}
