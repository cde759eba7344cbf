import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type pg from 'pg';
import * as schema from './schema/index.js';
import { acquireDataDirLock, type DataDirLock } from './data-dir-lock.js';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { migrationsDir } from '../lib/paths.js';
import pLimit from 'p-limit';

const migrationConfig = { migrationsFolder: migrationsDir, migrationsSchema: 'public' };
// Any fixed number: the advisory lock that keeps two starting instances from migrating at once.
const MIGRATION_LOCK_ID = 727_001;

export type Schema = typeof schema;
/** Both drivers give the same Drizzle query builder; code above this file never knows which one runs. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export type Listener = (payload: string) => void;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Runs raw SQL (migrations lock, health check, EXPLAIN) and returns rows. */
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<T[]>;
  /** LISTEN on a channel; resolves to an unsubscribe function. */
  listen(channel: string, onMessage: Listener): Promise<() => Promise<void>>;
  /** Applies the committed SQL migrations; safe to call from several instances at once. */
  migrate(): Promise<void>;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  databaseUrl?: string | undefined;
  /** Directory of the embedded database; `memory://` keeps it in memory (tests). */
  dataDir: string;
  /**
   * An embedded database to start from (PGlite's `dumpDataDir`), instead of an empty one: tests start from one
   * migrated copy, which skips PGlite's initdb (about 2 s of CPU per database).
   */
  template?: Blob | undefined;
  poolSize?: number;
}

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  return options.databaseUrl
    ? openPostgres(options.databaseUrl, options.poolSize ?? 20)
    : openPglite(options.dataDir, options.template);
}

/**
 * PGlite runs PostgreSQL inside our process, so its memory is our RSS (budget: < 300 MB under load). Its
 * postgresql.conf asks for 128 MB of shared buffers, which PGlite allocates and touches at start-up; the
 * public reads' working set (meals with its indexes) is ~15 MB at 10,000 meals and the visitor cache answers
 * most reads, so 16 MB holds it. One backend is all single-user mode ever runs; 5 connection slots (not
 * 100) shrink the lock and process tables.
 */
const PGLITE_START_PARAMS = [
  ...PGlite.defaultStartParams,
  '-c',
  'shared_buffers=16MB',
  '-c',
  'max_connections=5',
];

/**
 * PGlite runs each statement as synchronous WebAssembly, and every `await` on it resolves at once: queued
 * requests then run back to back inside one microtask chain (PGlite's own lock hands over by promise), and the
 * event loop does not poll sockets until the whole queue is done. Under load, arriving connections were
 * accepted only between such chains and waited seconds behind warm ones. Here statements and transactions
 * enter PGlite one at a time, each in a turn of the event loop of its own, so accepting and reading sockets
 * keep step with the queries; a transaction's own statements still run without a break.
 */
function oneEntryPerLoopTurn(client: PGlite): void {
  const queue = pLimit(1);
  const query = client.query.bind(client);
  const exec = client.exec.bind(client);
  const transaction = client.transaction.bind(client);
  client.query = (...args) => queue(() => nextTurn().then(() => query(...args)));
  client.exec = (...args) => queue(() => nextTurn().then(() => exec(...args)));
  client.transaction = (...args) => queue(() => nextTurn().then(() => transaction(...args)));
}

async function openPglite(dataDir: string, template?: Blob): Promise<Database> {
  let lock: DataDirLock | undefined;
  let location = 'memory://';
  if (dataDir !== 'memory://') {
    mkdirSync(dataDir, { recursive: true });
    // PGlite has no lock of its own: a second process on the same directory would corrupt it.
    lock = acquireDataDirLock(dataDir);
    location = path.join(dataDir, 'pglite');
  }
  try {
    const client = await PGlite.create(location, {
      startParams: PGLITE_START_PARAMS,
      ...(template ? { loadDataDir: template } : {}),
    });
    oneEntryPerLoopTurn(client);
    const db = drizzlePglite(client, { schema, casing: 'snake_case' }) as unknown as Db;
    return {
      db,
      kind: 'pglite',
      async query<T>(sql: string, params?: unknown[]) {
        const result = await client.query<T>(sql, params);
        return result.rows;
      },
      async listen(channel, onMessage) {
        const unlisten = await client.listen(channel, onMessage);
        return () => unlisten();
      },
      async migrate() {
        await migratePglite(drizzlePglite(client), migrationConfig);
      },
      async close() {
        await client.close();
        lock?.release();
      },
    };
  } catch (error) {
    lock?.release();
    throw error;
  }
}

async function openPostgres(url: string, poolSize: number): Promise<Database> {
  // Loaded only for PostgreSQL: a server on the embedded database never needs the pg driver in its heap.
  const [{ default: pgModule }, { drizzle: drizzlePg }, { migrate: migratePg }] = await Promise.all([
    import('pg'),
    import('drizzle-orm/node-postgres'),
    import('drizzle-orm/node-postgres/migrator'),
  ]);
  const pool = new pgModule.Pool({ connectionString: url, max: poolSize, connectionTimeoutMillis: 5000 });
  // An idle client that loses its server emits 'error'; without a listener that would crash the process.
  pool.on('error', () => {});
  const probe = await pool.connect();
  probe.release();
  const db = drizzlePg(pool, { schema, casing: 'snake_case' }) as unknown as Db;
  const listeners = new Set<pg.PoolClient>();
  return {
    db,
    kind: 'postgres',
    async query<T>(sql: string, params?: unknown[]) {
      const result = await pool.query(sql, params);
      return result.rows as T[];
    },
    async listen(channel, onMessage) {
      // LISTEN needs one dedicated connection for as long as we listen. If that connection is lost (server
      // restart, failover, idle kill), a new one is opened with backoff; what was sent meanwhile is missed,
      // which listeners must tolerate (the screens keep a polling fallback).
      const quoted = `"${channel.replace(/"/g, '')}"`;
      let current: pg.PoolClient | undefined;
      let stopped = false;
      let retry: NodeJS.Timeout | undefined;
      const drop = (client: pg.PoolClient) => {
        if (current !== client) return;
        current = undefined;
        listeners.delete(client);
        client.release(true); // destroy: a broken connection must not go back to the pool
        if (!stopped) schedule(1000);
      };
      const connect = async () => {
        const client = await pool.connect();
        client.on('notification', (msg) => {
          if (msg.channel === channel) onMessage(msg.payload ?? '');
        });
        client.on('error', () => drop(client));
        current = client;
        listeners.add(client);
        await client.query(`LISTEN ${quoted}`);
      };
      const schedule = (delay: number) => {
        retry = setTimeout(() => {
          if (stopped) return;
          connect().catch(() => {
            if (current) drop(current);
            else schedule(Math.min(delay * 2, 30_000));
          });
        }, delay);
        retry.unref();
      };
      await connect();
      return async () => {
        stopped = true;
        clearTimeout(retry);
        const client = current;
        if (!client) return;
        current = undefined;
        listeners.delete(client);
        await client.query(`UNLISTEN ${quoted}`).catch(() => {});
        client.release();
      };
    },
    async migrate() {
      const client = await pool.connect();
      try {
        await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
        await migratePg(drizzlePg(client), migrationConfig);
      } finally {
        await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]).catch(() => {});
        client.release();
      }
    },
    async close() {
      for (const client of listeners) client.release();
      listeners.clear();
      await pool.end();
    },
  };
}
