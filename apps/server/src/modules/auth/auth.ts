import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { APIError, createAuthMiddleware, getSessionFromCtx } from 'better-auth/api';
import { admin, bearer, genericOAuth } from 'better-auth/plugins';
import { eq } from 'drizzle-orm';
import {
  ALL_MESSAGES,
  type MessageKey,
  DEFAULT_DISPLAY_NAME,
  PASSWORD_MIN_LENGTH,
  meetsPasswordRules,
} from '@messhall/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from '../../config.js';
import type { Db } from '../../db/client.js';
import { accounts, rateLimits, sessions, users, verifications } from '../../db/schema/index.js';
import { passwordResetMail, type Mailer } from '../../lib/mailer.js';
import { requestLocale } from '../../lib/request-locale.js';
import { keepProviderPhotoOurs } from './provider-photo.js';
import {
  clearAccountAttempts,
  consumeAccountAttempt,
  tooManyAttemptsBody,
  type AccountAction,
} from './account-limits.js';

export interface AuthOptions {
  config: AppConfig;
  db: Db;
  secret: string;
  mailer: Mailer;
  logger: FastifyBaseLogger;
}

/** The header carrying Fastify's idea of the client IP (trustProxy-aware); auth.plugin.ts sets it, always. */
export const CLIENT_IP_HEADER = 'x-messhall-client-ip';

/** The client address auth.plugin.ts put in CLIENT_IP_HEADER (never the client's own copy of it). */
const clientAddress = (headers: Headers | undefined) => headers?.get(CLIENT_IP_HEADER) ?? 'unknown';

/**
 * Sign-in, sign-up, reset and password change per IP (better-auth's limiter). Generous: a hostel shares one
 * public IP. A password change checks the current password, so it is limited like a sign-in.
 */
export const IP_LIMITS = {
  '/sign-in/email': { window: 60, max: 10 },
  '/change-password': { window: 60, max: 10 },
  '/sign-up/email': { window: 60, max: 5 },
  '/sign-in/social': { window: 60, max: 20 },
  '/request-password-reset': { window: 60, max: 5 },
  '/reset-password': { window: 60, max: 10 },
} as const;

const AUTH_BASE_PATH = '/api/auth';

/**
 * Whether better-auth limits this request path (`/api/auth/sign-in/email`) per address itself, more tightly than
 * the global limit would: the global limit leaves such a path to it.
 */
export function hasOwnAddressLimit(pathname: string): boolean {
  return pathname.startsWith(`${AUTH_BASE_PATH}/`) && pathname.slice(AUTH_BASE_PATH.length) in IP_LIMITS;
}

const ACCOUNT_ACTION_BY_PATH: Record<string, AccountAction> = {
  '/sign-in/email': 'sign-in',
  '/sign-up/email': 'sign-up',
  '/request-password-reset': 'reset-request',
  '/change-password': 'change-password',
};

const CLEARED_BY_SUCCESS: Record<string, AccountAction> = {
  '/sign-in/email': 'sign-in',
  '/change-password': 'change-password',
};

type HookContext = Parameters<Parameters<typeof createAuthMiddleware>[0]>[0];

/** The e-mail of the account an attempt is on: the body's, or for a password change the session's. */
async function attemptedEmail(ctx: HookContext, action: AccountAction): Promise<string | undefined> {
  if (action === 'change-password') return (await getSessionFromCtx(ctx))?.user.email;
  const { email } = (ctx.body ?? {}) as Record<string, unknown>;
  return typeof email === 'string' && email.trim() !== '' ? email : undefined;
}

const NEW_PASSWORD_FIELD: Record<string, string> = {
  '/sign-up/email': 'password',
  '/reset-password': 'newPassword',
  '/change-password': 'newPassword',
};

/** better-auth's error with our key beside its message: the auth plugin words it in the reader's language. */
function badRequest(messageKey: MessageKey): APIError {
  return new APIError('BAD_REQUEST', {
    message: ALL_MESSAGES[messageKey],
    code: 'VALIDATION_FAILED',
    messageKey,
  });
}

/** The server-side half of the sign-up checklist (docs/product/rules.md#password-checklist); the form runs the same rules. */
function checkNewPassword(password: unknown) {
  // A missing or non-string password is left to better-auth's own body validation.
  if (typeof password !== 'string') return;
  if (password.length < PASSWORD_MIN_LENGTH) throw badRequest('passwordMinLength');
  if (!meetsPasswordRules(password)) throw badRequest('passwordCriteria');
}

function originOf(value: string | null | undefined): string | undefined {
  if (!value) return undefined;
  try {
    return new URL(value).origin;
  } catch {
    return undefined;
  }
}

/** better-auth on our Drizzle schema: e-mail + password, sessions in the database, roles by the admin plugin. */
export function createAuth({ config, db, secret, mailer, logger }: AuthOptions) {
  const publicOrigin = new URL(config.publicUrl).origin;
  const staticOrigins = config.isProduction ? [publicOrigin] : [publicOrigin, 'http://localhost:5173'];

  const beforeHook = createAuthMiddleware(async (ctx) => {
    const body = (ctx.body ?? {}) as Record<string, unknown>;
    const passwordField = NEW_PASSWORD_FIELD[ctx.path];
    // Name, photo and e-mail are checked before better-auth sees the body (auth-input.ts).
    if (passwordField) checkNewPassword(body[passwordField]);

    const action = ACCOUNT_ACTION_BY_PATH[ctx.path];
    const email = action && config.rateLimit ? await attemptedEmail(ctx, action) : undefined;
    if (action && email) {
      const waitMs = await consumeAccountAttempt(db, action, email, clientAddress(ctx.headers));
      if (waitMs !== null) {
        throw new APIError(
          'TOO_MANY_REQUESTS',
          { ...tooManyAttemptsBody(waitMs), code: 'RATE_LIMITED' },
          { 'Retry-After': String(Math.ceil(waitMs / 1000)) },
        );
      }
    }
  });

  const afterHook = createAuthMiddleware(async (ctx) => {
    // A successful sign-in or password change (which opens a new session) ends the run of failures the
    // per-account limit counts.
    const action = CLEARED_BY_SUCCESS[ctx.path];
    if (action && ctx.context.newSession && config.rateLimit) {
      const { email } = ctx.context.newSession.user;
      await clearAccountAttempts(db, action, email, clientAddress(ctx.headers));
    }
  });

  // Google is one generic OpenID Connect provider found by discovery, so the tests' local provider takes the very
  // same path (docs/decisions/0008). Without configuration the list is empty and the button explains.
  const openIdProviders = config.google
    ? [
        {
          providerId: 'google',
          name: 'Google',
          discoveryUrl: config.google.discoveryUrl,
          clientId: config.google.clientId,
          clientSecret: config.google.clientSecret,
          scopes: ['openid', 'email', 'profile'],
          pkce: true,
          prompt: 'select_account' as const,
          // Identity comes from the ID token: never accept one that could not be verified against the JWKS.
          requireIdTokenVerification: true,
          mapProfileToUser: (profile: { email?: unknown; name?: unknown }) => {
            const email = typeof profile.email === 'string' ? profile.email : '';
            const name = typeof profile.name === 'string' ? profile.name.trim() : '';
            return { name: name || email.split('@')[0] || DEFAULT_DISPLAY_NAME };
          },
        },
      ]
    : [];

  return betterAuth({
    appName: 'Messhall',
    baseURL: config.publicUrl,
    basePath: AUTH_BASE_PATH,
    secret,
    database: drizzleAdapter(db, {
      provider: 'pg',
      schema: {
        user: users,
        session: sessions,
        account: accounts,
        verification: verifications,
        rateLimit: rateLimits,
      },
    }),
    emailAndPassword: {
      enabled: true,
      minPasswordLength: PASSWORD_MIN_LENGTH,
      maxPasswordLength: 128,
      autoSignIn: true,
      resetPasswordTokenExpiresIn: 60 * 60,
      // A reset means the old password may be known to someone else: end every session it opened.
      revokeSessionsOnPasswordReset: true,
      async sendResetPassword({ user, token }, request) {
        // The link goes to the web app's page, built from PUBLIC_URL, never from a client-sent redirect.
        const link = `${config.publicUrl}/reset-password?token=${encodeURIComponent(token)}`;
        const locale = requestLocale({
          cookie: request?.headers.get('cookie') ?? undefined,
          'accept-language': request?.headers.get('accept-language') ?? undefined,
        });
        await mailer.send(passwordResetMail(user.email, user.name, link, locale));
      },
    },
    user: {
      additionalFields: { lastLoginAt: { type: 'date', required: false, input: false } },
    },
    session: { expiresIn: 60 * 60 * 24 * 30, updateAge: 60 * 60 * 24 },
    databaseHooks: {
      user: {
        create: {
          async after(user) {
            await keepProviderPhotoOurs(db, user, { allowHttp: !config.isProduction, logger });
          },
        },
      },
      session: {
        create: {
          // docs/product/entities.md#user last_log_in: every new session is a sign-in (e-mail, Google or right after sign-up).
          async after(session) {
            await db.update(users).set({ lastLoginAt: new Date() }).where(eq(users.id, session.userId));
          },
        },
      },
    },
    rateLimit: {
      enabled: config.rateLimit,
      storage: 'database',
      customRules: {
        ...IP_LIMITS,
        // Read on every page load; the global API limit in plugins/security.ts is enough.
        '/get-session': false,
      },
    },
    hooks: { before: beforeHook, after: afterHook },
    // The public URL (and Vite's dev server outside production), plus the request's own origin when it is the
    // host it was sent to: tests and e2e reach the server at 127.0.0.1:<port> while PUBLIC_URL says localhost.
    trustedOrigins: async (request) => {
      const origin = originOf(request?.headers.get('origin'));
      const host = request?.headers.get('host');
      if (origin && host && new URL(origin).host === host) return [...staticOrigins, origin];
      return staticOrigins;
    },
    advanced: {
      // Secure + __Secure- prefix whenever production is served over https.
      useSecureCookies: config.isProduction && config.publicUrl.startsWith('https:'),
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
      // better-auth would skip its origin and callback-URL checks whenever the process runs with NODE_ENV=test
      // (vitest, e2e); keep them on so the tests see what production does.
      disableOriginCheck: false,
    },
    telemetry: { enabled: false },
    // Into our pino log (redacted, silent in tests) instead of the console.
    logger: {
      level: 'warn',
      log: (level, message, ...args) =>
        logger[level]({ auth: args.length > 0 ? args.map(String) : undefined }, message),
    },
    plugins: [
      admin({ defaultRole: 'user', adminRoles: ['admin'] }),
      // Only signed tokens (as issued in the set-auth-token header) work as bearer credentials.
      bearer({ requireSignature: true }),
      genericOAuth({ config: openIdProviders }),
    ],
  });
}

export type Auth = ReturnType<typeof createAuth>;
