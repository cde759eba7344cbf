// The cluster check's phase 3: limits and sessions hold whichever instance answers, and the client address the
// app records is the one nginx saw, never one the client wrote into X-Forwarded-For.
import http from 'node:http';
import { readFileSync } from 'node:fs';
import type { Database } from '../../apps/server/src/db/client.js';
import { SseClient } from '../../apps/server/test/factories/sse.js';
import { signIn, type BenchUser } from '../bench/session.js';
import { send, sleep, type Checks } from './common.js';
import type { Meal } from './cluster-traffic.js';

/** The upstreams nginx sent `method path` requests to (its access log, from `from` on). */
function upstreamsOf(accessLog: string, method: string, pathPrefix: string, from: number): Set<string> {
  const lines = readFileSync(accessLog, 'utf8').split('\n').slice(from);
  return new Set(
    lines
      .filter((l) => l.startsWith(`${method} ${pathPrefix}`))
      .map((l) => l.split(' ')[3]!)
      .filter(Boolean),
  );
}
const logLength = (accessLog: string) => readFileSync(accessLog, 'utf8').split('\n').length - 1;

export async function accountLimitAcrossInstances(
  checks: Checks,
  proxy: { base: string; accessLog: string },
  member: BenchUser,
  meals: Meal[],
  max: number,
): Promise<void> {
  const from = logLength(proxy.accessLog);
  const statuses: number[] = [];
  for (const meal of meals.slice(0, max + 5)) {
    const res = await send(proxy.base, 'POST', '/api/requests', { mealId: meal.id }, member.headers);
    statuses.push(res.status);
  }
  const created = statuses.filter((s) => s === 201).length;
  const refused = statuses.filter((s) => s === 429).length;
  const upstreams = upstreamsOf(proxy.accessLog, 'POST', '/api/requests', from);
  checks.check(
    `limits: the per-account meal-request limit (${max} a day) holds across instances`,
    created === max && refused === 5 && upstreams.size >= 2,
    `${created} created, ${refused} refused 429, answered by ${upstreams.size} instances`,
  );
}

export async function signOutEndsEverywhere(
  checks: Checks,
  proxyBase: string,
  instanceBases: string[],
  who: { email: string; password: string },
): Promise<void> {
  const user = await signIn(proxyBase, who.email, who.password);
  if (typeof user === 'string') throw new Error(`sign-in failed: ${user}`);
  const cookie = user.cookie.cookie;
  // One stream on each instance, straight to it, and a read that works on each.
  const streams = await Promise.all(instanceBases.map((b) => SseClient.connect(`${b}/api/events`, cookie)));
  await Promise.all(streams.map((s) => s.connected()));
  const before = await Promise.all(
    instanceBases.map((b) => send(b, 'GET', '/api/requests', undefined, user.cookie)),
  );
  const out = await send(proxyBase, 'POST', '/api/auth/sign-out', {}, user.cookie);
  const after = await Promise.all(
    instanceBases.map((b) => send(b, 'GET', '/api/requests', undefined, user.cookie)),
  );
  const deadline = Date.now() + 5000;
  while (Date.now() < deadline && !streams.every((s) => s.ended)) await sleep(50);
  for (const s of streams) s.close();
  checks.check(
    'sessions: a sign-out through one instance ends the session on every instance, its streams included',
    before.every((r) => r.status === 200) &&
      out.status === 200 &&
      after.every((r) => r.status === 401) &&
      streams.every((s) => s.ended),
    `before ${before.map((r) => r.status).join('/')}, sign-out ${out.status}, after ${after
      .map((r) => r.status)
      .join('/')}, streams ended ${streams.filter((s) => s.ended).length}/${streams.length}`,
  );
}

/** Signs in through the proxy from 127.0.0.2 with a forged X-Forwarded-For; answers the session's address. */
function signInFrom(
  proxyBase: string,
  localAddress: string,
  who: { email: string; password: string },
): Promise<number> {
  const body = JSON.stringify(who);
  return new Promise((resolve, reject) => {
    const req = http.request(
      `${proxyBase}/api/auth/sign-in/email`,
      {
        method: 'POST',
        localAddress,
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
          origin: proxyBase,
          'x-forwarded-for': '203.0.113.7',
        },
      },
      (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

export async function clientAddressIsTheRealOne(
  checks: Checks,
  proxyBase: string,
  database: Database,
  who: { id: string; email: string; password: string },
): Promise<void> {
  const status = await signInFrom(proxyBase, '127.0.0.2', who);
  const [row] = await database.query<{ ip_address: string | null }>(
    'select ip_address from sessions where user_id = $1 order by created_at desc limit 1',
    [who.id],
  );
  checks.check(
    'client address: the app records the address nginx saw (127.0.0.2), not a forged X-Forwarded-For',
    status === 200 && row?.ip_address === '127.0.0.2',
    `sign-in ${status}, session address ${row?.ip_address ?? 'none'}`,
  );
}
