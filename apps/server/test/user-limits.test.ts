import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EN, formatMessage, type MessageKey, type MessageValues, USER_LIMITS } from '@messhall/shared';
import { images, mealRequests, rateLimits, reviews } from '../src/db/schema/index.js';
import { setUserLimits, waitValue } from '../src/lib/user-limits.js';
import { buildSecondApp, buildTestApp, type TestApp } from './helper.js';
import { createUsers } from './factories/crowd.js';
import { insertMeals } from './factories/meals.js';
import { giveMembership } from './factories/memberships.js';
import { multipartBody } from './factories/multipart.js';
import type { TestUser } from './factories/users.js';

// Per-user abuse limits (docs/decisions/0015). The app runs with RATE_LIMIT=off so that the per-IP sign-up limit
// does not get in the way of making users; the per-user limits are then switched on for this database.
let t: TestApp;
let people: TestUser[];
let meals: string[];
const REQUESTS = USER_LIMITS['meal-request'].max;
const REVIEWS = USER_LIMITS.review.max;
const UPLOADS = USER_LIMITS.upload.max;

beforeAll(async () => {
  t = await buildTestApp();
  setUserLimits(t.database.db, true);
  people = await createUsers(t.app, t.database, 8, 2);
  for (const person of people) await giveMembership(t.database.db, person.id);
  meals = await insertMeals(
    t.database.db,
    Array.from({ length: REQUESTS * 2 + 10 }, () => ({})),
  );
}, 120_000);
afterAll(() => t.close());

const requestMeal = (who: TestUser, mealId: string, app = t.app) =>
  app.inject({ method: 'POST', url: '/api/requests', headers: who.headers, payload: { mealId } });
const review = (who: TestUser, mealId: string, content = 'Tasty and warm') =>
  t.app.inject({
    method: 'POST',
    url: `/api/meals/${mealId}/reviews`,
    headers: who.headers,
    payload: { rating: 4, content },
  });
let tinyPng: Buffer;
async function upload(who: TestUser) {
  tinyPng ??= await sharp({ create: { width: 8, height: 8, channels: 3, background: '#c84' } })
    .png()
    .toBuffer();
  const { payload, headers } = multipartBody([
    { filename: 'a.png', contentType: 'image/png', data: tinyPng },
  ]);
  return t.app.inject({
    method: 'POST',
    url: '/api/uploads',
    payload,
    headers: { ...headers, ...who.headers },
  });
}

const count = async (table: typeof mealRequests | typeof reviews, userId: string) =>
  (await t.database.db.select({ id: table.id }).from(table).where(eq(table.userId, userId))).length;
const imageCount = async (userId: string) =>
  (await t.database.db.select({ id: images.id }).from(images).where(eq(images.ownerId, userId))).length;

function expectLimited(
  res: { statusCode: number; headers: Record<string, unknown>; json: () => unknown },
  pattern: RegExp,
) {
  expect(res.statusCode).toBe(429);
  const body = res.json() as { error: { code: string; message: string } };
  expect(body.error.code).toBe('RATE_LIMITED');
  expect(body.error.message).toMatch(pattern);
  expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
}

describe('meal requests: 20 a day per user', () => {
  it('the 21st request is refused with 429 and a readable message, and changes nothing', async () => {
    const [member] = people;
    for (let i = 0; i < REQUESTS; i++) expect((await requestMeal(member!, meals[i]!)).statusCode).toBe(201);
    const over = await requestMeal(member!, meals[REQUESTS]!);
    expectLimited(
      over,
      /^You have reached the limit of 20 meal requests a day\. Please try again in (2[0-4]|1?\d) hours?\.$/,
    );
    expect(await count(mealRequests, member!.id)).toBe(REQUESTS);
    // Still refused, still nothing stored.
    expect((await requestMeal(member!, meals[REQUESTS + 1]!)).statusCode).toBe(429);
    expect(await count(mealRequests, member!.id)).toBe(REQUESTS);
  });

  it('another user is not affected', async () => {
    const res = await requestMeal(people[1]!, meals[0]!);
    expect(res.statusCode).toBe(201);
  });

  it('a parallel burst from one user, spread over two app instances, gets exactly 20 through', async () => {
    const burster = people[2]!;
    const second = await buildSecondApp(t);
    setUserLimits(second.database.db, true);
    try {
      const results = await Promise.all(
        meals
          .slice(0, REQUESTS + 10)
          .map((mealId, i) => requestMeal(burster, mealId, i % 2 ? second.app : t.app)),
      );
      const codes = results.map((r) => r.statusCode);
      expect(codes.filter((c) => c === 201)).toHaveLength(REQUESTS);
      expect(codes.filter((c) => c === 429)).toHaveLength(10);
      expect(await count(mealRequests, burster.id)).toBe(REQUESTS);
    } finally {
      await second.close();
    }
  });

  it('a window that has ended starts a new count', async () => {
    const member = people[0]!;
    await t.database.db
      .update(rateLimits)
      .set({ lastRequest: Date.now() - 1 })
      .where(eq(rateLimits.key, `user:meal-request:${member.id}`));
    expect((await requestMeal(member, meals[REQUESTS + 2]!)).statusCode).toBe(201);
  });
});

describe('reviews: 10 a minute per user', () => {
  it('the 11th review within a minute gets 429 and is not stored; another user can still review', async () => {
    const writer = people[3]!;
    for (let i = 0; i < REVIEWS; i++) expect((await review(writer, meals[i]!)).statusCode).toBe(201);
    const over = await review(writer, meals[REVIEWS]!);
    expectLimited(
      over,
      /^You have reached the limit of 10 reviews a minute\. Please try again in (\d+ seconds?|1 minute)\.$/,
    );
    expect(await count(reviews, writer.id)).toBe(REVIEWS);
    // Editing by a second submit counts too, and is refused without changing the stored text.
    expect((await review(writer, meals[0]!, 'Changed my mind')).statusCode).toBe(429);
    const [first] = await t.database.db
      .select({ content: reviews.content })
      .from(reviews)
      .where(eq(reviews.userId, writer.id))
      .limit(1);
    expect(first?.content).toBe('Tasty and warm');
    expect((await review(people[4]!, meals[0]!)).statusCode).toBe(201);
  });

  it('a parallel burst gets exactly 10 through and the meal counters match the rows', async () => {
    const writer = people[5]!;
    const results = await Promise.all(meals.slice(0, REVIEWS + 8).map((mealId) => review(writer, mealId)));
    expect(results.filter((r) => r.statusCode === 201)).toHaveLength(REVIEWS);
    expect(results.filter((r) => r.statusCode === 429)).toHaveLength(8);
    expect(await count(reviews, writer.id)).toBe(REVIEWS);
    const [mismatch] = await t.database.query<{ n: number }>(
      `select count(*)::int as n from meals m
        where reviews_count <> (select count(*) from reviews r where r.meal_id = m.id)`,
    );
    expect(mismatch?.n).toBe(0);
  });
});

describe('uploads: 50 a day per user', () => {
  it('a parallel burst gets exactly 50 stored; the next is refused; another user is not affected', async () => {
    const uploader = people[6]!;
    const results = await Promise.all(Array.from({ length: UPLOADS + 5 }, () => upload(uploader)));
    expect(results.filter((r) => r.statusCode === 201)).toHaveLength(UPLOADS);
    const refused = results.filter((r) => r.statusCode === 429);
    expect(refused).toHaveLength(5);
    expectLimited(
      refused[0]!,
      /^You have reached the limit of 50 uploads a day\. Please try again in \d+ hours?\.$/,
    );
    expect(await imageCount(uploader.id)).toBe(UPLOADS);
    expect((await upload(people[7]!)).statusCode).toBe(201);
  }, 60_000);
});

describe('RATE_LIMIT=off', () => {
  it('turns the per-user limits off too (load tests and benchmarks)', async () => {
    const off = await buildTestApp();
    try {
      const [writer] = await createUsers(off.app, off.database, 1);
      const ids = await insertMeals(
        off.database.db,
        Array.from({ length: REVIEWS + 2 }, () => ({})),
      );
      for (const mealId of ids) {
        const res = await off.app.inject({
          method: 'POST',
          url: `/api/meals/${mealId}/reviews`,
          headers: writer!.headers,
          payload: { rating: 5, content: 'Fine' },
        });
        expect(res.statusCode).toBe(201);
      }
    } finally {
      await off.close();
    }
  });
});

describe('the wait of a per-account limit', () => {
  const waitText = (ms: number) => {
    const wait = waitValue(ms) as { key: MessageKey; values?: MessageValues };
    return formatMessage(EN, wait.key, wait.values);
  };
  it('says the wait in words, rounded up, in the largest unit', () => {
    expect(waitText(400)).toBe('1 second');
    expect(waitText(42_100)).toBe('43 seconds');
    expect(waitText(60_000)).toBe('1 minute');
    expect(waitText(61_000)).toBe('2 minutes');
    expect(waitText(5 * 3600_000 - 10)).toBe('5 hours');
  });
});
