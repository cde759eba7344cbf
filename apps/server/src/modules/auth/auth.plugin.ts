import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { fromNodeHeaders } from 'better-auth/node';
import { isMessageKey, type MessageKey, type MessageValues, storedImageOrNull } from '@messhall/shared';
import { CLIENT_IP_HEADER, hasOwnAddressLimit, type Auth } from './auth.js';
import { markOwnLimit } from '../../lib/own-limit.js';
import { renderError, type WireIssue } from '../../lib/error-body.js';
import { requestCatalogue } from '../../lib/request-locale.js';
import { originFormTarget } from '../../lib/route-path.js';
import { tooManyAttempts } from './account-limits.js';
import type { Database } from '../../db/client.js';
import { SessionCache } from './session-cache.js';
import { GET_SESSION_HEADERS, SessionCheck } from './session-check.js';
import { authInputErrorBody, authInputIssue } from './auth-input.js';
import { issuesBearerToken, tokenSafeHeader } from './auth-token-header.js';

/** Fields only the server sets; dropped from every auth body. */
const SERVER_ONLY_FIELDS = ['role', 'banned', 'banReason', 'banExpires', 'lastLoginAt', 'emailVerified'];

/**
 * better-auth's admin plugin endpoints (set-role, ban, impersonate, list-users without a cap) are not exposed:
 * administration goes through our own routes, which check, cap and audit (e.g. PATCH /api/users/:id/make-admin).
 * The plugin stays installed for the role field and its server-side checks.
 */
const BLOCKED_AUTH_PREFIX = '/api/auth/admin/';

/**
 * better-auth endpoints the apps do not use and that only add risk: verify-password answers whether a password
 * is the signed-in account's, a guessing oracle for whoever holds a session (a password change, which the
 * sign-in limits cover, needs the current password anyway).
 */
const BLOCKED_AUTH_PATHS = new Set(['/api/auth/verify-password']);

const GET_SESSION_PATH = '/api/auth/get-session';
const JSON_TYPE = 'application/json; charset=utf-8';

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/**
 * A password change ends the account's other sessions, as a reset does: whoever changes a password may suspect
 * someone else knows it.
 */
function withSessionRules(path: string, body: unknown): unknown {
  if (path !== '/api/auth/change-password' || typeof body !== 'object' || body === null) return body;
  return { ...body, revokeOtherSessions: true };
}

/**
 * Answers that carry better-auth's raw session token: the cookie's value less its signature, nothing page script
 * should hold. An API client gets its signed token in `set-auth-token` (auth-token-header.ts).
 */
const TOKEN_BEARING_PATHS = new Set([
  '/api/auth/get-session',
  '/api/auth/list-sessions',
  '/api/auth/sign-in/email',
  '/api/auth/sign-up/email',
  '/api/auth/change-password',
]);

/** A session as page script may see it: no token and no id (either identifies the session to revoke or reuse). */
function publicSession(session: unknown): unknown {
  if (typeof session !== 'object' || session === null) return session;
  const { token: _token, id: _id, ...rest } = session as Record<string, unknown>;
  return rest;
}

/** The user as the page shows it: a photo only when Messhall stores it (isImageUrl). */
function publicUser(user: unknown): unknown {
  if (typeof user !== 'object' || user === null || !('image' in user)) return user;
  return { ...user, image: storedImageOrNull((user as { image?: string | null }).image) };
}

function withoutTokens(path: string, body: unknown): unknown {
  if (path === '/api/auth/list-sessions' && Array.isArray(body)) return body.map(publicSession);
  if (typeof body !== 'object' || body === null) return body;
  const { token: _token, ...answer } = body as Record<string, unknown>;
  if ('session' in answer) {
    return { ...answer, session: publicSession(answer.session), user: publicUser(answer.user) };
  }
  return answer;
}

async function responseText(path: string, response: Response): Promise<string | null> {
  if (!response.body) return null;
  const text = await response.text();
  if (!TOKEN_BEARING_PATHS.has(path) || !response.headers.get('content-type')?.includes('json')) return text;
  try {
    return JSON.stringify(withoutTokens(path, JSON.parse(text)));
  } catch {
    return text;
  }
}

function withoutServerOnlyFields(body: unknown): unknown {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    return body;
  }
  const copy = { ...(body as Record<string, unknown>) };
  // A role in a request body is ignored, not an error: new accounts are always 'user'.
  for (const field of SERVER_ONLY_FIELDS) delete copy[field];
  return copy;
}

/** Our keys for better-auth's error codes (SIGN_IN_SERVICE_MESSAGES): its refusals are worded by code. */
const BETTER_AUTH_KEYS: Readonly<Record<string, MessageKey>> = {
  INVALID_EMAIL_OR_PASSWORD: 'invalidEmailOrPassword',
  USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL: 'userAlreadyExists',
  USER_ALREADY_EXISTS: 'userAlreadyExists',
  INVALID_PASSWORD: 'invalidPassword',
  INVALID_TOKEN: 'invalidToken',
  TOKEN_EXPIRED: 'tokenExpired',
  PASSWORD_TOO_SHORT: 'passwordTooShort',
  PASSWORD_TOO_LONG: 'passwordTooLong',
  SESSION_EXPIRED: 'sessionExpired',
};

/**
 * better-auth's own 429 says only "try again later" and has no code; answer every 429 with the wait in minutes,
 * in our envelope and at the top level (where better-auth clients look).
 */
async function rateLimitBody(response: Response): Promise<AuthErrorBody> {
  const retryAfter = Number(
    response.headers.get('retry-after') ?? response.headers.get('x-retry-after') ?? '60',
  );
  let keyed = tooManyAttempts((Number.isFinite(retryAfter) ? retryAfter : 60) * 1000);
  try {
    const body = (await response.json()) as AuthErrorBody;
    if (body.code === 'RATE_LIMITED' && isMessageKey(body.messageKey)) {
      keyed = { messageKey: body.messageKey, ...(body.values ? { values: body.values } : {}) };
    }
  } catch {
    // not JSON: keep the computed wait
  }
  return { code: 'RATE_LIMITED', ...keyed };
}

interface AuthErrorBody {
  code?: unknown;
  message?: unknown;
  messageKey?: unknown;
  values?: MessageValues;
  error?: { issues?: WireIssue[] };
}

/**
 * better-auth's refusals ({ code, message }) in our envelope as well as at the top level, worded in the request's
 * language by a key of the shared catalogue: the key our hooks put beside the message, else the one of
 * better-auth's code. A refusal without a known key keeps better-auth's words.
 */
function inReadersLanguage(text: string, headers: Parameters<typeof requestCatalogue>[0]): string {
  const body = parseJson(text) as AuthErrorBody | undefined;
  return body === undefined ? text : JSON.stringify(keyedAuthBody(body, headers));
}

function keyedAuthBody(body: AuthErrorBody, headers: Parameters<typeof requestCatalogue>[0]): unknown {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return body;
  const key = isMessageKey(body.messageKey)
    ? body.messageKey
    : typeof body.code === 'string'
      ? BETTER_AUTH_KEYS[body.code]
      : undefined;
  if (!key) return body;
  const error = renderError(
    {
      code: typeof body.code === 'string' ? body.code : 'VALIDATION_FAILED',
      messageKey: key,
      ...(body.values ? { values: body.values } : {}),
      ...(body.error?.issues ? { issues: body.error.issues } : {}),
    },
    requestCatalogue(headers),
  );
  return { ...body, message: error.message, error };
}

declare module 'fastify' {
  interface FastifyInstance {
    auth: Auth;
    sessionCheck: SessionCheck;
  }
}

/** Mounts better-auth's handler at /api/auth/* by turning Fastify's request into a Fetch Request. */
export const authPlugin = fp(
  async (app: FastifyInstance, opts: { auth: Auth; publicUrl: string; database: Database }) => {
    app.decorate('auth', opts.auth);
    app.decorateRequest('viewerCache', undefined);
    const cache = new SessionCache({ database: opts.database });
    const sessionCheck = new SessionCheck(opts.auth, cache);
    app.decorate('sessionCheck', sessionCheck);
    // What lib/viewer.ts looks signed-in users up with.
    app.decorate('viewerLookup', sessionCheck);
    app.addHook('onReady', () => cache.start());
    app.addHook('onClose', () => cache.stop());

    app.route({
      method: ['GET', 'POST'],
      url: '/api/auth/*',
      schema: { hide: true },
      // Before the global limit's hook (plugins/security.ts): better-auth limits these paths per address itself.
      onRequest: async (request) => {
        if (hasOwnAddressLimit(new URL(originFormTarget(request), opts.publicUrl).pathname))
          markOwnLimit(request);
      },
      async handler(request, reply) {
        // The URL parser resolves "/api/auth/x/../admin/…", so every check below sees the path better-auth will;
        // an absolute-form target's host is the client's word and is dropped.
        const url = new URL(originFormTarget(request), opts.publicUrl);
        // better-auth's router also answers a path with a trailing slash.
        const endpoint = url.pathname.replace(/\/+$/, '');
        if (endpoint.startsWith(BLOCKED_AUTH_PREFIX) || BLOCKED_AUTH_PATHS.has(endpoint)) {
          return reply
            .status(404)
            .send({ error: renderError({ code: 'NOT_FOUND', messageKey: 'notFound' }) });
        }
        const hasBody = request.method !== 'GET' && request.body !== undefined;
        const invalid = hasBody ? authInputIssue(url.pathname, request.body) : undefined;
        if (invalid)
          return reply.status(400).send(authInputErrorBody(invalid, requestCatalogue(request.headers)));
        const getSession = request.method === 'GET' && url.pathname === GET_SESSION_PATH && url.search === '';
        if (getSession) {
          const cached = await sessionCheck.cachedGetSession(request.headers);
          if (cached !== undefined) return reply.headers(GET_SESSION_HEADERS).type(JSON_TYPE).send(cached);
        }
        const stamp = sessionCheck.cache.stamp();
        const headers = fromNodeHeaders(request.headers);
        // The client IP as Fastify sees it (honouring TRUST_PROXY); a client-sent copy of the header is replaced.
        headers.set(CLIENT_IP_HEADER, request.ip);
        const response = await opts.auth.handler(
          new Request(url, {
            method: request.method,
            headers,
            body: hasBody
              ? JSON.stringify(withSessionRules(url.pathname, withoutServerOnlyFields(request.body)))
              : undefined,
          }),
        );
        reply.status(response.status);
        const issuesToken = issuesBearerToken(request, url.pathname);
        response.headers.forEach((value, key) => {
          if (key === 'set-cookie' || key === 'content-length') return;
          const kept = tokenSafeHeader(key, value, issuesToken);
          if (kept !== undefined) reply.header(key, kept);
        });
        const cookies = response.headers.getSetCookie();
        if (cookies.length > 0) reply.header('set-cookie', cookies);
        if (response.status === 429) {
          if (!response.headers.has('retry-after')) {
            reply.header('retry-after', response.headers.get('x-retry-after') ?? '60');
          }
          return reply
            .type('application/json')
            .send(keyedAuthBody(await rateLimitBody(response), request.headers));
        }
        // better-auth turns any failure of its database calls into a bare 500 (and logs the cause): the database
        // is unreachable, so answer like every other route does then (plugins/errors.ts), in both shapes.
        if (response.status === 500) {
          const error = renderError(
            { code: 'SERVICE_UNAVAILABLE', messageKey: 'serviceUnavailable' },
            requestCatalogue(request.headers),
          );
          reply.status(503).type('application/json');
          return reply.send({ ...error, error });
        }
        const text = await responseText(url.pathname, response);
        if (getSession && response.status === 200 && cookies.length === 0 && text !== null) {
          sessionCheck.rememberGetSession(request.headers, stamp, parseJson(text), text);
        }
        return reply.send(
          response.status >= 400 && text !== null ? inReadersLanguage(text, request.headers) : text,
        );
      },
    });
  },
);
