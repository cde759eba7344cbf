import { isMessageKey, type MessageKey, type MessageValues } from '@messhall/shared';
import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { AppError, RateLimitedError } from '../lib/app-error.js';
import { pgErrorCode } from '../lib/db-errors.js';
import {
  isKeyedErrorBody,
  keyOfIssueMessage,
  type KeyedError,
  renderError,
  type WireIssue,
} from '../lib/error-body.js';
import { requestCatalogue } from '../lib/request-locale.js';

function validationIssues(error: FastifyError): WireIssue[] {
  if (!hasZodFastifySchemaValidationErrors(error)) return [];
  return error.validation.map((v) => {
    const field = v.instancePath.replace(/^\//, '').replace(/\//g, '.');
    return { path: field, ...keyOfIssueMessage(v.message ?? 'Invalid value') };
  });
}

/** Where a failed validation looked, when not the body. */
const WHERE_KEYS: Record<string, MessageKey> = {
  querystring: 'whereQuery',
  query: 'whereQuery',
  params: 'whereParams',
  headers: 'whereHeaders',
};

/** The summary of a failed validation: its first field and problem, and where when not in the body. */
function validationError(error: FastifyError): KeyedError {
  const issues = validationIssues(error);
  const first = issues[0];
  if (!first) return { code: 'VALIDATION_FAILED', messageKey: 'invalidRequest', issues };
  const values: MessageValues = {
    field: first.path || 'request',
    problem: { key: first.messageKey, ...(first.values ? { values: first.values } : {}) },
  };
  const where = error.validationContext ? WHERE_KEYS[error.validationContext] : undefined;
  return where
    ? {
        code: 'VALIDATION_FAILED',
        messageKey: 'fieldProblemIn',
        values: { ...values, where: { key: where } },
        issues,
      }
    : { code: 'VALIDATION_FAILED', messageKey: 'fieldProblem', values, issues };
}

// Fastify's own 4xx errors (bad JSON, body too large, wrong content type) keep their status with our shape.
const fastifyCodes: Record<string, string> = {
  FST_ERR_CTP_BODY_TOO_LARGE: 'PAYLOAD_TOO_LARGE',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'UNSUPPORTED_MEDIA_TYPE',
  FST_ERR_RATE_LIMITED: 'RATE_LIMITED',
};

/** The words of Fastify's own 4xx errors by their code; its English says too much of its internals to forward. */
const fastifyMessageKeys: Record<string, MessageKey> = {
  FST_ERR_CTP_BODY_TOO_LARGE: 'bodyTooLarge',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'unsupportedMediaType',
  FST_ERR_CTP_INVALID_JSON_BODY: 'invalidJson',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'invalidJson',
};

/** A thrown error that names its own words (the global rate limit's, plugins/security.ts). */
const ownKey = (error: unknown) => (error as { messageKey?: unknown }).messageKey;
const ownValues = (error: unknown) => (error as { values?: MessageValues }).values;

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
 * The one error handler: `{ error: { code, message, messageKey, values?, issues? } }`; 5xx never shows
 * internals. Every error names its words by a key of the shared catalogue and the key's values; the message is
 * written in the request's language (its cookie or Accept-Language) as the answer is serialized.
 */
export const errorsPlugin = fp(async (app: FastifyInstance) => {
  app.addHook('preSerialization', async (request, reply, payload) => {
    if (reply.statusCode < 400 || !isKeyedErrorBody(payload)) return payload;
    // The words depend on these headers (lib/request-locale.ts): no cache may hand one reader's language to another.
    reply.header('vary', withVary(reply.getHeader('vary'), LANGUAGE_HEADERS));
    const error = renderError(payload.error, requestCatalogue(request.headers));
    // better-auth's clients read a copy of the message at the top level (modules/auth/auth-input.ts).
    return { ...payload, ...(payload.message !== undefined ? { message: error.message } : {}), error };
  });
  const send = (reply: FastifyReply, status: number, error: KeyedError) =>
    reply.status(status).send({ error: renderError(error) });
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      if (error instanceof RateLimitedError) reply.header('retry-after', String(error.retryAfterSeconds));
      return send(reply, error.status, {
        code: error.code,
        messageKey: error.messageKey,
        ...(error.values ? { values: error.values } : {}),
        ...(error.issues ? { issues: error.issues } : {}),
      });
    }
    if (hasZodFastifySchemaValidationErrors(error)) return send(reply, 400, validationError(error));
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error, issues: error.cause.issues }, 'response did not match its schema');
      return send(reply, 500, { code: 'INTERNAL', messageKey: 'somethingWentWrong' });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const code = fastifyCodes[error.code] ?? (status === 429 ? 'RATE_LIMITED' : 'VALIDATION_FAILED');
      const key = ownKey(error);
      if (isMessageKey(key)) {
        const values = ownValues(error);
        return send(reply, status, { code, messageKey: key, ...(values ? { values } : {}) });
      }
      const known = fastifyMessageKeys[error.code];
      return send(
        reply,
        status,
        known
          ? { code, messageKey: known }
          : { code, messageKey: 'invalidValueDetail', values: { detail: error.message } },
      );
    }
    // SQLSTATE class 22 (data exception: a NUL byte, an out-of-range number, bad text encoding) means the
    // input could not be stored as sent: the caller's fault, whatever route let it through.
    if (pgErrorCode(error)?.startsWith('22')) {
      request.log.warn({ err: error }, 'input refused by the database');
      return send(reply, 400, { code: 'VALIDATION_FAILED', messageKey: 'valueCannotBeStored' });
    }
    request.log.error({ err: error }, 'unhandled error');
    return isDatabaseDown(error)
      ? send(reply, 503, { code: 'SERVICE_UNAVAILABLE', messageKey: 'serviceUnavailable' })
      : send(reply, 500, { code: 'INTERNAL', messageKey: 'somethingWentWrong' });
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
