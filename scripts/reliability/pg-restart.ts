// (d) PostgreSQL restarted under the running app: while it is down, requests fail fast with 503 and our error
// shape; once it is back they succeed again, without restarting the app. A throwaway cluster on a free port,
// never the machine's shared PostgreSQL.
import { createBenchSessions } from '../bench/session.js';
import { Checks, log, send, sleep, startServer } from './common.js';
import { Cluster, pgBin } from './pg-cluster.js';

export interface PgRestartFigures {
  skipped?: string;
  downAnswers: number;
  down503: number;
  slowestDownMs: number;
  recoveryMs: number;
}

export async function pgRestartSuite(checks: Checks): Promise<PgRestartFigures> {
  const figures: PgRestartFigures = { downAnswers: 0, down503: 0, slowestDownMs: 0, recoveryMs: -1 };
  const bin = pgBin();
  if (!bin) {
    figures.skipped = 'no PostgreSQL server binaries (set PG_BIN to the directory of initdb and pg_ctl)';
    console.log(`  skip pg-restart: ${figures.skipped}`);
    return figures;
  }
  const cluster = await Cluster.create(bin);
  let stopServer: (() => Promise<void>) | undefined;
  try {
    cluster.start();
    const server = await startServer({
      DATABASE_URL: cluster.url(),
      SEED_DEMO: 'on',
    });
    stopServer = () => server.child.stop();
    const sessions = await createBenchSessions(server.base, 1);
    if (!sessions.ok) throw new Error(`could not sign a user in: ${sessions.reason}`);
    const user = sessions.users[0]!;
    let n = 0;
    // A read no cache can answer, a write, a signed-in read (session lookup), the health check, and a route of
    // better-auth's own.
    const names = [
      'GET /api/meals?search',
      'POST /api/newsletter',
      'GET /api/requests (signed in)',
      'GET /api/health',
      'GET /api/auth/get-session (better-auth)',
    ];
    const probes = () => [
      send(server.base, 'GET', `/api/meals?search=rice${n++}`),
      send(server.base, 'POST', '/api/newsletter', { email: `pg-restart-${n++}@rel.messhall.test` }),
      send(server.base, 'GET', '/api/requests', undefined, user.headers),
      send(server.base, 'GET', '/api/health'),
      send(server.base, 'GET', '/api/auth/get-session', undefined, user.headers),
    ];
    const ok = (res: { status: number }) => res.status >= 200 && res.status < 300;

    const before = await Promise.all(probes());
    checks.check(
      'pg-restart: requests succeed before',
      before.every(ok),
      before.map((r) => r.status).join(', '),
    );

    log('pg-restart: stopping PostgreSQL under the running app');
    cluster.stop();
    const downStatuses: string[] = [];
    for (let round = 0; round < 3; round++) {
      const started = Date.now();
      const answers = await Promise.all(probes().map((p) => p.catch(() => ({ status: 0, json: null }))));
      figures.slowestDownMs = Math.max(figures.slowestDownMs, Date.now() - started);
      answers.forEach((res, i) => {
        figures.downAnswers++;
        const body = res.json as { error?: { code?: string }; status?: string } | null;
        if (res.status === 503 && (body?.error?.code === 'SERVICE_UNAVAILABLE' || body?.status === 'error'))
          figures.down503++;
        else downStatuses.push(`${names[i]} → ${res.status} ${JSON.stringify(body).slice(0, 120)}`);
      });
    }
    if (figures.down503 !== figures.downAnswers) console.log(server.child.output().slice(-3000));
    checks.check(
      'pg-restart: while PostgreSQL is down every request answers 503 SERVICE_UNAVAILABLE',
      figures.down503 === figures.downAnswers,
      `${figures.down503}/${figures.downAnswers}${downStatuses.length ? `; others: ${[...new Set(downStatuses)].join('; ')}` : ''}`,
    );
    checks.check(
      'pg-restart: and answers fast (no hanging requests)',
      figures.slowestDownMs < 10_000,
      `slowest round ${figures.slowestDownMs} ms`,
    );

    log('pg-restart: starting PostgreSQL again');
    const restarted = Date.now();
    cluster.start();
    let after: { status: number }[] = [];
    while (Date.now() - restarted < 30_000) {
      after = await Promise.all(probes().map((p) => p.catch(() => ({ status: 0, json: null }))));
      if (after.every(ok)) break;
      await sleep(250);
    }
    figures.recoveryMs = Date.now() - restarted;
    checks.check(
      'pg-restart: requests succeed again without restarting the app',
      after.every(ok),
      `after ${figures.recoveryMs} ms (statuses ${after.map((r) => r.status).join(', ')})`,
    );
  } finally {
    await stopServer?.();
    cluster.dispose();
  }
  return figures;
}
