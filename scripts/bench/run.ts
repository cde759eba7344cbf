// `npm run bench`: the API budgets (docs/product/architecture-rules.md#performance-budgets), measured on this machine.
//
// For PostgreSQL (a throwaway database on the local server) and the embedded PGlite (a temporary data dir):
// seed 10,000 meals / 100,000 likes / 50,000 reviews, start the built server (dist/server.js) in production
// mode, load each endpoint with autocannon, sample the server's RSS. Then a hello-world Fastify baseline, and a
// scale check (the same reads at 1,000 and 100,000 meals). Prints a table and writes docs/performance.md.
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DEFAULT_HOSTEL_TIME_ZONE } from '@messhall/shared';
import { hostelDate } from '../../apps/server/src/lib/hostel-clock.js';
import { parseArgs, USAGE, type BenchArgs, type DbKind } from './args.js';
import {
  endpointVerdict,
  rssVerdict,
  scaleVerdict,
  type DatabaseRun,
  type EndpointRun,
  type HelloRun,
  type Outcome,
  type ScaleRow,
  type ScaleRun,
} from './budgets.js';
import {
  createThrowawayDatabase,
  disposeAllDatabases,
  pgliteVersion,
  postgresReachable,
  type ThrowawayDatabase,
} from './databases.js';
import {
  LIKE_DISPLAY,
  menuEndpoints,
  likeEndpoint,
  probe,
  readEndpoints,
  READ_ENDPOINTS,
  reviewEndpoint,
  signedInEndpoints,
  skipDays,
  skipEndpoint,
  type Endpoint,
} from './endpoints.js';
import { scanEndpoint, serveLunchNow } from './scan.js';
import { DINERS } from './seed-diners.js';
import { runLoad, type LoadResult } from './load.js';
import { freePort, startChild, stopAllChildren, waitForHttp, type Child } from '../lib/processes.mjs';
import { rssMb, sampleRss } from './processes.js';
import { machineInfo, printReport, writeReport, type BenchReport } from './report.js';
import { benchMealId, benchMealIsPublished } from './seed-large.js';
import { buyPlan, createBenchSessions, signIn, type BenchUser } from './session.js';

const repoRoot = path.resolve(import.meta.dirname, '../..');
const serverEntry = path.join(repoRoot, 'apps/server/dist/server.js');
const LIKE_USERS = 10;
const ROTATED_MEALS = 500;
const SCALE_SIZES: [number, number] = [1_000, 100_000];

/** Whether --only (if given) names this row. */
const selected = (args: BenchArgs, key: string) => args.only === null || args.only.includes(key);

const started = Date.now();
function log(message: string) {
  const s = ((Date.now() - started) / 1000).toFixed(0).padStart(4);
  console.log(`[${s}s] ${message}`);
}

function newestMtime(target: string): number {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(target)) {
    if (entry === 'node_modules' || entry === 'dist') continue;
    newest = Math.max(newest, newestMtime(path.join(target, entry)));
  }
  return newest;
}

/** Builds dist/server.js when missing, or (default) when the server's or shared package's sources are newer. */
function ensureBuilt(mode: BenchArgs['build'], server: string | null): string {
  // A server bundle named on the command line (e.g. a helper's own build) is measured as it is.
  if (server) {
    if (!existsSync(server)) throw new Error(`--server ${server}: no such file`);
    return `${path.relative(repoRoot, server)} as given (--server)`;
  }
  const exists = existsSync(serverEntry);
  const sources = ['apps/server/src', 'apps/server/drizzle', 'apps/server/build.mjs', 'packages/shared/src'];
  const stale =
    exists && sources.some((s) => newestMtime(path.join(repoRoot, s)) > statSync(serverEntry).mtimeMs);
  const why = !exists ? 'missing' : mode === 'always' ? 'asked for' : stale ? 'older than its sources' : '';
  if (!why || (mode === 'never' && exists))
    return `apps/server/dist/server.js as found${stale ? ' (stale)' : ''}`;
  log(`building the server (dist/server.js ${why})`);
  const result = spawnSync('npm', ['run', 'build', '-w', '@messhall/server'], {
    cwd: repoRoot,
    stdio: 'inherit',
  });
  if (result.status === 0) return `apps/server/dist/server.js built by the bench (${why})`;
  if (!existsSync(serverEntry))
    throw new Error('npm run build -w @messhall/server failed and there is no dist/server.js');
  log('WARNING: the build failed; measuring the existing dist/server.js');
  return 'apps/server/dist/server.js as found (rebuild failed)';
}

/** Published meal ids spread over the whole table (not just its first rows), for the :id rotations. */
function spreadPublishedIds(count: number, total: number): string[] {
  const ids = new Set<string>();
  for (let k = 0; k < count; k++) {
    let i = Math.floor((k * total) / count);
    while (i < total - 1 && !benchMealIsPublished(i)) i++;
    if (benchMealIsPublished(i)) ids.add(benchMealId(i));
  }
  return [...ids];
}

async function measure(
  target: { base: string; pid: number },
  endpoint: Endpoint,
  args: BenchArgs,
  seconds = args.duration,
): Promise<Outcome> {
  const checked = await probe(target.base, endpoint.request);
  if (checked.status !== 'ok') return checked;
  const url = target.base;
  const { request } = endpoint;
  const connections = endpoint.connections ?? args.connections;
  if (args.warmup > 0) await runLoad({ url, connections, seconds: args.warmup, request });
  const load = await runLoad({ url, connections, seconds, request, serverPid: target.pid });
  return { status: 'measured', load };
}

function describeLoad(load: LoadResult): string {
  const bad = load.errors + load.timeouts + load.non2xx;
  const cpu =
    load.serverCpuMsPerReq !== undefined ? `, server CPU ${load.serverCpuMsPerReq.toFixed(2)} ms/req` : '';
  return `${Math.round(load.reqPerSec)} req/s, p50 ${load.p50.toFixed(1)} ms, p99 ${load.p99.toFixed(1)} ms${cpu}${bad ? `, ${bad} bad` : ''}`;
}

function endpointRun(kind: DbKind, endpoint: Endpoint, outcome: Outcome, visitor?: LoadResult): EndpointRun {
  const { key, label, display, kind: k, budgeted, budget, visitorKey } = endpoint;
  const info = { key, label, display, kind: k, budgeted, budget, visitorKey };
  return { endpoint: info, outcome, ...endpointVerdict(kind, info, outcome, visitor) };
}

function measuredLoad(run: DatabaseRun, key: string | undefined): LoadResult | undefined {
  const found = run.endpoints.find((e) => e.endpoint.key === key)?.outcome;
  return found?.status === 'measured' ? found.load : undefined;
}

/**
 * After the skip row every user has skipped every rotated slot, after the undo row none: read back through
 * each user's own menu (the member's view), so a lost or doubled write shows as a wrong count.
 */
async function checkSkips(
  base: string,
  today: string,
  users: readonly BenchUser[],
  skipped: boolean,
  run: EndpointRun,
): Promise<void> {
  const days = skipDays(today);
  let wrong = 0;
  for (const user of users) {
    const res = await fetch(`${base}/api/menu?from=${days[0]}&to=${days.at(-1)}`, { headers: user.headers });
    const menu = (await res.json().catch(() => ({}))) as { days?: { slots: { skipped?: boolean }[] }[] };
    const slots = (menu.days ?? []).flatMap((day) => day.slots);
    wrong += slots.length === 0 ? 1 : slots.filter((slot) => slot.skipped !== skipped).length;
  }
  run.notes.push(wrong === 0 ? 'skips exact afterwards' : `skips: ${wrong} slots wrong afterwards`);
  if (wrong !== 0) run.verdict = 'FAIL';
  log(`  skips after the load: ${wrong} wrong`);
}

let serverFile = serverEntry;

/**
 * Node flags of the root `serve` script (`node <flags> apps/server/dist/server.js`), so the bench starts the
 * server exactly as production does — e.g. a heap flag there is measured here too, and only if it is there.
 */
function serveNodeFlags(): string[] {
  try {
    const pkg = JSON.parse(readFileSync(path.join(repoRoot, 'package.json'), 'utf8')) as {
      scripts?: Record<string, string>;
    };
    const match = /\bnode\s+(.*?)\s*apps\/server\/dist\/server\.js/.exec(pkg.scripts?.serve ?? '');
    return match?.[1] ? match[1].split(/\s+/).filter((f) => f.startsWith('--')) : [];
  } catch {
    return [];
  }
}

async function startServer(
  db: ThrowawayDatabase,
  extraEnv: Record<string, string> = {},
): Promise<{ child: Child; base: string; startupMs: number; admin: { email: string; password: string } }> {
  const port = await freePort();
  const admin = {
    email: 'bench-admin@bench.messhall.test',
    password: `Bench-${randomBytes(6).toString('hex')}-Admin9!`,
  };
  const base = `http://127.0.0.1:${port}`;
  // BENCH_SERVER_NODE_FLAGS (e.g. `--cpu-prof --cpu-prof-dir=/tmp/prof`): a profile of the server under load.
  const profiling = (process.env.BENCH_SERVER_NODE_FLAGS ?? '').split(' ').filter(Boolean);
  const child = startChild([...serveNodeFlags(), ...profiling, serverFile], {
    cwd: repoRoot,
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? '/tmp',
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: base,
      RATE_LIMIT: 'off',
      // The skip rows' members buy their plans through the sandbox provider.
      PAYMENTS_SANDBOX: 'on',
      SEED_DEMO: 'off',
      LOG_LEVEL: 'warn',
      ADMIN_EMAIL: admin.email,
      ADMIN_PASSWORD: admin.password,
      AUTH_SECRET: randomBytes(32).toString('hex'),
      ...db.serverEnv,
      ...extraEnv,
    },
  });
  const startupMs = await waitForHttp(`${base}/api/health`, child);
  return { child, base, startupMs, admin };
}

async function benchDatabase(kind: DbKind, label: string, args: BenchArgs): Promise<DatabaseRun> {
  const run: DatabaseRun = { kind, label, endpoints: [] };
  let db: ThrowawayDatabase | undefined;
  let child: Child | undefined;
  try {
    db = await createThrowawayDatabase(kind, args.pgUrl, label);
    log(`${label}: seeding ${args.meals.toLocaleString('en-US')} meals, 100,000 likes, 50,000 reviews`);
    run.seed = await db.seed(args.meals, log);
    log(`${label}: seeded in ${run.seed.seedSeconds.toFixed(1)} s; starting the server`);
    const server = await startServer(db);
    child = server.child;
    run.startupMs = server.startupMs;
    run.rssIdleMb = rssMb(child.pid);
    const { base } = server;
    const mealIds = spreadPublishedIds(ROTATED_MEALS, args.meals);

    // Sign-ups (password hashing) happen before the load, outside the RSS window.
    const likeRoute = await probe(base, {
      method: 'PATCH',
      path: `/api/meals/${mealIds[0]}/like`,
      headers: { 'content-type': 'application/json' },
      body: '{}',
    });
    const sessions =
      likeRoute.status === 'not-implemented' ? undefined : await createBenchSessions(base, LIKE_USERS);
    const planless = sessions?.ok
      ? (await Promise.all(sessions.users.map((user) => buyPlan(base, user)))).find(Boolean)
      : undefined;
    if (planless) log(`${label}: a bench user could not buy a plan (${planless}); the skip rows will fail`);
    const today = hostelDate(DEFAULT_HOSTEL_TIME_ZONE);

    const admin = await signIn(base, server.admin.email, server.admin.password);
    if (typeof admin === 'string') log(`${label}: the admin could not sign in (${admin}); no headcount row`);
    const menu = menuEndpoints(
      today,
      sessions?.ok ? sessions.users : [],
      typeof admin === 'string' ? undefined : admin,
    );

    const sampler = sampleRss(child.pid);
    try {
      const signedIn = sessions?.ok ? signedInEndpoints(mealIds, sessions.users) : [];
      for (const endpoint of [
        ...readEndpoints(mealIds, { compression: args.compression }),
        ...signedIn,
        ...menu,
        // Writes last: each empties the response cache that the reads above are measured with.
        ...(sessions?.ok
          ? [
              reviewEndpoint(mealIds, sessions.users),
              skipEndpoint(today, sessions.users, false),
              skipEndpoint(today, sessions.users, true),
            ]
          : []),
        ...(typeof admin === 'string' || !db.seedDiners ? [] : [scanEndpoint(today, admin)]),
      ].filter((e) => selected(args, e.key))) {
        log(`${label}: ${endpoint.display}`);
        if (endpoint.key === 'scan' && typeof admin !== 'string') {
          await db.seedDiners?.();
          log(`    seed diners: ${DINERS.toLocaleString('en-US')} members with today's plan`);
          const refused = await serveLunchNow(base, admin);
          if (refused) log(`${label}: ${refused}; the scan row will fail`);
        }
        const outcome = await measure({ base, pid: child.pid }, endpoint, args);
        log(
          `  → ${outcome.status === 'measured' ? describeLoad(outcome.load) : `${outcome.status}: ${outcome.reason}`}`,
        );
        const measured = endpointRun(kind, endpoint, outcome, measuredLoad(run, endpoint.visitorKey));
        if (
          sessions?.ok &&
          outcome.status === 'measured' &&
          (endpoint.key === 'skip' || endpoint.key === 'unskip')
        )
          await checkSkips(base, today, sessions.users, endpoint.key === 'skip', measured);
        run.endpoints.push(measured);
      }
      if (!selected(args, 'like')) return run;
      log(`${label}: ${LIKE_DISPLAY}`);
      let likeRun: EndpointRun;
      if (likeRoute.status === 'not-implemented' || !sessions) {
        const placeholder = likeEndpoint(mealIds, []);
        likeRun = endpointRun(
          kind,
          { ...placeholder, display: LIKE_DISPLAY },
          {
            status: 'not-implemented',
            reason: likeRoute.status === 'not-implemented' ? likeRoute.reason : 'not implemented',
          },
        );
      } else if (!sessions.ok) {
        const placeholder = likeEndpoint(mealIds, []);
        likeRun = endpointRun(
          kind,
          { ...placeholder, display: LIKE_DISPLAY },
          {
            status: 'skipped',
            reason: `no signed-in session: ${sessions.reason}`,
          },
        );
      } else {
        const endpoint = likeEndpoint(mealIds, sessions.users);
        likeRun = endpointRun(kind, endpoint, await measure({ base, pid: child.pid }, endpoint, args));
      }
      const o = likeRun.outcome;
      log(`  → ${o.status === 'measured' ? describeLoad(o.load) : `${o.status}: ${o.reason}`}`);
      run.endpoints.push(likeRun);
    } finally {
      run.rssPeakMb = sampler.stop().peakMb;
      run.rssVerdict = rssVerdict(kind, run.rssPeakMb);
    }
    log(
      `${label}: server RSS idle ${run.rssIdleMb.toFixed(0)} MB, peak under load ${run.rssPeakMb.toFixed(0)} MB`,
    );
  } catch (error) {
    run.error = error instanceof Error ? error.message : String(error);
    log(`${label}: ERROR ${run.error}`);
  } finally {
    await child?.stop();
    // The toggles' counters against their rows, once the server (and, on PGlite, its lock) is gone.
    const likeRun = run.endpoints.find((e) => e.endpoint.key === 'like');
    if (db && likeRun?.outcome.status === 'measured') {
      const { mismatches } = await db.checkCounters().catch(() => ({ mismatches: -1 }));
      likeRun.notes.push(
        mismatches === 0 ? 'counters exact afterwards' : `counters: ${mismatches} meals wrong afterwards`,
      );
      if (mismatches !== 0) likeRun.verdict = 'FAIL';
      log(`${label}: like counters after the load: ${mismatches} mismatches`);
    }
    await db
      ?.dispose()
      .catch((e: unknown) => log(`${label}: could not remove the throwaway database: ${String(e)}`));
  }
  return run;
}

async function benchHello(args: BenchArgs): Promise<HelloRun> {
  const port = await freePort();
  const child = startChild(['--import', 'tsx', 'scripts/bench/hello-world.ts'], {
    cwd: repoRoot,
    env: { PATH: process.env.PATH ?? '', PORT: String(port), NODE_ENV: 'production' },
  });
  try {
    const url = `http://127.0.0.1:${port}`;
    await waitForHttp(`${url}/`, child, 30_000);
    const request = { method: 'GET' as const, path: '/' };
    if (args.warmup > 0) await runLoad({ url, connections: args.connections, seconds: args.warmup, request });
    const load = await runLoad({
      url,
      connections: args.connections,
      seconds: args.duration,
      request,
      serverPid: child.pid,
    });
    log(`hello-world: ${describeLoad(load)}`);
    return { load };
  } catch (error) {
    return { error: error instanceof Error ? error.message : String(error) };
  } finally {
    await child.stop();
  }
}

async function scaleCheck(kind: DbKind, label: string, args: BenchArgs): Promise<ScaleRun> {
  const run: ScaleRun = { kind, label, sizes: SCALE_SIZES, seedSeconds: [], rows: [] };
  const results: Record<string, LoadResult | undefined>[] = [];
  const labels = new Map<string, string>();
  const failures = new Map<string, string>();
  try {
    for (const meals of SCALE_SIZES) {
      const db = await createThrowawayDatabase(kind, args.pgUrl, label);
      let child: Child | undefined;
      const measured: Record<string, LoadResult | undefined> = {};
      try {
        log(`scale: ${label}, ${meals.toLocaleString('en-US')} meals: seeding`);
        const seed = await db.seed(meals, log);
        run.seedSeconds.push(seed.seedSeconds);
        // The cache is off here: the scale check asks how the database work grows with the table, and cached
        // answers would hide exactly that.
        const server = await startServer(db, { PUBLIC_CACHE_MB: '0' });
        child = server.child;
        const endpoints = readEndpoints(spreadPublishedIds(ROTATED_MEALS, meals)).filter(
          (e) => (READ_ENDPOINTS as readonly string[]).includes(e.key) && selected(args, e.key),
        );
        for (const endpoint of endpoints) {
          labels.set(endpoint.key, endpoint.display.replace(/ \(\d+ ids rotated\)/, ''));
          const target = { base: server.base, pid: server.child.pid };
          const outcome = await measure(target, endpoint, args, args.scaleDuration);
          if (outcome.status === 'measured') {
            measured[endpoint.key] = outcome.load;
            log(`  ${meals} meals, ${endpoint.key}: ${describeLoad(outcome.load)}`);
          } else {
            failures.set(endpoint.key, `${outcome.status}: ${outcome.reason}`);
          }
        }
      } finally {
        await child?.stop();
        await db.dispose().catch(() => {});
      }
      results.push(measured);
    }
  } catch (error) {
    run.error = error instanceof Error ? error.message : String(error);
    log(`scale: ERROR ${run.error}`);
  }
  for (const key of READ_ENDPOINTS.filter((k) => selected(args, k))) {
    const small = results[0]?.[key];
    const large = results[1]?.[key];
    const ratio = small && large ? large.p50 / small.p50 : undefined;
    const notes: string[] = [];
    const failure = failures.get(key);
    if (failure) notes.push(failure);
    for (const [n, r] of [
      [SCALE_SIZES[0], small],
      [SCALE_SIZES[1], large],
    ] as const) {
      if (r && r.errors + r.timeouts + r.non2xx > 0)
        notes.push(`${n} meals: ${r.errors + r.timeouts + r.non2xx} bad answers`);
    }
    let verdict = scaleVerdict(ratio);
    if (verdict === 'PASS' && notes.length > 0) verdict = 'FAIL';
    const row: ScaleRow = { key, label: labels.get(key) ?? key, ratio, verdict, notes };
    if (small) row.small = small;
    if (large) row.large = large;
    run.rows.push(row);
  }
  return run;
}

async function main(): Promise<number> {
  const parsed = parseArgs(process.argv.slice(2));
  if (parsed === 'help') {
    console.log(USAGE);
    return 0;
  }
  const args = parsed;
  const loadAtStart = os.loadavg()[0] ?? 0;
  if (loadAtStart > os.cpus().length * 0.5) {
    log(
      `WARNING: load average ${loadAtStart.toFixed(2)} on ${os.cpus().length} cores: other work is running, figures will be low`,
    );
  }
  if (args.server) serverFile = path.resolve(args.server);
  const flags = serveNodeFlags();
  const build =
    ensureBuilt(args.build, args.server ? serverFile : null) +
    `, started as \`npm run serve\` starts it${flags.length ? ` (node ${flags.join(' ')})` : ''}`;
  log(build);

  const pgVersion =
    args.databases.includes('postgres') || (args.scale && args.scaleDb === 'postgres')
      ? await postgresReachable(args.pgUrl)
      : null;
  const pgLabel = pgVersion ?? 'PostgreSQL';
  const pgliteLabel = `${pgliteVersion()} (embedded)`;

  log(`hello-world baseline, ${args.connections} connections, ${args.duration} s`);
  const hello = await benchHello(args);

  const databases: DatabaseRun[] = [];
  for (const kind of args.databases) {
    if (kind === 'postgres' && !pgVersion) {
      databases.push({
        kind,
        label: pgLabel,
        endpoints: [],
        error: `PostgreSQL unreachable at ${args.pgUrl}`,
      });
      log(`PostgreSQL unreachable at ${args.pgUrl}: skipped`);
      continue;
    }
    databases.push(await benchDatabase(kind, kind === 'postgres' ? pgLabel : pgliteLabel, args));
  }

  let scale: ScaleRun | undefined;
  if (args.scale) {
    const kind: DbKind = args.scaleDb === 'postgres' && pgVersion ? 'postgres' : 'pglite';
    scale = await scaleCheck(kind, kind === 'postgres' ? pgLabel : pgliteLabel, args);
  }

  const report: BenchReport = {
    date: new Date(),
    args,
    machine: machineInfo({ postgres: pgVersion, pglite: pgliteVersion() }, loadAtStart),
    build,
    hello,
    databases,
    scale,
  };
  const failed = printReport(report);
  if (args.out) {
    const file = writeReport(report, path.resolve(repoRoot, args.out));
    log(`wrote ${path.relative(repoRoot, file)}`);
  }
  if (failed.length > 0) {
    console.log(
      `\n${failed.length} budget row(s) not passing${args.strict ? '' : ' (exit 0: pass --strict to fail on them)'}`,
    );
  }
  return args.strict && failed.length > 0 ? 1 : 0;
}

async function cleanup() {
  await stopAllChildren();
  await disposeAllDatabases();
}

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    console.log(`\n${signal}: stopping the servers and removing the throwaway databases…`);
    void cleanup().finally(() => process.exit(130));
  });
}

main()
  .then(async (code) => {
    await cleanup();
    process.exit(code);
  })
  .catch(async (error: unknown) => {
    console.error(error);
    await cleanup();
    process.exit(1);
  });
