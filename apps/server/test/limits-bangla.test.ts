import { BN } from '@messhall/shared/i18n/bn';
import { USER_LIMITS } from '@messhall/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IP_LIMITS } from '../src/modules/auth/auth.js';
import { buildTestApp, type TestApp } from './helper.js';
import { insertMeals } from './factories/meals.js';
import { SseClient } from './factories/sse.js';
import { createUser, type TestUser } from './factories/users.js';

// Every kind of 429 the API gives reads in the reader's language: the global limit per address, the sign-in
// limits, the per-account limits and the cap on live-update connections. Limits are on here (RATE_LIMIT=on).

const BENGALI = /[\u0980-\u09FF]/;
const BANGLA = { 'accept-language': 'bn-BD,bn;q=0.9' };
const ENGLISH = { 'accept-language': 'en-GB' };

let t: TestApp;
let writer: TestUser;
let watcher: TestUser;
let streamsUrl: string;
const streams: SseClient[] = [];

beforeAll(async () => {
  t = await buildTestApp({ RATE_LIMIT: 'on' });
  streamsUrl = `${await t.app.listen({ port: 0, host: '127.0.0.1' })}/api/events`;
  writer = await createUser(t.app, t.database, { name: 'Ruma' });
  watcher = await createUser(t.app, t.database, { name: 'Sami' });
}, 60_000);
afterAll(async () => {
  for (const stream of streams) stream.close();
  await t.close();
});

interface Refusal {
  statusCode: number;
  json: () => { error: { code: string; message: string; messageKey: string } };
}

/** A 429 in the shape every refusal has, its words Bangla or not as asked. */
function expectLimited(res: Refusal, key: string, bangla: boolean) {
  expect(res.statusCode).toBe(429);
  const { error } = res.json();
  expect(error.code).toBe('RATE_LIMITED');
  expect(error.messageKey).toBe(key);
  if (bangla) expect(error.message).toMatch(BENGALI);
  else expect(error.message).not.toMatch(BENGALI);
  return error.message;
}

describe('429 in the reader’s language', () => {
  it('the global limit of one address', async () => {
    const address = '198.51.100.77';
    const health = (headers: Record<string, string>) =>
      t.app.inject({ method: 'GET', url: '/api/health', remoteAddress: address, headers });
    const first = await health(ENGLISH);
    const left = Number(first.headers['x-ratelimit-remaining']);
    await Promise.all(Array.from({ length: left }, () => health(ENGLISH)));
    const bangla = expectLimited(await health(BANGLA), 'tooManyRequests', true);
    expect(bangla).toMatch(/^অনেক বেশি অনুরোধ এসেছে। অনুগ্রহ করে [০-৯]+ সেকেন্ড পরে আবার চেষ্টা করুন।$/);
    const english = expectLimited(await health(ENGLISH), 'tooManyRequests', false);
    expect(english).toMatch(/^Too many requests\. Please try again in \d+ seconds\.$/);
  });

  it('the sign-in limit of an address, in both of better-auth’s places', async () => {
    const address = '198.51.100.78';
    const signIn = (headers: Record<string, string>, n: number) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/sign-in/email',
        remoteAddress: address,
        headers,
        payload: { email: `ghost-${n}@messhall.test`, password: 'Wrong#Pass123' },
      });
    for (let i = 0; i < IP_LIMITS['/sign-in/email'].max; i++) await signIn(ENGLISH, i);
    const refused = await signIn(BANGLA, 99);
    expect(expectLimited(refused, 'tooManyAttemptsMinute', true)).toBe(BN.messages.tooManyAttemptsMinute);
    expect(refused.json()).toMatchObject({
      code: 'RATE_LIMITED',
      message: BN.messages.tooManyAttemptsMinute,
    });
    expect(expectLimited(await signIn(ENGLISH, 100), 'tooManyAttemptsMinute', false)).toBe(
      'Too many attempts. Please try again in 1 minute.',
    );
  });

  it('the per-account limit on reviews', async () => {
    const meals = await insertMeals(
      t.database.db,
      Array.from({ length: USER_LIMITS.review.max + 2 }, () => ({})),
    );
    const review = (mealId: string, headers: Record<string, string>) =>
      t.app.inject({
        method: 'POST',
        url: `/api/meals/${mealId}/reviews`,
        headers: { ...writer.headers, ...headers },
        payload: { rating: 4, content: 'Tasty and warm' },
      });
    for (let i = 0; i < USER_LIMITS.review.max; i++)
      expect((await review(meals[i]!, ENGLISH)).statusCode).toBe(201);
    const bangla = expectLimited(await review(meals.at(-1)!, BANGLA), 'limitReviews', true);
    expect(bangla).toMatch(/^আপনি মিনিটে ১০টি রিভিউয়ের সীমায় পৌঁছেছেন। অনুগ্রহ করে .+ পরে আবার চেষ্টা করুন।$/);
    const english = expectLimited(await review(meals.at(-1)!, ENGLISH), 'limitReviews', false);
    expect(english).toMatch(/^You have reached the limit of 10 reviews a minute\. Please try again in .+\.$/);
  });

  it('the cap on one account’s live-update connections', async () => {
    for (let i = 0; i < 10; i++) {
      const stream = await SseClient.connect(streamsUrl, watcher.headers.cookie);
      streams.push(stream);
      await stream.connected();
    }
    const open = (language: string) =>
      fetch(streamsUrl, { headers: { cookie: watcher.headers.cookie!, 'accept-language': language } });
    const bangla = await open('bn');
    expect(bangla.status).toBe(429);
    const body = (await bangla.json()) as { error: { messageKey: string; message: string } };
    expect(body.error).toMatchObject({
      messageKey: 'tooManyLiveConnections',
      message: BN.messages.tooManyLiveConnections,
    });
    const english = (await (await open('en')).json()) as { error: { message: string } };
    expect(english.error.message).toBe('Too many open live-update connections.');
  });
});
