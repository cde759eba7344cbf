import { type ErrorCode, MSG } from '@messhall/shared';

/** The one error type services throw; the error handler turns it into `{ error: { code, message } }`. */
export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly status: number,
    readonly issues?: { path: string; message: string }[],
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const notFound = (message = 'Not found') => new AppError('NOT_FOUND', message, 404);
export const forbidden = (message = 'You do not have permission to do this') =>
  new AppError('FORBIDDEN', message, 403);
export const unauthenticated = (message: string = MSG.logInFirst) =>
  new AppError('UNAUTHENTICATED', message, 401);
export const conflict = (message: string) => new AppError('CONFLICT', message, 409);
export const badRequest = (message: string, path?: string) =>
  new AppError('VALIDATION_FAILED', message, 400, path ? [{ path, message }] : undefined);

/** 429 with a Retry-After header (set by the error handler) as well as the readable message. */
export class RateLimitedError extends AppError {
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super('RATE_LIMITED', message, 429);
  }
}
