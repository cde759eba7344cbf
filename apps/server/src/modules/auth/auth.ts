import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { admin, bearer } from 'better-auth/plugins';
import type { AppConfig } from '../../config.js';
import type { Db } from '../../db/client.js';
import { accounts, rateLimits, sessions, users, verifications } from '../../db/schema/index.js';

export interface AuthOptions {
  config: AppConfig;
  db: Db;
  secret: string;
}

/** better-auth on our Drizzle schema: e-mail + password, sessions in the database, roles by the admin plugin. */
export function createAuth({ config, db, secret }: AuthOptions) {
  return betterAuth({
    appName: 'Messhall',
    baseURL: config.publicUrl,
    basePath: '/api/auth',
    secret,
    database: drizzleAdapter(db, {
      provider: 'pg',
      schema: { user: users, session: sessions, account: accounts, verification: verifications, rateLimit: rateLimits },
    }),
    emailAndPassword: { enabled: true, minPasswordLength: 8, maxPasswordLength: 128 },
    user: {
      additionalFields: { lastLoginAt: { type: 'date', required: false, input: false } },
    },
    session: { expiresIn: 60 * 60 * 24 * 30, updateAge: 60 * 60 * 24 },
    rateLimit: { enabled: config.rateLimit, storage: 'database' },
    trustedOrigins: [config.publicUrl],
    telemetry: { enabled: false },
    plugins: [admin({ defaultRole: 'user', adminRoles: ['admin'] }), bearer()],
  });
}

export type Auth = ReturnType<typeof createAuth>;
