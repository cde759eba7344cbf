// `npm run test:cluster`: Messhall as a hall would run it. A throwaway PostgreSQL cluster, three production
// instances of the built server (TRUST_PROXY=on) and Debian's nginx in front with deploy/nginx.conf's rules.
// Under a steady mix of students' requests through nginx (CLUSTER_RATE a second, default 200), with a live
// stream per student:
//   1. rolling restart: each instance in turn gets SIGTERM, drains, and starts again from a new server build
//   2. crash: one instance is SIGKILLed; only requests in flight may fail; streams reconnect elsewhere and are
//      sent the notifications they missed (Last-Event-ID), none twice
//   3. limits and sessions across instances, and the client address the app sees
//   4. PostgreSQL restarted under the three: 503 while down, every instance serves again without a restart
// Prints a table and writes it into docs/operations.md (CLUSTER_WRITE_DOCS=off to skip); CLUSTER_JSON=<file>
// also writes the checks as JSON. CLUSTER_PHASE_SECONDS (default 12) sets the length of the steady phases.
import { randomBytes } from 'node:crypto';
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { USER_LIMITS } from '@messhall/shared';
import { openDatabase } from '../../apps/server/src/db/client.js';
import { insertMeals } from '../../apps/server/test/factories/meals.js';
import { giveMembership } from '../../apps/server/test/factories/memberships.js';
import { createBenchSessions, signIn, type BenchUser } from '../bench/session.js';
import { freePort, stopAllChildren } from '../lib/processes.mjs';
import { Checks, log, repoRoot, send, serverEntry, sleep, startServer, type Server } from './common.js';
import {
  accountLimitAcrossInstances,
  clientAddressIsTheRealOne,
  signOutEndsEverywhere,
} from './cluster-checks.js';
import { LiveStudent, p99, rateOf, Traffic, type Meal, type PhaseStats } from './cluster-traffic.js';
import { startNginx, type Proxy } from './nginx.js';
import { Cluster, pgBin } from './pg-cluster.js';

const RATE = Number(process.env.CLUSTER_RATE ?? 200);
const PHASE_MS = Number(process.env.CLUSTER_PHASE_SECONDS ?? 12) * 1000;
const STUDENTS = 12;
const INSTANCES = 3;
const ADMIN = { email: 'rel-admin@rel.messhall.test', password: 'Rel-Admin#2026' };

const checks = new Checks();
const started = Date.now();

function buildServer(outfile: string) {
  const built = spawnSync(process.execPath, ['build.mjs', '--outfile', outfile], {
    cwd: path.join(repoRoot, 'apps/server'),
    stdio: 'inherit',
  });
  if (built.status !== 0) throw new Error(`could not build ${outfile}`);
}

async function signUp(base: string, name: string): Promise<BenchUser & { password: string }> {
  const email = `cluster-${name}-${randomBytes(3).toString('hex')}@rel.messhall.test`;
  const password = `Cluster-${randomBytes(4).toString('hex')}-Pass9!`;
  const res = await send(base, 'POST', '/api/auth/sign-up/email', { name, email, password });
  if (res.status !== 200) throw new Error(`sign-up answered ${res.status}`);
  const user = await signIn(base, email, password);
  if (typeof user === 'string') throw new Error(user);
  return { ...user, password };
}

interface Row {
  phase: string;
  rate?: number;
  requests: number;
  failed: number;
  p99: number;
  writes: number;
  note: string;
}
const rows: Row[] = [];
const row = (s: PhaseStats, note = '') =>
  rows.push({
    phase: s.name,
    rate: rateOf(s),
    requests: s.requests,
    failed: s.failures,
    p99: p99(s.latencies),
    writes: s.writes,
    note,
  });
const writesFound: string[] = [];

async function main() {
  if (!existsSync(serverEntry)) buildServer(path.relative(path.join(repoRoot, 'apps/server'), serverEntry));
  // "A new build" for the rolling restart: the server bundled again, into a directory of its own.
  const nextEntry = path.join(repoRoot, 'apps/server/dist-cluster/server.js');
  buildServer('dist-cluster/server.js');
  const bin = pgBin();
  if (!bin)
    throw new Error('no PostgreSQL server binaries (set PG_BIN to the directory of initdb and pg_ctl)');
  const cluster = await Cluster.create(bin);
  cluster.start();
  const proxyPort = await freePort();
  const proxyBase = `http://127.0.0.1:${proxyPort}`;
  const ports = await Promise.all(Array.from({ length: INSTANCES }, () => freePort()));
  const secret = randomBytes(32).toString('hex');
  const env = (rateLimit: 'on' | 'off') => ({
    DATABASE_URL: cluster.url(),
    TRUST_PROXY: 'on',
    PUBLIC_URL: proxyBase,
    RATE_LIMIT: rateLimit,
    AUTH_SECRET: secret,
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
  });
  const database = await openDatabase({ dataDir: 'memory://', databaseUrl: cluster.url(), poolSize: 2 });
  let proxy: Proxy | undefined;
  try {
    // The first instance migrates the empty database and creates the admin; then the other two.
    const instances: Server[] = [await startServer(env('off'), ports[0])];
    instances.push(...(await Promise.all(ports.slice(1).map((p) => startServer(env('off'), p)))));
    proxy = await startNginx(ports, proxyPort);
    log(`cluster: nginx on ${proxy.base} → instances on ${ports.join(', ')}`);

    const stamp = randomBytes(2).toString('hex');
    const likeIds = await insertMeals(
      database.db,
      Array.from({ length: 20 }, (_, i) => ({ title: `Like ${i}` })),
    );
    const likeMeals: Meal[] = likeIds.map((id, i) => ({ id, title: `Like ${i}` }));
    const requestTitles = Array.from({ length: 3000 }, (_, i) => `Dish ${stamp}-${i}`);
    const requestIds = await insertMeals(
      database.db,
      requestTitles.map((title) => ({ title })),
    );
    const requestMeals: Meal[] = requestIds.map((id, i) => ({ id, title: requestTitles[i]! }));
    // Sign-ups hash a password each: a third of them at a time through each instance.
    const signedUp = await Promise.all(
      instances.map((s) => createBenchSessions(s.base, STUDENTS / INSTANCES)),
    );
    const sessions = { users: signedUp.flatMap((r) => (r.ok ? r.users : [])) };
    const refused = signedUp.find((r) => !r.ok);
    if (refused && !refused.ok) throw new Error(`could not sign students up: ${refused.reason}`);
    for (const s of sessions.users) await giveMembership(database.db, s.id);
    const admin = await signIn(proxy.base, ADMIN.email, ADMIN.password);
    if (typeof admin === 'string') throw new Error(`admin sign-in: ${admin}`);
    const limited = await signUp(proxy.base, 'Limited');
    await giveMembership(database.db, limited.id);
    const leaver = await signUp(proxy.base, 'Leaver');

    const live = sessions.users.map((u) => new LiveStudent(proxy!.base, u));
    live.forEach((l) => l.start());
    const traffic = new Traffic(proxy.base, RATE, sessions.users, admin, likeMeals, requestMeals.slice(50));
    log(`cluster: ${RATE} requests/s through nginx, ${STUDENTS} students with a live stream each`);
    traffic.beginPhase('steady (3 instances)');
    traffic.start();
    await sleep(PHASE_MS);

    // 1. Rolling restart onto the new build.
    const rolling = traffic.beginPhase('rolling restart');
    row(traffic.phases[0]!);
    for (let i = 0; i < INSTANCES; i++) {
      const t0 = Date.now();
      await proxy.drain([ports[i]!]);
      await instances[i]!.child.stop();
      const t1 = Date.now();
      instances[i] = await startServer(env('off'), ports[i], nextEntry);
      await proxy.drain([]);
      log(
        `cluster: instance ${i + 1} drained at nginx, stopped (SIGTERM) in ${t1 - t0} ms, ` +
          `back on the new build in ${Date.now() - t1} ms`,
      );
      await sleep(1000);
    }
    row(
      rolling,
      `each instance: down at nginx, SIGTERM, new build, up; ${traffic.resent} resent after nginx closed an idle connection`,
    );
    checks.check(
      'rolling restart: 0 failed requests',
      rolling.failures === 0 && rolling.requests > 0,
      `${rolling.requests} requests, ${rolling.failures} failed${rolling.failed.length ? `: ${[...new Set(rolling.failed)].slice(0, 5).join('; ')}` : ''}`,
    );

    // 2. Crash.
    const crash = traffic.beginPhase('crash (SIGKILL)');
    await sleep(3000);
    const inFlightAtSignal = traffic.inFlight;
    const sentAtSignal = traffic.sent;
    instances[1]!.child.child.kill('SIGKILL');
    await instances[1]!.child.exited;
    crash.inFlightAtKill = inFlightAtSignal + (traffic.sent - sentAtSignal);
    log(
      `cluster: instance 2 SIGKILLed with ${crash.inFlightAtKill} requests in flight through nginx until it exited`,
    );
    await sleep(PHASE_MS);
    instances[1] = await startServer(env('off'), ports[1], nextEntry);
    await sleep(2000);
    await traffic.stop();
    // What nginx said about the writes it could not pass on: the next step when a phase above failed.
    const writeErrors = proxy
      .errorLog()
      .split('\n')
      .filter((l) => /\[error\].*"(POST|PATCH|DELETE) /.test(l));
    if (rolling.failures > 0 || crash.failures > 0)
      console.log(`  nginx on the failed writes:\n    ${writeErrors.slice(-20).join('\n    ')}`);
    const readFailures = crash.failed.filter((f) => f.startsWith('GET '));
    row(crash, `${crash.inFlightAtKill} in flight at the kill`);
    checks.check(
      'crash: failed requests ≤ those in flight at the kill, and no read failed (nginx retried them)',
      crash.failures <= crash.inFlightAtKill && readFailures.length === 0,
      `${crash.failures} failed of ${crash.requests}, ${crash.inFlightAtKill} in flight${crash.failed.length ? `: ${[...new Set(crash.failed)].slice(0, 5).join('; ')}` : ''}`,
    );

    await writesSurvived(database, traffic);
    await streamsCaughtUp(database, live);

    // 3. Limits and sessions, with the per-account limits on (RATE_LIMIT=on) on every instance.
    log('cluster: restarting the three with RATE_LIMIT=on for the limits');
    await Promise.all(instances.map((s) => s.child.stop()));
    instances.splice(
      0,
      INSTANCES,
      ...(await Promise.all(ports.map((p) => startServer(env('on'), p, nextEntry)))),
    );
    await sleep(1000);
    await accountLimitAcrossInstances(
      checks,
      proxy,
      limited,
      requestMeals.slice(0, 50),
      USER_LIMITS['meal-request'].max,
    );
    await signOutEndsEverywhere(
      checks,
      proxy.base,
      instances.map((s) => s.base),
      leaver,
    );
    await clientAddressIsTheRealOne(checks, proxy.base, database, leaver);

    // 4. PostgreSQL restarted under the three.
    await database.close();
    await postgresRestart(cluster, proxy, instances, admin);
  } finally {
    await database.close().catch(() => {});
    await proxy?.stop();
    await stopAllChildren();
    cluster.dispose();
    rmSync(path.dirname(nextEntry), { recursive: true, force: true });
  }
}

async function writesSurvived(database: Awaited<ReturnType<typeof openDatabase>>, traffic: Traffic) {
  const { acked } = traffic;
  const emails = await database.query<{ n: number }>(
    'select count(*)::int as n from newsletter_subscribers where email = any($1)',
    [acked.newsletter],
  );
  const requestIds = [...acked.requests.keys()];
  const requests = await database.query<{ id: string; status: string }>(
    'select id, status from meal_requests where id = any($1::uuid[])',
    [requestIds],
  );
  const delivered = new Set(requests.filter((r) => r.status === 'delivered').map((r) => r.id));
  const servedFound = [...acked.served].filter((id) => delivered.has(id)).length;
  const likePairs = [...acked.likes].filter(([, liked]) => liked !== null) as [string, boolean][];
  const likeRows = await database.query<{ key: string }>(
    "select user_id || ' ' || meal_id as key from meal_likes",
  );
  const liked = new Set(likeRows.map((r) => r.key));
  const likesRight = likePairs.filter(([key, state]) => liked.has(key) === state).length;
  const [counters] = await database.query<{ off: number }>(
    `select count(*)::int as off from meals m
      where m.likes_count <> (select count(*) from meal_likes l where l.meal_id = m.id)`,
  );
  const ackedTotal = acked.newsletter.length + requestIds.length + acked.served.size + likePairs.length;
  const foundTotal = (emails[0]?.n ?? 0) + requests.length + servedFound + likesRight;
  writesFound.push(
    `newsletter sign-ups ${acked.newsletter.length} acknowledged / ${emails[0]?.n ?? 0} found`,
    `meal requests ${requestIds.length} / ${requests.length}`,
    `serves ${acked.served.size} / ${servedFound} delivered`,
    `likes (final state per student and meal) ${likePairs.length} / ${likesRight}`,
    `like counters off: ${counters?.off ?? '?'}`,
  );
  checks.check(
    'writes: every acknowledged write is in the database, like counters exact',
    foundTotal === ackedTotal && counters?.off === 0,
    `${ackedTotal} acknowledged, ${foundTotal} found; ${writesFound.join('; ')}`,
  );
}

async function streamsCaughtUp(database: Awaited<ReturnType<typeof openDatabase>>, live: LiveStudent[]) {
  const expected = new Map<string, string[]>();
  for (const student of live) {
    const notes = await database.query<{ title: string }>(
      "select title from notifications where user_id = $1 and type = 'request.delivered'",
      [student.user.id],
    );
    expected.set(
      student.user.id,
      notes.map((n) => n.title),
    );
  }
  // The last serves' notifications may still be on their way.
  const deadline = Date.now() + 8000;
  while (Date.now() < deadline && live.some((s) => s.received().length < expected.get(s.user.id)!.length))
    await sleep(200);
  await Promise.all(live.map((s) => s.stop()));
  let missing = 0;
  let doubled = 0;
  let total = 0;
  for (const student of live) {
    const got = student.received();
    const want = new Set(expected.get(student.user.id));
    total += want.size;
    doubled += got.length - new Set(got).size;
    missing += [...want].filter((t) => !got.includes(t)).length;
  }
  const gaps = live.flatMap((s) => s.gaps);
  const slowest = Math.max(0, ...gaps);
  checks.check(
    'streams: every student got each of their notifications exactly once across reconnects',
    missing === 0 && doubled === 0 && total > 0,
    `${total} notifications, ${missing} missing, ${doubled} doubled`,
  );
  checks.check(
    'streams: every dropped stream reconnected (to another instance) within 5 s',
    gaps.length > 0 && slowest <= 5000,
    `${gaps.length} reconnects, slowest ${slowest} ms`,
  );
  rows.push({ phase: 'live streams', requests: gaps.length, failed: missing + doubled, p99: p99(gaps), writes: total, note: 'reconnects; p99 = reconnect ms; writes = notifications' }); // prettier-ignore
}

async function postgresRestart(cluster: Cluster, proxy: Proxy, instances: Server[], admin: BenchUser) {
  const pids = instances.map((s) => s.child.pid);
  const probes = () => [
    send(proxy.base, 'GET', '/api/health/ready'),
    send(proxy.base, 'GET', `/api/meals?search=rice${Date.now()}`),
    send(proxy.base, 'GET', '/api/requests', undefined, admin.headers),
  ];
  log('cluster: stopping PostgreSQL under the three instances');
  cluster.stop();
  const down: number[] = [];
  for (let round = 0; round < 3; round++) {
    const answers = await Promise.all(probes().map((p) => p.catch(() => ({ status: 0 }))));
    down.push(...answers.map((a) => a.status));
    await sleep(300);
  }
  const instanceDown = await Promise.all(instances.map((s) => send(s.base, 'GET', '/api/health/ready')));
  const alive = await Promise.all(instances.map((s) => send(s.base, 'GET', '/api/health/live')));
  checks.check(
    'pg-restart: while PostgreSQL is down, 503 through nginx and from every instance (still alive)',
    down.every((s) => s === 503) &&
      instanceDown.every((r) => r.status === 503) &&
      alive.every((r) => r.status === 200),
    `through nginx ${down.join(',')}; ready ${instanceDown.map((r) => r.status).join('/')}; live ${alive.map((r) => r.status).join('/')}`,
  );
  const restarted = Date.now();
  cluster.start();
  let ok = false;
  let last = '';
  while (Date.now() - restarted < 30_000) {
    const direct = await Promise.all(instances.map((s) => send(s.base, 'GET', '/api/requests', undefined, admin.headers).catch(() => ({ status: 0 })))); // prettier-ignore
    const viaProxy = await Promise.all(probes().map((p) => p.catch(() => ({ status: 0 }))));
    last = `instances ${direct.map((r) => r.status).join('/')}, nginx ${viaProxy.map((r) => r.status).join('/')}`;
    if ([...direct, ...viaProxy].every((r) => r.status === 200)) {
      ok = true;
      break;
    }
    await sleep(250);
  }
  const recovery = Date.now() - restarted;
  const same = instances.every((s, i) => s.child.pid === pids[i] && s.child.child.exitCode === null);
  checks.check(
    'pg-restart: every instance serves again, none restarted',
    ok && same,
    `after ${recovery} ms (${last}); same processes: ${same}`,
  );
  rows.push({ phase: 'PostgreSQL restart', requests: down.length, failed: 0, p99: recovery, writes: 0, note: `${down.length} answers while down, all 503; p99 = recovery ms` }); // prettier-ignore
}

function table(): string {
  const lines = [
    '| Phase | Requests | req/s | Failed | p99 (ms) | Writes acknowledged | Note |',
    '| --- | ---: | ---: | ---: | ---: | ---: | --- |',
    ...rows.map(
      (r) =>
        `| ${r.phase} | ${r.requests} | ${r.rate === undefined ? '' : Math.round(r.rate)} | ${r.failed} | ${Math.round(r.p99)} | ${r.writes} | ${r.note} |`,
    ),
  ];
  return [
    ...lines,
    '',
    `Acknowledged writes vs found in the database afterwards: ${writesFound.join('; ')}.`,
  ].join('\n');
}

const START = '<!-- cluster-figures:start (written by npm run test:cluster) -->';
const END = '<!-- cluster-figures:end -->';

function writeDocs(text: string) {
  const file = path.join(repoRoot, 'docs/operations.md');
  const doc = readFileSync(file, 'utf8');
  const [head, rest] = doc.split(START);
  const tail = rest?.split(END)[1];
  if (head === undefined || tail === undefined) throw new Error(`docs/operations.md has no ${START}`);
  writeFileSync(file, `${head}${START}\n${text}\n${END}${tail}`);
}

process.on('SIGINT', () => {
  void stopAllChildren().then(() => process.exit(130));
});

try {
  await main();
} catch (error) {
  await stopAllChildren();
  checks.check(
    'cluster: ran to the end',
    false,
    error instanceof Error ? (error.stack ?? error.message) : String(error),
  );
}

const failed = checks.failed;
const seconds = Math.round((Date.now() - started) / 1000);
const summary =
  `${new Date().toISOString().slice(0, 10)}, ${os.cpus().length} cores (load ${os.loadavg()[0]!.toFixed(1)}), ` +
  `node ${process.version}, ${RATE} requests/s, ${seconds} s in all:\n\n${table()}`;
console.log('\n==== Cluster summary');
console.log(summary);
checks.print();
if (process.env.CLUSTER_WRITE_DOCS !== 'off' && failed.length === 0) {
  writeDocs(summary);
  log('table written to docs/operations.md');
}
checks.writeReport(process.env.CLUSTER_JSON);
console.log(`Cluster: ${checks.list.length - failed.length} passed, ${failed.length} failed`);
process.exit(failed.length === 0 ? 0 : 1);
