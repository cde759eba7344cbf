import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { inject } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app.js';
import { loadConfig, type AppConfig } from '../src/config.js';
import { openDatabase, type Database } from '../src/db/client.js';
import { createDatabase, databaseUrl, dropDatabase, throwawayDatabaseName } from './postgres-databases.js';
import { PGLITE_TEMPLATE, POSTGRES_TEMPLATE } from './provided-context.js';

/**
 * A fresh, migrated database for one test file: in-memory PGlite by default, or — when TEST_DATABASE_URL is
 * set — a throwaway PostgreSQL database created beside the one named there and dropped afterwards. Both start
 * as a copy of the run's migrated template (test/global-setup.ts); migrate() then only confirms it is current.
 */
export async function createTestDatabase(): Promise<{
  database: Database;
  drop: () => Promise<void>;
  /** The PostgreSQL URL of the throwaway database; undefined on PGlite. */
  url?: string;
}> {
  const baseUrl = process.env.TEST_DATABASE_URL;
  if (!baseUrl) {
    const templateFile = inject(PGLITE_TEMPLATE);
    const template = templateFile
      ? new Blob([new Uint8Array(readFileSync(templateFile))], { type: 'application/x-gzip' })
      : undefined;
    const database = await openDatabase({ dataDir: 'memory://', template });
    await database.migrate();
    return { database, drop: () => database.close() };
  }
  const name = throwawayDatabaseName(baseUrl);
  await createDatabase(baseUrl, name, inject(POSTGRES_TEMPLATE));
  const url = databaseUrl(baseUrl, name);
  const database = await openDatabase({ dataDir: 'memory://', databaseUrl: url, poolSize: 10 });
  await database.migrate();
  return {
    database,
    url,
    async drop() {
      await database.close();
      await dropDatabase(baseUrl, name);
    },
  };
}

export function testConfig(overrides: Record<string, string> = {}): AppConfig {
  return loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    RATE_LIMIT: 'off',
    SEED_DEMO: 'off',
    PUBLIC_URL: 'http://localhost:3000',
    WEB_DIST: '/nonexistent-web-dist',
    // Many tests write rows straight into the database, which no cache can hear of, so the public response
    // cache is off unless asked for: test/public-cache.test.ts turns it on, and PUBLIC_CACHE_MB=4 in the
    // environment runs any test file with it (decision 0016).
    PUBLIC_CACHE_MB: process.env.PUBLIC_CACHE_MB ?? '0',
    ...overrides,
  });
}

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  config: AppConfig;
  /** Shared by every instance on this database, so a session cookie works on all of them. */
  authSecret: string;
  /** Set on PostgreSQL: where a second instance connects. */
  databaseUrl?: string | undefined;
  close: () => Promise<void>;
}

/** The real app on a fresh database, exercised through app.inject. */
export async function buildTestApp(overrides: Record<string, string> = {}): Promise<TestApp> {
  const config = testConfig(overrides);
  const { database, drop, url } = await createTestDatabase();
  const authSecret = randomBytes(32).toString('hex');
  const app = await buildApp({ config, database, authSecret });
  await app.ready();
  return {
    app,
    database,
    config,
    authSecret,
    databaseUrl: url,
    async close() {
      await app.close();
      await drop();
    },
  };
}

/**
 * Another app instance on the same database as `first`, as a second server behind a load balancer: on PGlite
 * both share the one in-process database object; on PostgreSQL it gets its own connection pool to the same
 * database. Close it before `first` (its close leaves the shared database alone).
 */
export async function buildSecondApp(first: TestApp): Promise<TestApp> {
  const database = first.databaseUrl
    ? await openDatabase({ dataDir: 'memory://', databaseUrl: first.databaseUrl, poolSize: 10 })
    : first.database;
  const app = await buildApp({ config: first.config, database, authSecret: first.authSecret });
  await app.ready();
  return {
    app,
    database,
    config: first.config,
    authSecret: first.authSecret,
    databaseUrl: first.databaseUrl,
    async close() {
      await app.close();
      if (database !== first.database) await database.close();
    },
  };
}
