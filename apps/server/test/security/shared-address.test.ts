import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../helper.js';
import { createUser, TEST_PASSWORD, type TestUser } from '../factories/users.js';

// A hostel's residents, and the counter's phone, reach the API from one public address. One of them must not
// be able to spend everyone's share of the global limit.

const HOSTEL = '198.51.100.20';
let t: TestApp;
let student: TestUser;
let neighbour: TestUser;
let counter: TestUser;

beforeAll(async () => {
  t = await buildTestApp({ RATE_LIMIT: 'on' });
  student = await createUser(t.app, t.database);
  neighbour = await createUser(t.app, t.database);
  counter = await createUser(t.app, t.database, { role: 'admin' });
});
afterAll(() => t?.close());

const MENU = '/api/menu?from=2026-12-01&to=2026-12-07';

const fromHostel = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, remoteAddress: HOSTEL, headers });

const scan = () =>
  t.app.inject({
    method: 'POST',
    url: '/api/menu/scan',
    remoteAddress: HOSTEL,
    headers: counter.headers,
    payload: { code: 'not-a-pass' },
  });

/** Spends what is left of a budget, in parallel as the attack did: the next request is refused. */
async function spendBudget(headers: Record<string, string> = {}) {
  const first = await fromHostel('/api/health', headers);
  expect(first.statusCode).toBe(200);
  const left = Number(first.headers['x-ratelimit-remaining']);
  const answers = await Promise.all(Array.from({ length: left }, () => fromHostel('/api/health', headers)));
  expect(answers.filter((a) => a.statusCode !== 200)).toHaveLength(0);
  expect((await fromHostel('/api/health', headers)).statusCode).toBe(429);
}

describe('the global limit behind one shared address', () => {
  it('a visitor flooding the API leaves the counter’s scan, signed-in students and sign-in working', async () => {
    await spendBudget();
    // The counter: the pass is refused for what it is, not for the flood.
    const scanned = await scan();
    expect(scanned.statusCode).not.toBe(429);
    expect((await fromHostel(MENU, student.headers)).statusCode).toBe(200);
    const signIn = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      remoteAddress: HOSTEL,
      payload: { email: neighbour.email, password: TEST_PASSWORD },
    });
    expect(signIn.statusCode).toBe(200);
  });

  it('a signed-in student flooding it spends only their own budget', async () => {
    await spendBudget(student.headers);
    expect((await fromHostel(MENU, neighbour.headers)).statusCode).toBe(200);
  });

  it('the counter’s own account browsing does not spend its scans', async () => {
    await spendBudget(counter.headers);
    expect((await scan()).statusCode).not.toBe(429);
  });
});
