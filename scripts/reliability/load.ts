// (a) Load: autocannon, 50 connections, on GET /api/meals and on like toggles by signed-in users. No errors,
// no timeouts, no 5xx (no non-2xx at all); afterwards every meal's like counter equals its like rows.
import { rmSync } from 'node:fs';
import { openDatabase, type Database } from '../../apps/server/src/db/client.js';
import { likeEndpoint } from '../bench/endpoints.js';
import { runLoad, type LoadRequest, type LoadResult } from '../bench/load.js';
import { createBenchSessions } from '../bench/session.js';
import { Checks, log, publishedMealIds, startServer, tempDir } from './common.js';

export interface LoadFigures {
  database: string;
  seconds: number;
  connections: number;
  meals?: LoadResult;
  likes?: LoadResult;
  likeRows?: number;
  mismatchedMeals?: number;
}

const LIKE_USERS = 8;

function describe(load: LoadResult): string {
  const fivexx = Object.entries(load.statusCodes)
    .filter(([code]) => code.startsWith('5'))
    .reduce((n, [, count]) => n + count, 0);
  return (
    `${Math.round(load.reqPerSec)} req/s, ${load.total} requests, p99 ${load.p99.toFixed(1)} ms, ` +
    `errors ${load.errors}, timeouts ${load.timeouts}, non-2xx ${load.non2xx}, 5xx ${fivexx}`
  );
}

function clean(load: LoadResult): boolean {
  return load.total > 0 && load.errors === 0 && load.timeouts === 0 && load.non2xx === 0;
}

/** Where the server keeps its data for one load run; `open` reads it once the server has stopped. */
export interface LoadTarget {
  label: string;
  env: Record<string, string>;
  open: () => Promise<Database>;
  dispose: () => void;
}

export function pgliteTarget(): LoadTarget {
  const dataDir = tempDir('load');
  return {
    label: 'PGlite',
    env: { DATA_DIR: dataDir },
    open: () => openDatabase({ dataDir }),
    dispose: () => rmSync(dataDir, { recursive: true, force: true }),
  };
}

export function postgresTarget(url: string): LoadTarget {
  return {
    label: 'PostgreSQL',
    env: { DATABASE_URL: url },
    open: () => openDatabase({ dataDir: 'memory://', databaseUrl: url, poolSize: 2 }),
    dispose: () => {},
  };
}

export async function loadSuite(
  checks: Checks,
  target: LoadTarget,
  seconds: number,
  connections = 50,
): Promise<LoadFigures> {
  const figures: LoadFigures = { database: target.label, seconds, connections };
  const name = `load (${target.label})`;
  const server = await startServer({ ...target.env, SEED_DEMO: 'on' });
  try {
    const mealIds = await publishedMealIds(server.base, 30);
    checks.check(`${name}: demo meals to like`, mealIds.length >= 10, `${mealIds.length} published meals`);
    const sessions = await createBenchSessions(server.base, LIKE_USERS);
    if (!sessions.ok) throw new Error(`could not sign users in: ${sessions.reason}`);

    log(`${name}: GET /api/meals, ${connections} connections for ${seconds} s`);
    const list: LoadRequest = { method: 'GET', path: '/api/meals', headers: { 'accept-encoding': 'gzip' } };
    figures.meals = await runLoad({ url: server.base, connections, seconds, request: list });
    checks.check(
      `${name}: GET /api/meals held with no errors, timeouts or non-2xx`,
      clean(figures.meals),
      describe(figures.meals),
    );

    log(
      `${name}: like toggles by ${LIKE_USERS} users on ${mealIds.length} meals, ${connections} connections for ${seconds} s`,
    );
    const likes = likeEndpoint(mealIds, sessions.users).request;
    figures.likes = await runLoad({ url: server.base, connections, seconds, request: likes });
    checks.check(
      `${name}: like toggles held with no errors, timeouts or non-2xx`,
      clean(figures.likes),
      describe(figures.likes),
    );
  } finally {
    await server.child.stop();
  }

  // The counters against the rows, read once the server has let go of the database.
  const database = await target.open();
  try {
    const [row] = await database.query<{ rows: number; mismatched: number }>(
      `select (select count(*)::int from meal_likes) as rows,
              (select count(*)::int from meals m
                where m.likes_count <> (select count(*) from meal_likes l where l.meal_id = m.id)) as mismatched`,
    );
    figures.likeRows = row?.rows ?? -1;
    figures.mismatchedMeals = row?.mismatched ?? -1;
    checks.check(
      `${name}: every like counter equals its like rows`,
      figures.mismatchedMeals === 0,
      `${figures.likeRows} like rows, ${figures.mismatchedMeals} meals off`,
    );
  } finally {
    await database.close();
    target.dispose();
  }
  return figures;
}
