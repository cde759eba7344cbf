import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { AppError, RateLimitedError } from '../lib/app-error.js';
import { pgErrorCode } from '../lib/db-errors.js';
import { inRequestLocale } from '../lib/request-locale.js';

interface Issue {
  path: string;
  message: string;
}

interface ErrorBody {
  error: { code: string; message: string; issues?: Issue[] };
  message?: unknown;
}

const isErrorBody = (payload: unknown): payload is ErrorBody =>
  typeof payload === 'object' &&
  payload !== null &&
  'error' in payload &&
  typeof (payload as ErrorBody).error?.message === 'string';

function validationIssues(error: FastifyError): Issue[] {
  if (!hasZodFastifySchemaValidationErrors(error)) return [];
  return error.validation.map((v) => {
    const field = v.instancePath.replace(/^\//, '').replace(/\//g, '.');
    return { path: field, message: v.message ?? 'Invalid value' };
  });
}

// Fastify's own 4xx errors (bad JSON, body too large, wrong content type) keep their status with our shape.
const fastifyCodes: Record<string, string> = {
  FST_ERR_CTP_BODY_TOO_LARGE: 'PAYLOAD_TOO_LARGE',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'UNSUPPORTED_MEDIA_TYPE',
  FST_ERR_RATE_LIMITED: 'RATE_LIMITED',
};

/** What the language of an answer is chosen by (lib/request-locale.ts). */
const LANGUAGE_HEADERS = ['Accept-Language', 'Cookie'];

/** A Vary value with `names` added to what it already lists (case-insensitively, once each). */
function withVary(current: unknown, names: string[]): string {
  const listed = typeof current === 'string' ? current.split(',').map((name) => name.trim()) : [];
  if (listed.includes('*')) return '*';
  const known = new Set(listed.map((name) => name.toLowerCase()));
  const added = names.filter((name) => !known.has(name.toLowerCase()));
  return [...listed.filter(Boolean), ...added].join(', ');
}

/**
 * The one error handler: `{ error: { code, message, issues? } }`; 5xx never shows internals. Messages are
 * written in the request's language (its cookie or Accept-Language): the shared texts are English in the code.
 */
export const errorsPlugin = fp(async (app: FastifyInstance) => {
  app.addHook('preSerialization', async (request, reply, payload) => {
    if (reply.statusCode < 400 || !isErrorBody(payload)) return payload;
    // The words depend on these headers (lib/request-locale.ts): no cache may hand one reader's language to another.
    reply.header('vary', withVary(reply.getHeader('vary'), LANGUAGE_HEADERS));
    const translate = (text: string) => inRequestLocale(text, request.headers);
    const { error } = payload;
    return {
      ...payload,
      // better-auth's clients read a copy of the message at the top level (modules/auth/auth-input.ts).
      ...(typeof payload.message === 'string' ? { message: translate(payload.message) } : {}),
      error: {
        ...error,
        message: translate(error.message),
        ...(error.issues
          ? { issues: error.issues.map((issue) => ({ ...issue, message: translate(issue.message) })) }
          : {}),
      },
    };
  });
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      if (error instanceof RateLimitedError) reply.header('retry-after', String(error.retryAfterSeconds));
      return reply.status(error.status).send({
        error: {
          code: error.code,
          message: error.message,
          ...(error.issues ? { issues: error.issues } : {}),
        },
      });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const issues = validationIssues(error);
      const first = issues[0];
      const where = error.validationContext === 'body' ? '' : ` (${error.validationContext})`;
      const message = first ? `${first.path || 'request'}: ${first.message}${where}` : 'Invalid request';
      return reply.status(400).send({ error: { code: 'VALIDATION_FAILED', message, issues } });
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error, issues: error.cause.issues }, 'response did not match its schema');
      return reply.status(500).send({ error: { code: 'INTERNAL', message: 'Something went wrong.' } });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const code = fastifyCodes[error.code] ?? (status === 429 ? 'RATE_LIMITED' : 'VALIDATION_FAILED');
      return reply.status(status).send({ error: { code, message: error.message } });
    }
    // SQLSTATE class 22 (data exception: a NUL byte, an out-of-range number, bad text encoding) means the
    // input could not be stored as sent: the caller's fault, whatever route let it through.
    if (pgErrorCode(error)?.startsWith('22')) {
      request.log.warn({ err: error }, 'input refused by the database');
      return reply.status(400).send({
        error: {
          code: 'VALIDATION_FAILED',
          message: 'The request contains a value that cannot be stored.',
        },
      });
    }
    request.log.error({ err: error }, 'unhandled error');
    const unavailable = isDatabaseDown(error);
    return reply.status(unavailable ? 503 : 500).send(
      unavailable
        ? {
            error: {
              code: 'SERVICE_UNAVAILABLE',
              message: 'The service is temporarily unavailable. Please try again.',
            },
          }
        : { error: { code: 'INTERNAL', message: 'Something went wrong.' } },
    );
  });
});

/** Connection-level failures mean the database is away, not that the request was bad. */
function isDatabaseDown(error: unknown): boolean {
  return (
    ['ECONNREFUSED', 'ECONNRESET', '57P01', '57P03', '08006', '08001', '08003'].includes(
      pgErrorCode(error) ?? '',
    ) || isSessionStoreDown(error)
  );
}

/**
 * better-auth's getSession logs the driver's error and throws its own FAILED_TO_GET_SESSION in its place; the
 * lookup only reads the sessions and users tables, so that failure means the database is unreachable
 * (scripts/reliability/pg-restart.ts).
 */
function isSessionStoreDown(error: unknown): boolean {
  return (error as { body?: { code?: unknown } } | null)?.body?.code === 'FAILED_TO_GET_SESSION';
}
