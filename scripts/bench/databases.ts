// Throwaway databases for one bench run: a uniquely named PostgreSQL database or a temporary PGlite directory,
// seeded with the large data set through the server's own openDatabase + migrations, and removed afterwards.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { openDatabase } from '../../apps/server/src/db/client.js';
import type { DbKind } from './args.js';
import { checkCounters, seedLarge, type SeedLargeResult } from './seed-large.js';
import { seedInsights } from './seed-insights.js';
import { seedDiners, storeBenchPassKey } from './seed-diners.js';
import { seedMenu } from './seed-menu.js';

/** Members with a running plan in the bench's hostel: the headcount counts each in every slot. */
const MENU_MEMBERS = 1_000;

export interface ThrowawayDatabase {
  kind: DbKind;
  /** e.g. "PostgreSQL 15.20" or "PGlite 0.5.16 (embedded)". */
  label: string;
  /** DATABASE_URL / DATA_DIR for the server process. */
  serverEnv: Record<string, string>;
  seed(meals: number, log: (m: string) => void): Promise<SeedLargeResult & { seedSeconds: number }>;
  /** Meals whose counters differ from their rows (checkCounters); the server must be stopped on PGlite. */
  checkCounters(): Promise<{ mismatches: number }>;
  /**
   * Adds the scan row's diners (seed-diners.ts) while the server runs; undefined on PGlite, whose database
   * lives inside the server's process.
   */
  seedDiners?(): Promise<void>;
  dispose(): Promise<void>;
}

const live = new Set<ThrowawayDatabase>();

/** Drops / removes every throwaway database still there: called on failure and on Ctrl-C. */
export async function disposeAllDatabases(): Promise<void> {
  await Promise.all([...live].map((d) => d.dispose().catch(() => {})));
}

export async function postgresReachable(pgUrl: string): Promise<string | null> {
  const client = new pg.Client({ connectionString: pgUrl, connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    const [row] = (await client.query<{ v: string }>("select current_setting('server_version') as v")).rows;
    // "15.20 (Debian 15.20-0+deb12u1)" → "PostgreSQL 15.20"
    return `PostgreSQL ${(row?.v ?? '?').split(' ')[0]}`;
  } catch {
    return null;
  } finally {
    await client.end().catch(() => {});
  }
}

export function pgliteVersion(): string {
  const root = path.resolve(import.meta.dirname, '../..');
  for (const dir of ['apps/server/node_modules', 'node_modules']) {
    try {
      const pkg = JSON.parse(readFileSync(path.join(root, dir, '@electric-sql/pglite/package.json'), 'utf8'));
      return `PGlite ${pkg.version as string}`;
    } catch {
      // try the next place
    }
  }
  return 'PGlite';
}

async function countersOf(options: { databaseUrl?: string; dataDir: string }) {
  const database = await openDatabase(options);
  try {
    return await checkCounters(database);
  } finally {
    await database.close();
  }
}

async function seedThrough(
  options: { databaseUrl?: string; dataDir: string },
  meals: number,
  log: (m: string) => void,
) {
  const started = Date.now();
  const database = await openDatabase(options);
  try {
    await database.migrate();
    const result = await seedLarge(database, { meals, onProgress: (m) => log(`    seed ${m}`) });
    const { mismatches } = await checkCounters(database);
    if (mismatches !== 0) throw new Error(`seed-large left ${mismatches} meals with wrong counters`);
    const menu = await seedMenu(database, { members: MENU_MEMBERS });
    log(
      `    seed menu: ${menu.days} days from ${menu.today} less 7, ${menu.members} members, ${menu.skips} skips, ${menu.servings} servings`,
    );
    await storeBenchPassKey(database);
    const history = await seedInsights(database, { users: result.users });
    log(`    seed insights: ${history.requests} requests over 90 days, ${history.payments} payments`);
    return { ...result, seedSeconds: (Date.now() - started) / 1000 };
  } finally {
    await database.close();
  }
}

export async function createThrowawayDatabase(
  kind: DbKind,
  pgUrl: string,
  label: string,
): Promise<ThrowawayDatabase> {
  if (kind === 'pglite') {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'messhall-bench-'));
    const db: ThrowawayDatabase = {
      kind,
      label,
      serverEnv: { DATA_DIR: dataDir },
      seed: (meals, log) => seedThrough({ dataDir }, meals, log),
      checkCounters: () => countersOf({ dataDir }),
      async dispose() {
        live.delete(db);
        rmSync(dataDir, { recursive: true, force: true });
      },
    };
    live.add(db);
    return db;
  }

  // BENCH_DB_PREFIX: engineers sharing one PostgreSQL server each keep to their own database names.
  const name = `${process.env.BENCH_DB_PREFIX ?? 'messhall_bench_'}${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`;
  const admin = new pg.Client({ connectionString: pgUrl });
  await admin.connect();
  try {
    await admin.query(`create database "${name}"`);
  } finally {
    await admin.end();
  }
  const url = new URL(pgUrl);
  url.pathname = `/${name}`;
  const databaseUrl = url.toString();
  let dropped = false;
  const db: ThrowawayDatabase = {
    kind,
    label,
    serverEnv: { DATABASE_URL: databaseUrl },
    // openDatabase still wants a data dir; with a URL it is never touched.
    seed: (meals, log) => seedThrough({ databaseUrl, dataDir: os.tmpdir() }, meals, log),
    checkCounters: () => countersOf({ databaseUrl, dataDir: os.tmpdir() }),
    async seedDiners() {
      const database = await openDatabase({ databaseUrl, dataDir: os.tmpdir() });
      try {
        await seedDiners(database);
      } finally {
        await database.close();
      }
    },
    async dispose() {
      live.delete(db);
      if (dropped) return;
      dropped = true;
      const cleaner = new pg.Client({ connectionString: pgUrl });
      await cleaner.connect();
      try {
        await cleaner.query(`drop database if exists "${name}" with (force)`);
      } finally {
        await cleaner.end();
      }
    },
  };
  live.add(db);
  return db;
}
