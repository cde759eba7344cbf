import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { mealListQuerySchema, mealReviewsQuerySchema } from '@messhall/shared';
import { readMeal, readMealList } from '../src/modules/meals/meals.reads.js';
import { readMealReviews } from '../src/modules/reviews/reviews.service.js';
import { buildSecondApp, buildTestApp, type TestApp } from './helper.js';
import { insertMeals } from './factories/meals.js';
import { createUser, type TestUser } from './factories/users.js';

// The public reads are service calls (decision 0052): the shared part is kept per instance and dropped by the
// writes that change it, on every instance; a reader's own fields are read afresh on every answer.
let a: TestApp;
let b: TestApp;
let alice: TestUser;
const NOTIFY_WAIT = { timeout: 2_000, interval: 20 };

beforeAll(async () => {
  a = await buildTestApp({ PUBLIC_CACHE_MB: '4' });
  b = await buildSecondApp(a);
  alice = await createUser(a.app, a.database, { name: 'Alice' });
}, 60_000);
afterAll(async () => {
  await b?.close();
  await a?.close();
});

const read = (app: FastifyInstance, url: string, user?: TestUser) =>
  app.inject({ method: 'GET', url, ...(user ? { headers: user.headers } : {}) });

describe('the read functions', () => {
  it('answer what the endpoint answers, with the reader’s own likedByMe', async () => {
    const [id = ''] = await insertMeals(a.database.db, [{ title: 'Service Bhuna' }]);
    const viewer = { id: alice.id, name: 'Alice', email: alice.email, image: null, role: 'user' as const };
    await a.app.inject({ method: 'PATCH', url: `/api/meals/${id}/like`, headers: alice.headers });

    expect(await readMeal(a.database.db, id, viewer)).toEqual(
      (await read(a.app, `/api/meals/${id}`, alice)).json(),
    );
    expect(await readMeal(a.database.db, id, undefined)).toEqual(
      (await read(a.app, `/api/meals/${id}`)).json(),
    );
    expect((await readMeal(a.database.db, id, viewer)).likedByMe).toBe(true);
    expect((await readMeal(a.database.db, id, undefined)).likedByMe).toBe(false);
    const query = mealListQuerySchema.parse({ search: 'bhuna' });
    expect(await readMealList(a.database.db, query, viewer)).toEqual(
      (await read(a.app, '/api/meals?search=bhuna', alice)).json(),
    );
  });

  it('keep the shared part, and a review drops it at once', async () => {
    const [id = ''] = await insertMeals(a.database.db, [{ title: 'Kept Korma' }]);
    const query = mealReviewsQuerySchema.parse({});
    const first = await readMealReviews(a.database.db, id, query);
    // The same object: the second read came from memory, not from the database.
    expect(await readMealReviews(a.database.db, id, query)).toBe(first);

    const posted = await a.app.inject({
      method: 'POST',
      url: `/api/meals/${id}/reviews`,
      headers: alice.headers,
      payload: { content: 'Rich and mild' },
    });
    expect(posted.statusCode).toBe(201);
    expect((await readMealReviews(a.database.db, id, query)).reviews).toMatchObject([
      { content: 'Rich and mild' },
    ]);
    expect((await read(a.app, `/api/meals/${id}`, alice)).json().reviews_count).toBe(1);
  });
});

describe('a reader’s own fields', () => {
  it('change the moment their like does, on this instance and on another', async () => {
    const [id = ''] = await insertMeals(a.database.db, [{ title: 'Twin Biryani' }]);
    const url = `/api/meals/${id}`;
    // Both instances hold the shared meal before the like.
    for (const app of [a.app, b.app]) {
      expect((await read(app, url, alice)).json()).toMatchObject({ likedByMe: false, likes: 0 });
      expect((await read(app, url)).json()).toMatchObject({ likedByMe: false, likes: 0 });
    }
    const liked = await a.app.inject({ method: 'PATCH', url: `${url}/like`, headers: alice.headers });
    expect(liked.json()).toMatchObject({ liked: true, likes: 1 });

    expect((await read(a.app, url, alice)).json()).toMatchObject({ likedByMe: true, likes: 1 });
    await vi.waitFor(async () => {
      expect((await read(b.app, url, alice)).json()).toMatchObject({ likedByMe: true, likes: 1 });
      expect((await read(b.app, `/api/meals?search=biryani`, alice)).json().meals).toMatchObject([
        { likedByMe: true, likes: 1 },
      ]);
    }, NOTIFY_WAIT);
  });
});

describe('a page of one person’s rows', () => {
  it('says how many there are on every page, and past the last one', async () => {
    const bob = await createUser(a.app, a.database, { name: 'Bob' });
    const ids = await insertMeals(
      a.database.db,
      [1, 2, 3].map((n) => ({ title: `Paged Pitha ${n}` })),
    );
    for (const id of ids) {
      const posted = await a.app.inject({
        method: 'POST',
        url: `/api/meals/${id}/reviews`,
        headers: bob.headers,
        payload: { content: 'Sweet' },
      });
      expect(posted.statusCode).toBe(201);
    }
    const page = async (n: number) =>
      (await read(a.app, `/api/reviews/user/${bob.id}?page=${n}&limit=2`, bob)).json() as {
        reviews: unknown[];
        total: number;
      };
    expect(await page(1)).toMatchObject({ total: 3, reviews: [{}, {}] });
    expect(await page(2)).toMatchObject({ total: 3, reviews: [{}] });
    expect(await page(5)).toMatchObject({ total: 3, reviews: [] });
  });
});

describe('server source', () => {
  it('never re-enters the app: no inject( outside the tests', () => {
    const root = path.resolve(import.meta.dirname, '../src');
    const files = readdirSync(root, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile() && entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts'))
      .map((entry) => path.join(entry.parentPath, entry.name));
    expect(files.filter((file) => readFileSync(file, 'utf8').includes('inject('))).toEqual([]);
  });
});
