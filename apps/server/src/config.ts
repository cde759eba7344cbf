import { isIP } from 'node:net';
import path from 'node:path';
import { DEFAULT_HOSTEL_TIME_ZONE } from '@messhall/shared';
import { z } from 'zod';

const onOff = z.enum(['on', 'off']);
export const GOOGLE_DISCOVERY_URL = 'https://accounts.google.com/.well-known/openid-configuration';
const optionalText = z
  .string()
  .trim()
  .transform((v) => (v === '' ? undefined : v))
  .optional();

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  // The embedded database's home, and nothing else of the user's.
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: optionalText.pipe(
    z
      .string()
      .regex(/^postgres(ql)?:\/\/.+/, 'must be a postgres:// or postgresql:// URL')
      .refine((v) => URL.canParse(v), 'is not a valid URL')
      .optional(),
  ),
  PUBLIC_URL: optionalText.pipe(z.url().optional()),
  ADMIN_EMAIL: optionalText.pipe(z.email().optional()),
  ADMIN_PASSWORD: optionalText.pipe(z.string().min(8, 'must be at least 8 characters').optional()),
  AUTH_SECRET: optionalText.pipe(z.string().min(32, 'must be at least 32 characters').optional()),
  RATE_LIMIT: onOff.default('on'),
  SEED_DEMO: onOff.default('on'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  TRUST_PROXY: z
    .string()
    .trim()
    .default('off')
    .transform((value, ctx) => {
      const trust = trustedProxies(value);
      if (trust === undefined) {
        ctx.addIssue({
          code: 'custom',
          message:
            'must be off, on (one proxy), a number of proxy hops (1 to 10), or a comma-separated list of proxy addresses or CIDR ranges',
        });
        return z.NEVER;
      }
      return trust;
    }),
  WEB_DIST: optionalText,
  SMTP_URL: optionalText.pipe(z.url().optional()),
  MAIL_FROM: z.string().default('Messhall <no-reply@messhall.local>'),
  GOOGLE_CLIENT_ID: optionalText,
  GOOGLE_CLIENT_SECRET: optionalText,
  // Google is reached as a generic OpenID Connect provider; tests point this at a local provider.
  GOOGLE_DISCOVERY_URL: optionalText.pipe(z.url().optional()),
  STRIPE_SECRET_KEY: optionalText,
  STRIPE_PUBLISHABLE_KEY: optionalText,
  STRIPE_WEBHOOK_SECRET: optionalText,
  // Where the Stripe SDK sends API calls; only for the tests' local stand-in or a self-hosted Stripe mock.
  STRIPE_API_BASE: optionalText.pipe(
    z
      .url()
      .regex(/^https?:\/\//, 'must be an http:// or https:// URL')
      .optional(),
  ),
  PAYMENTS_SANDBOX: onOff.optional(),
  // Size of the shared cache of public GET answers (decision 0016); 0 turns it off.
  PUBLIC_CACHE_MB: z.coerce.number().min(0).max(1024).default(4),
  // The hostel's clock: menu days, skip cutoffs and serving times are wall-clock times in this IANA zone.
  HOSTEL_TIME_ZONE: z
    .string()
    .trim()
    .default(DEFAULT_HOSTEL_TIME_ZONE)
    .refine(isTimeZone, 'must be an IANA time zone such as Asia/Dhaka'),
});

/** proxy-addr's names for whole ranges, which Fastify accepts in a list of trusted proxies. */
const NAMED_RANGES = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isAddressOrRange(entry: string): boolean {
  if (NAMED_RANGES.has(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (version === 4 ? 32 : 128);
}

/**
 * Whom Fastify believes about the client's address (`X-Forwarded-For`): a proxy that appends to the client's own
 * header leaves the client's words in front, so only the hops we run may be trusted — never every hop. `on` is
 * one proxy in front; a number is that many; a list names the proxies. Undefined for a value that is none of these.
 */
function trustedProxies(value: string): false | number | string[] | undefined {
  if (value === 'off' || value === '0') return false;
  if (value === 'on') return 1;
  if (/^\d+$/.test(value)) return Number(value) <= 10 ? Number(value) : undefined;
  const entries = value.split(',').map((entry) => entry.trim());
  return entries.every(isAddressOrRange) ? entries : undefined;
}

/**
 * Fastify's `trustProxy` for the configured proxies. Fastify takes a bare hop count as "trust no hop" (it cannot
 * tell a proxy from a client that reached the app directly), so a count becomes a function of the hop: the
 * socket's peer is hop 0. The app must then be reachable only through its proxies (README, `TRUST_PROXY`).
 */
export function trustProxyOption(
  trust: AppConfig['trustProxy'],
): false | string[] | ((address: string, hop: number) => boolean) {
  if (typeof trust !== 'number') return trust;
  return (_address, hop) => hop < trust;
}

function isTimeZone(value: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: value });
    return value !== '';
  } catch {
    return false;
  }
}

export type Env = z.infer<typeof envSchema>;

export interface AppConfig {
  env: Env['NODE_ENV'];
  isProduction: boolean;
  port: number;
  host: string;
  publicUrl: string;
  dataDir: string;
  databaseUrl: string | undefined;
  adminEmail: string | undefined;
  adminPassword: string | undefined;
  authSecret: string | undefined;
  rateLimit: boolean;
  seedDemo: boolean;
  logLevel: Env['LOG_LEVEL'];
  /** Fastify's `trustProxy`: false, how many proxy hops, or the proxies' addresses and ranges. */
  trustProxy: false | number | string[];
  webDist: string | undefined;
  smtpUrl: string | undefined;
  mailFrom: string;
  google: { clientId: string; clientSecret: string; discoveryUrl: string } | undefined;
  stripe:
    | {
        secretKey: string;
        publishableKey: string;
        webhookSecret: string | undefined;
        /** Tests and self-hosted mocks only; undefined → api.stripe.com. */
        apiBase: string | undefined;
      }
    | undefined;
  paymentsSandbox: boolean;
  /** Bytes of the public GET response cache; 0 = off. */
  publicCacheBytes: number;
  /** IANA zone of the hostel's menu days, cutoffs and serving times. */
  hostelTimeZone: string;
}

export class ConfigError extends Error {}

/** Reads the environment into a typed config; a bad value throws one line naming the variable. */
export function loadConfig(source: NodeJS.ProcessEnv = process.env): AppConfig {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `${i.path.join('.')} ${i.message}`);
    throw new ConfigError(`Invalid configuration: ${lines.join('; ')}`);
  }
  const env = parsed.data;
  const isProduction = env.NODE_ENV === 'production';
  if (Boolean(env.GOOGLE_CLIENT_ID) !== Boolean(env.GOOGLE_CLIENT_SECRET)) {
    throw new ConfigError(
      'Invalid configuration: GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET must be set together',
    );
  }
  if (Boolean(env.STRIPE_SECRET_KEY) !== Boolean(env.STRIPE_PUBLISHABLE_KEY)) {
    throw new ConfigError(
      'Invalid configuration: STRIPE_SECRET_KEY and STRIPE_PUBLISHABLE_KEY must be set together',
    );
  }
  return {
    env: env.NODE_ENV,
    isProduction,
    port: env.PORT,
    host: env.HOST,
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, ''),
    dataDir: path.resolve(env.DATA_DIR),
    databaseUrl: env.DATABASE_URL,
    adminEmail: env.ADMIN_EMAIL?.toLowerCase(),
    adminPassword: env.ADMIN_PASSWORD,
    authSecret: env.AUTH_SECRET,
    rateLimit: env.RATE_LIMIT === 'on',
    seedDemo: env.SEED_DEMO === 'on',
    logLevel: env.LOG_LEVEL,
    trustProxy: env.TRUST_PROXY,
    webDist: env.WEB_DIST ? path.resolve(env.WEB_DIST) : undefined,
    smtpUrl: env.SMTP_URL,
    mailFrom: env.MAIL_FROM,
    google:
      env.GOOGLE_CLIENT_ID && env.GOOGLE_CLIENT_SECRET
        ? {
            clientId: env.GOOGLE_CLIENT_ID,
            clientSecret: env.GOOGLE_CLIENT_SECRET,
            discoveryUrl: env.GOOGLE_DISCOVERY_URL ?? GOOGLE_DISCOVERY_URL,
          }
        : undefined,
    stripe:
      env.STRIPE_SECRET_KEY && env.STRIPE_PUBLISHABLE_KEY
        ? {
            secretKey: env.STRIPE_SECRET_KEY,
            publishableKey: env.STRIPE_PUBLISHABLE_KEY,
            webhookSecret: env.STRIPE_WEBHOOK_SECRET,
            apiBase: env.STRIPE_API_BASE,
          }
        : undefined,
    // The sandbox provider never takes real money, so production must opt in to it explicitly.
    paymentsSandbox: env.PAYMENTS_SANDBOX ? env.PAYMENTS_SANDBOX === 'on' : !isProduction,
    publicCacheBytes: Math.round(env.PUBLIC_CACHE_MB * 1024 * 1024),
    hostelTimeZone: env.HOSTEL_TIME_ZONE,
  };
}
