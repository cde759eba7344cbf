import { EN, type ErrorCode, formatMessage, type MessageKey, type MessageValues } from '@messhall/shared';

/** One field at fault: its dotted path and why, as a key of the shared catalogue and its values. */
export interface KeyedIssue {
  path: string;
  messageKey: MessageKey;
  values?: MessageValues;
}

/**
 * The one error type services throw. It carries a key of the shared catalogue and the key's values, not words:
 * the error handler (plugins/errors.ts) writes the message in the reader's language. `message` is the English,
 * for logs.
 */
export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    readonly messageKey: MessageKey,
    readonly status: number,
    readonly values?: MessageValues,
    readonly issues?: KeyedIssue[],
  ) {
    super(formatMessage(EN, messageKey, values));
    this.name = 'AppError';
  }
}

export const notFound = (key: MessageKey = 'notFound', values?: MessageValues) =>
  new AppError('NOT_FOUND', key, 404, values);
export const forbidden = (key: MessageKey = 'noPermission') => new AppError('FORBIDDEN', key, 403);
export const unauthenticated = (key: MessageKey = 'logInFirst') => new AppError('UNAUTHENTICATED', key, 401);
export const conflict = (key: MessageKey, values?: MessageValues) =>
  new AppError('CONFLICT', key, 409, values);
export const badRequest = (key: MessageKey, path?: string, values?: MessageValues) =>
  new AppError(
    'VALIDATION_FAILED',
    key,
    400,
    values,
    path ? [{ path, messageKey: key, ...(values ? { values } : {}) }] : undefined,
  );

/** 429 with a Retry-After header (set by the error handler) as well as the readable message. */
export class RateLimitedError extends AppError {
  constructor(
    key: MessageKey,
    values: MessageValues,
    readonly retryAfterSeconds: number,
  ) {
    super('RATE_LIMITED', key, 429, values);
  }
}
