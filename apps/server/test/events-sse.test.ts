import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSecondApp, buildTestApp, type TestApp } from './helper.js';
import { insertMeals } from './factories/meals.js';
import { giveMembership } from './factories/memberships.js';
import { SseClient } from './factories/sse.js';
import { createUser, type TestUser } from './factories/users.js';

// Two app instances on ONE database, each on a real port: what a client connected to A hears must include
// what happened through B (LISTEN/NOTIFY), and only what is theirs to hear.
let a: TestApp;
let b: TestApp;
let urlA: string;
let member: TestUser;
let bystander: TestUser;
let admin: TestUser;
const streams: SseClient[] = [];

beforeAll(async () => {
  a = await buildTestApp();
  b = await buildSecondApp(a);
  const address = await a.app.listen({ port: 0, host: '127.0.0.1' });
  await b.app.listen({ port: 0, host: '127.0.0.1' });
  urlA = `${address}/api/events`;
  [member, bystander, admin] = await Promise.all([
    createUser(a.app, a.database, { name: 'Mona' }),
    createUser(a.app, a.database, { name: 'Bea' }),
    createUser(a.app, a.database, { role: 'admin', name: 'Ada' }),
  ]);
  await giveMembership(a.database.db, member.id);
}, 60_000);
afterAll(async () => {
  for (const s of streams) s.close();
  await b.close();
  await a.close();
});

/** The member asks for a meal through the given instance. */
function requestMeal(through: TestApp, mealId: string) {
  return through.app.inject({
    method: 'POST',
    url: '/api/requests',
    headers: member.headers,
    payload: { mealId },
  });
}

async function connect(user?: TestUser): Promise<SseClient> {
  const client = await SseClient.connect(urlA, user?.headers.cookie);
  streams.push(client);
  return client;
}

describe('GET /api/events', () => {
  it('is for signed-in users (401 otherwise)', async () => {
    const res = await fetch(urlA);
    expect(res.status).toBe(401);
    expect(((await res.json()) as { error: { code: string } }).error.code).toBe('UNAUTHENTICATED');
  });

  it('answers an event stream that proxies must not buffer, with a heartbeat comment', async () => {
    const stream = await connect(member);
    expect(stream.response.status).toBe(200);
    expect(stream.response.headers.get('content-type')).toMatch(/^text\/event-stream/);
    expect(stream.response.headers.get('cache-control')).toMatch(/no-cache/);
    expect(stream.response.headers.get('x-accel-buffering')).toBe('no');
    await stream.connected();
    a.app.liveHub.heartbeat();
    await stream.until(() => stream.comments.includes('ping') || undefined, 5000, 'heartbeat');
    stream.close();
  });

  it('closes the connection of an ended stream, so a client never sends its next request on it', async () => {
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    const get = (path: string, onResponse: (res: http.IncomingMessage) => void) =>
      http.get(new URL(path, urlA), { agent, headers: { cookie: member.headers.cookie } }, onResponse);
    const next = await new Promise<{ status: number | undefined; reused: boolean }>((resolve, reject) => {
      get('/api/events', (stream) => {
        stream.resume();
        stream.once('data', () => {
          for (const client of a.app.liveHub.clientsOf(member.id)) a.app.liveHub.close(client);
        });
        // The next request goes out the moment the stream's answer has ended, as a browser's would.
        stream.once('end', () => {
          const req = get('/api/health/live', (res) => {
            res.resume();
            resolve({ status: res.statusCode, reused: req.reusedSocket });
          }).on('error', reject);
        });
      }).on('error', reject);
    });
    agent.destroy();
    expect(next).toEqual({ status: 200, reused: false });
  });

  it('HEAD answers GET’s headers at once and holds no stream', async () => {
    const reader = await createUser(a.app, a.database, { name: 'Hedda' });
    const res = await fetch(urlA, { method: 'HEAD', headers: { cookie: reader.headers.cookie } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/event-stream/);
    expect(await res.text()).toBe('');
    expect(a.app.liveHub.countFor(reader.id)).toBe(0);
    expect((await fetch(urlA, { method: 'HEAD' })).status).toBe(401);
  });

  it('instance A streams what happens through instance B, to the right people only', async () => {
    const [mealId] = await insertMeals(a.database.db, [{ title: 'Shared kitchen' }]);
    const adminStream = await connect(admin);
    const memberStream = await connect(member);
    const bystanderStream = await connect(bystander);
    await Promise.all([adminStream.connected(), memberStream.connected(), bystanderStream.connected()]);

    // The member requests through B; admins on A hear request.created and get a notification.
    const created = await requestMeal(b, mealId!);
    expect(created.statusCode).toBe(201);
    const requestId = created.json()._id as string;
    const heard = await adminStream.next('request.created', (d) => d.requestId === requestId);
    expect(heard.data).toEqual({ requestId, mealId, userId: member.id, status: 'pending' });
    const note = await adminStream.next('notification', (d) => d.type === 'request.created');
    expect(note.data).toMatchObject({
      link: '/admin/servemeals',
      title: 'New meal request: Mona requested Shared kitchen',
    });

    // An admin serves through B; the member on A sees 'delivered' at once, plus the bell notification.
    const served = await b.app.inject({
      method: 'PATCH',
      url: `/api/requests/${requestId}/serve`,
      headers: admin.headers,
    });
    expect(served.statusCode).toBe(200);
    const updated = await memberStream.next('request.updated', (d) => d.requestId === requestId);
    expect(updated.data).toEqual({ requestId, mealId, userId: member.id, status: 'delivered' });
    const served_note = await memberStream.next('notification', (d) => d.type === 'request.delivered');
    expect(served_note.data).toMatchObject({
      title: 'Your request for Shared kitchen was served',
      link: '/dashboard/requestedmeals',
    });
    await adminStream.next('request.updated', (d) => d.requestId === requestId);

    // Something everyone hears, published through B: by the time the bystander has it, they would have had
    // the earlier events too, and they had none of them.
    const [upcomingId] = await insertMeals(a.database.db, [
      { title: 'Soon', status: 'upcoming', publishDate: new Date(Date.now() + 86_400_000) },
    ]);
    const publish = await b.app.inject({
      method: 'PATCH',
      url: `/api/upcoming/${upcomingId}`,
      headers: admin.headers,
    });
    expect(publish.statusCode).toBe(200);
    await bystanderStream.next('meal.published', (d) => d.mealId === upcomingId);
    expect(bystanderStream.events.map((e) => e.event)).toEqual(['meal.published']);
    // The member hears their own request (other tabs), but not the admins' notification about it.
    await memberStream.next('meal.published', (d) => d.mealId === upcomingId);
    expect(memberStream.events.some((e) => e.event === 'request.created')).toBe(true);
    const memberNotes = memberStream.events.filter((e) => e.event === 'notification');
    expect(memberNotes.map((e) => (e.data as { type: string }).type)).toEqual(['request.delivered']);
  });

  it('a rolled-back change sends nothing (NOTIFY is part of the transaction)', async () => {
    const stream = await connect(admin);
    await stream.connected();
    const [mealId] = await insertMeals(a.database.db, [{}]);
    const first = await requestMeal(b, mealId!);
    expect(first.statusCode).toBe(201);
    const dup = await requestMeal(b, mealId!);
    expect(dup.statusCode).toBe(409);
    // A later event arrives after anything the duplicate could have sent.
    await a.app.inject({
      method: 'DELETE',
      url: `/api/requests/${first.json()._id}`,
      headers: member.headers,
    });
    await stream.next('request.deleted');
    expect(stream.events.filter((e) => e.event === 'request.created')).toHaveLength(1);
  });
});

describe('reconnecting with Last-Event-ID', () => {
  const requestThroughB = async (title: string) => {
    const [mealId] = await insertMeals(a.database.db, [{ title }]);
    const res = await requestMeal(b, mealId!);
    expect(res.statusCode).toBe(201);
  };
  const noteTitles = (stream: SseClient) =>
    stream.events.filter((e) => e.event === 'notification').map((e) => (e.data as { title: string }).title);

  it('gets the notifications missed while away, once each, in order, from another instance', async () => {
    const admin2 = await createUser(a.app, a.database, { role: 'admin', name: 'Ida' });
    const first = await SseClient.connect(urlA, admin2.headers.cookie);
    streams.push(first);
    await first.connected();
    await requestThroughB('Before the drop');
    await first.next('notification', (d) => d.title === 'New meal request: Mona requested Before the drop');
    const seen = first.lastEventId;
    expect(seen).toMatch(/^\d+$/);
    first.close();

    await requestThroughB('Missed one');
    await requestThroughB('Missed two');
    // Back on the other instance, with the last id seen: the two missed ones, not the one already seen.
    const urlB = `${b.app.listeningOrigin}/api/events`;
    const again = await SseClient.connect(urlB, admin2.headers.cookie, seen);
    streams.push(again);
    await again.next('notification', (d) => d.title === 'New meal request: Mona requested Missed two');
    await requestThroughB('Live again');
    await again.next('notification', (d) => d.title === 'New meal request: Mona requested Live again');
    expect(noteTitles(again)).toEqual([
      'New meal request: Mona requested Missed one',
      'New meal request: Mona requested Missed two',
      'New meal request: Mona requested Live again',
    ]);
    const ids = again.events.filter((e) => e.event === 'notification').map((e) => BigInt(e.id ?? '0'));
    expect([...ids].sort((x, y) => (x < y ? -1 : x > y ? 1 : 0))).toEqual(ids);
    expect(new Set(ids).size).toBe(3);
  });

  it('a new stream is given a position, and one that comes back with it gets what it missed', async () => {
    const admin3 = await createUser(a.app, a.database, { role: 'admin', name: 'Oda' });
    const first = await SseClient.connect(urlA, admin3.headers.cookie);
    streams.push(first);
    await first.connected();
    await first.until(() => first.lastEventId, 5000, 'a starting id');
    first.close();
    await requestThroughB('While away');
    const again = await SseClient.connect(urlA, admin3.headers.cookie, first.lastEventId);
    streams.push(again);
    await again.next('notification', (d) => d.title === 'New meal request: Mona requested While away');
    expect(noteTitles(again)).toEqual(['New meal request: Mona requested While away']);
  });

  it('an id it did not issue replays nothing', async () => {
    const stream = await SseClient.connect(urlA, admin.headers.cookie, 'not-a-position');
    streams.push(stream);
    expect(stream.response.status).toBe(200);
    await stream.connected();
    await stream.until(() => stream.lastEventId, 5000, 'a starting id');
    expect(stream.events).toEqual([]);
  });
});

describe.runIf(process.env.TEST_DATABASE_URL)('on PostgreSQL', () => {
  it('listens again after the LISTEN connection is killed', async () => {
    const listeners = () =>
      a.database.query<{ pid: number }>(
        `select pid from pg_stat_activity
          where datname = current_database() and query like 'LISTEN%' and pid <> pg_backend_pid()`,
      );
    const before = (await listeners()).map((r) => r.pid);
    expect(before.length).toBeGreaterThanOrEqual(2); // instance A and instance B
    await a.database.query('select pg_terminate_backend(pid) from unnest($1::int[]) as pid', [before]);
    const deadline = Date.now() + 10_000;
    let after: number[] = [];
    while (Date.now() < deadline) {
      after = (await listeners()).map((r) => r.pid).filter((pid) => !before.includes(pid));
      if (after.length >= 2) break;
      await new Promise((r) => setTimeout(r, 100));
    }
    expect(after.length).toBeGreaterThanOrEqual(2);

    const stream = await connect(admin);
    await stream.connected();
    const [mealId] = await insertMeals(a.database.db, [{}]);
    const res = await requestMeal(b, mealId!);
    expect(res.statusCode).toBe(201);
    await stream.next('request.created', (d) => d.mealId === mealId);
  });
});

describe('graceful shutdown', () => {
  it('app.close() ends open streams instead of hanging', async () => {
    const c = await buildSecondApp(a);
    const address = await c.app.listen({ port: 0, host: '127.0.0.1' });
    const stream = await SseClient.connect(`${address}/api/events`, member.headers.cookie);
    await stream.connected();
    expect(c.app.liveHub.size).toBe(1);
    const started = Date.now();
    await c.close();
    expect(Date.now() - started).toBeLessThan(3000);
    await stream.until(() => stream.ended || undefined, 3000, 'end of stream');
  });
});
