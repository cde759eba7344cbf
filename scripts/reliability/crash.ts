// (b) Crash: the server on the embedded database (PGlite) is killed with SIGKILL at a random moment while
// writers hammer it, 20 times over. Each restart must take over the stale lock and open the database; at the end
// every write the server acknowledged (2xx) must be there, and the meals' review counters must match the rows.
import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { openDatabase } from '../../apps/server/src/db/client.js';
import { createBenchSessions, type BenchUser } from '../bench/session.js';
import { Checks, log, publishedMealIds, send, sleep, startServer, tempDir, type Server } from './common.js';

export interface CrashFigures {
  cycles: number;
  survived: number;
  acknowledged: number;
  missing: number;
}

interface Acked {
  emails: string[];
  reviews: { userId: string; mealId: string }[];
}

/** Writes until `stop` is set; a write counts only when the server answered 2xx. */
function writers(server: Server, cycle: number, users: BenchUser[], mealIds: string[], acked: Acked) {
  let stop = false;
  const loops: Promise<void>[] = [];
  for (let w = 0; w < 2; w++) {
    loops.push(
      (async () => {
        for (let n = 0; !stop; n++) {
          const email = `crash-${cycle}-${w}-${n}@rel.messhall.test`;
          const res = await send(server.base, 'POST', '/api/newsletter', { email }).catch(() => null);
          if (!res) return; // the server is gone
          if (res.status >= 200 && res.status < 300) acked.emails.push(email);
        }
      })(),
    );
  }
  users.forEach((user, u) => {
    loops.push(
      (async () => {
        for (let n = 0; !stop; n++) {
          const mealId = mealIds[(cycle * 7 + n + u) % mealIds.length]!;
          const res = await send(
            server.base,
            'POST',
            `/api/meals/${mealId}/reviews`,
            { rating: 1 + ((n + u) % 5), content: `Crash cycle ${cycle}, write ${n}` },
            user.headers,
          ).catch(() => null);
          if (!res) return;
          if (res.status >= 200 && res.status < 300) acked.reviews.push({ userId: user.id, mealId });
        }
      })(),
    );
  });
  return {
    async stop() {
      stop = true;
      await Promise.allSettled(loops);
    },
  };
}

export async function crashSuite(checks: Checks, cycles: number): Promise<CrashFigures> {
  const dataDir = tempDir('crash');
  // Fixed for every start, so the sessions made in the first cycle stay valid after each restart.
  const env = { DATA_DIR: dataDir, AUTH_SECRET: randomBytes(32).toString('hex'), SEED_DEMO: 'on' };
  const acked: Acked = { emails: [], reviews: [] };
  let survived = 0;
  let users: BenchUser[] = [];
  let mealIds: string[] = [];
  const lockFile = path.join(dataDir, 'messhall.lock');

  for (let cycle = 0; cycle < cycles; cycle++) {
    let server: Server;
    try {
      server = await startServer(env);
    } catch (error) {
      checks.check(`crash: restart after kill ${cycle}`, false, String(error).slice(0, 500));
      break;
    }
    if (cycle > 0) survived++;
    if (cycle === 0) {
      mealIds = await publishedMealIds(server.base, 30);
      const sessions = await createBenchSessions(server.base, 3);
      if (!sessions.ok) throw new Error(`could not sign users in: ${sessions.reason}`);
      users = sessions.users;
    }
    const before = acked.emails.length + acked.reviews.length;
    const load = writers(server, cycle, users, mealIds, acked);
    await sleep(300 + Math.floor(Math.random() * 1500));
    server.child.child.kill('SIGKILL');
    await server.child.exited;
    await load.stop();
    await server.child.stop();
    const lockPid = existsSync(lockFile) ? readFileSync(lockFile, 'utf8').trim() : 'none';
    log(
      `crash: cycle ${cycle + 1}/${cycles}: killed pid ${server.child.pid} after ${acked.emails.length + acked.reviews.length - before} acknowledged writes (stale lock: pid ${lockPid})`,
    );
  }

  // The last start: the stale lock taken over once more, then a clean stop, so the data can be read directly.
  let missing = -1;
  try {
    const last = await startServer(env);
    survived++;
    await last.child.stop();
    const database = await openDatabase({ dataDir });
    try {
      const emails = new Set(
        (await database.query<{ email: string }>('select email from newsletter_subscribers')).map(
          (r) => r.email,
        ),
      );
      const reviews = new Set(
        (await database.query<{ k: string }>("select user_id || '/' || meal_id as k from reviews")).map(
          (r) => r.k,
        ),
      );
      const lostEmails = acked.emails.filter((e) => !emails.has(e));
      const lostReviews = acked.reviews.filter((r) => !reviews.has(`${r.userId}/${r.mealId}`));
      missing = lostEmails.length + lostReviews.length;
      const [counters] = await database.query<{ off: number }>(
        `select count(*)::int as off from meals m
          where m.reviews_count <> (select count(*) from reviews r where r.meal_id = m.id)
             or m.rating_sum <> (select coalesce(sum(rating), 0) from reviews r where r.meal_id = m.id)`,
      );
      checks.check(
        'crash: every acknowledged write is there after the kills',
        missing === 0 && acked.emails.length > 0 && acked.reviews.length > 0,
        `${acked.emails.length} subscriptions and ${acked.reviews.length} reviews acknowledged, ${missing} missing` +
          (lostEmails[0] ? ` (e.g. ${lostEmails[0]})` : ''),
      );
      checks.check(
        'crash: review counters match the rows',
        counters?.off === 0,
        `${counters?.off} meals off`,
      );
    } finally {
      await database.close();
    }
  } catch (error) {
    checks.check('crash: the database opens after the last kill', false, String(error).slice(0, 500));
  }
  checks.check(
    `crash: ${cycles} SIGKILLs survived (stale lock taken over, database opens)`,
    survived === cycles,
    `${survived}/${cycles} restarts healthy`,
  );
  rmSync(dataDir, { recursive: true, force: true });
  return {
    cycles,
    survived,
    acknowledged: acked.emails.length + acked.reviews.length,
    missing,
  };
}
