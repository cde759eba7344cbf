import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildSecondApp, buildTestApp, type TestApp } from './helper.js';
import { mealBody, upcomingBody } from './factories/meal-bodies.js';
import { insertMeals } from './factories/meals.js';
import { createUser, type TestUser } from './factories/users.js';

// The visitor cache of the public reads (decision 0016), on the real app and database: after every kind of
// write the next read shows it, on this instance and on a second one, and per-user answers are never shared.
let a: TestApp;
let b: TestApp;
let admin: TestUser;
let alice: TestUser;
const NOTIFY_WAIT = { timeout: 2_000, interval: 20 };

beforeAll(async () => {
  a = await buildTestApp({ PUBLIC_CACHE_MB: '4' });
  b = await buildSecondApp(a);
  admin = await createUser(a.app, a.database, { role: 'admin', name: 'Admin Cook' });
  alice = await createUser(a.app, a.database, { name: 'Alice' });
}, 60_000);
afterAll(async () => {
  await b?.close();
  await a?.close();
});

const visit = (app: FastifyInstance, url: string, headers: Record<string, string> = {}) =>
  app.inject({ method: 'GET', url, headers });

/** Reads twice as a visitor: the second answer must come from the cache, so a later change cannot hide. */
async function primed(app: FastifyInstance, url: string) {
  await visit(app, url);
  const again = await visit(app, url);
  expect(again.statusCode).toBe(200);
  expect(again.headers['x-cache'], url).toBe('HIT');
  return again.json();
}

const write = (method: 'POST' | 'PATCH' | 'PUT' | 'DELETE', url: string, user: TestUser, payload?: object) =>
  a.app.inject({ method, url, headers: user.headers, ...(payload ? { payload } : {}) });

const titles = (list: { meals: { title: string }[] }) => list.meals.map((m) => m.title);
const upcomingTitles = (list: { title: string }[]) => list.map((m) => m.title);

describe('visitor answers of the public reads', () => {
  it('come from the cache with a strong ETag; If-None-Match gives 304 without a body', async () => {
    await insertMeals(a.database.db, [{ title: 'Etag Dal' }]);
    const first = await visit(a.app, '/api/meals?search=etag');
    expect(first.statusCode).toBe(200);
    expect(first.headers['x-cache']).toBe('MISS');
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^"[^"]+"$/); // strong: no W/
    const second = await visit(a.app, '/api/meals?search=etag');
    expect(second.headers['x-cache']).toBe('HIT');
    expect(second.body).toBe(first.body);
    expect(second.headers.etag).toBe(etag);
    expect(second.headers['content-type']).toContain('application/json');

    const notModified = await visit(a.app, '/api/meals?search=etag', { 'if-none-match': etag });
    expect(notModified.statusCode).toBe(304);
    expect(notModified.body).toBe('');
    const changedTag = await visit(a.app, '/api/meals?search=etag', { 'if-none-match': '"other"' });
    expect(changedTag.statusCode).toBe(200);
    expect(titles(changedTag.json())).toEqual(['Etag Dal']);
  });

  it('are compressed once per encoding and served compressed to browsers that ask', async () => {
    await insertMeals(
      a.database.db,
      Array.from({ length: 12 }, (_, i) => ({ title: `Squeeze Pulao ${i}`, description: 'x'.repeat(300) })),
    );
    const url = '/api/meals?search=squeeze&limit=12';
    const plain = await visit(a.app, url);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(Buffer.byteLength(plain.body)).toBeGreaterThan(1024);
    for (const [accept, encoding, decode] of [
      ['gzip, deflate, br', 'br', brotliDecompressSync],
      ['gzip', 'gzip', gunzipSync],
    ] as const) {
      for (let round = 0; round < 2; round++) {
        const res = await visit(a.app, url, { 'accept-encoding': accept });
        expect(res.headers['x-cache']).toBe('HIT');
        expect(res.headers['content-encoding']).toBe(encoding);
        expect(res.headers.vary).toContain('accept-encoding');
        expect(decode(res.rawPayload).toString()).toBe(plain.body);
      }
    }
    const refused = await visit(a.app, url, { 'accept-encoding': 'br;q=0, gzip;q=0' });
    expect(refused.headers['content-encoding']).toBeUndefined();
    expect(refused.body).toBe(plain.body);
  });

  it('are kept apart per diet and avoid filter', async () => {
    await insertMeals(a.database.db, [
      { title: 'Sieve Dal', dietTags: ['vegetarian', 'vegan'], allergens: [] },
      { title: 'Sieve Paneer', dietTags: ['vegetarian'], allergens: ['milk'] },
    ]);
    const vegetarian = await primed(a.app, '/api/meals?search=sieve&diet=vegetarian');
    expect(titles(vegetarian).sort()).toEqual(['Sieve Dal', 'Sieve Paneer']);
    const withoutMilk = await visit(a.app, '/api/meals?search=sieve&diet=vegetarian&avoid=milk');
    expect(withoutMilk.headers['x-cache']).toBe('MISS');
    expect(titles(withoutMilk.json())).toEqual(['Sieve Dal']);
    expect(titles((await visit(a.app, '/api/meals?search=sieve&diet=vegan')).json())).toEqual(['Sieve Dal']);
  });

  it('are not cached when the request is refused', async () => {
    const bad = await visit(a.app, '/api/meals?minPrice=50&maxPrice=10');
    expect(bad.statusCode).toBe(400);
    expect(bad.headers['x-cache']).toBeUndefined();
    const missing = await visit(a.app, '/api/meals/00000000-0000-4000-8000-00000000abcd');
    expect(missing.statusCode).toBe(404);
    expect((await visit(a.app, '/api/meals/00000000-0000-4000-8000-00000000abcd')).statusCode).toBe(404);
  });
});

describe('after each kind of write the next visitor read shows it', () => {
  it('meal create, edit, like, delete', async () => {
    const list = '/api/meals?category=Breakfast';
    expect(titles(await primed(a.app, list))).not.toContain('Cache Paratha');

    const created = await write(
      'POST',
      '/api/meals',
      admin,
      mealBody({ title: 'Cache Paratha', category: 'Breakfast' }),
    );
    expect(created.statusCode).toBe(201);
    const id = created.json()._id as string;
    expect(titles((await visit(a.app, list)).json())).toContain('Cache Paratha');

    expect((await primed(a.app, `/api/meals/${id}`)).title).toBe('Cache Paratha');
    const edited = await write(
      'PATCH',
      `/api/meals/${id}`,
      admin,
      mealBody({ title: 'Cache Paratha Deluxe', category: 'Breakfast' }),
    );
    expect(edited.statusCode).toBe(200);
    expect((await visit(a.app, `/api/meals/${id}`)).json().title).toBe('Cache Paratha Deluxe');
    expect(titles((await visit(a.app, list)).json())).toContain('Cache Paratha Deluxe');

    expect((await primed(a.app, `/api/meals/${id}`)).likes).toBe(0);
    expect((await write('PATCH', `/api/meals/${id}/like`, alice)).json()).toMatchObject({
      likes: 1,
      liked: true,
    });
    expect((await visit(a.app, `/api/meals/${id}`)).json().likes).toBe(1);

    await primed(a.app, list);
    expect((await write('DELETE', `/api/meals/${id}`, admin)).statusCode).toBe(200);
    expect((await visit(a.app, `/api/meals/${id}`)).statusCode).toBe(404);
    expect(titles((await visit(a.app, list)).json())).not.toContain('Cache Paratha Deluxe');
  });

  it('review submit, edit, author rename and delete', async () => {
    const [id] = await insertMeals(a.database.db, [{ title: 'Reviewed Khichuri' }]);
    const reviews = `/api/meals/${id}/reviews`;
    expect((await primed(a.app, reviews)).reviews).toEqual([]);
    expect((await primed(a.app, `/api/meals/${id}`)).reviews_count).toBe(0);

    const posted = await write('POST', reviews, alice, { content: 'Warm and filling', rating: 4 });
    expect(posted.statusCode).toBe(201);
    const reviewId = posted.json().review._id as string;
    expect((await visit(a.app, reviews)).json().reviews).toMatchObject([
      { content: 'Warm and filling', rating: 4, userName: 'Alice' },
    ]);
    expect((await visit(a.app, `/api/meals/${id}`)).json()).toMatchObject({ reviews_count: 1, rating: 4 });

    await primed(a.app, reviews);
    const edited = await write('PATCH', `/api/reviews/${reviewId}`, alice, {
      content: 'Even better cold',
      rating: 5,
    });
    expect(edited.statusCode).toBe(200);
    expect((await visit(a.app, reviews)).json().reviews[0]).toMatchObject({
      content: 'Even better cold',
      rating: 5,
    });

    await primed(a.app, reviews);
    expect((await write('POST', '/api/users', alice, { name: 'Alice Rahman' })).statusCode).toBe(200);
    expect((await visit(a.app, reviews)).json().reviews[0].userName).toBe('Alice Rahman');

    await primed(a.app, reviews);
    expect((await write('DELETE', `/api/reviews/${reviewId}`, alice)).statusCode).toBe(200);
    expect((await visit(a.app, reviews)).json().reviews).toEqual([]);
    expect((await visit(a.app, `/api/meals/${id}`)).json().reviews_count).toBe(0);
  });

  it('upcoming create, like, publish and cancel', async () => {
    expect(upcomingTitles(await primed(a.app, '/api/upcoming'))).toEqual([]);
    const made = await write('POST', '/api/upcoming', admin, upcomingBody({ title: 'Upcoming Haleem' }));
    expect(made.statusCode).toBe(201);
    const id = made.json()._id as string;
    const shown = (await visit(a.app, '/api/upcoming')).json();
    expect(upcomingTitles(shown)).toEqual(['Upcoming Haleem']);
    expect(shown[0].likes).toBe(0);

    await primed(a.app, '/api/upcoming');
    expect((await write('PATCH', `/api/upcoming/${id}/like`, alice)).statusCode).toBe(200);
    expect((await visit(a.app, '/api/upcoming')).json()[0].likes).toBe(1);

    const lunch = '/api/meals?category=Lunch&search=haleem';
    expect(titles(await primed(a.app, lunch))).toEqual([]);
    await primed(a.app, '/api/upcoming');
    expect((await write('PATCH', `/api/upcoming/${id}`, admin)).statusCode).toBe(200);
    expect(upcomingTitles((await visit(a.app, '/api/upcoming')).json())).toEqual([]);
    expect(titles((await visit(a.app, lunch)).json())).toEqual(['Upcoming Haleem']);

    const other = await write('POST', '/api/upcoming', admin, upcomingBody({ title: 'Cancelled Kebab' }));
    const otherId = other.json()._id as string;
    expect(upcomingTitles(await primed(a.app, '/api/upcoming'))).toEqual(['Cancelled Kebab']);
    expect((await write('DELETE', `/api/upcoming/${otherId}`, admin)).statusCode).toBe(200);
    expect(upcomingTitles((await visit(a.app, '/api/upcoming')).json())).toEqual([]);
  });

  it("a student's diet profile leaves the cache alone", async () => {
    const [id] = await insertMeals(a.database.db, [{ title: 'Profiled Pulao' }]);
    await primed(a.app, `/api/meals/${id}`);
    const saved = await write('PUT', '/api/users/me/diet', alice, { diet: ['halal'], avoid: ['milk'] });
    expect(saved.statusCode).toBe(200);
    expect((await visit(a.app, `/api/meals/${id}`)).headers['x-cache']).toBe('HIT');
  });

  it('a refused write leaves the cache alone', async () => {
    const [id] = await insertMeals(a.database.db, [{ title: 'Untouched Rice' }]);
    await primed(a.app, `/api/meals/${id}`);
    const refused = await write('POST', `/api/meals/${id}/reviews`, alice, { content: '', rating: 9 });
    expect(refused.statusCode).toBe(400);
    expect((await visit(a.app, `/api/meals/${id}`)).headers['x-cache']).toBe('HIT');
  });
});

describe('signed-in users', () => {
  it('have answers of their own, apart from the visitors’: their likedByMe stays theirs', async () => {
    const [id] = await insertMeals(a.database.db, [{ title: 'Personal Pitha' }]);
    const url = `/api/meals/${id}`;
    expect((await write('PATCH', `${url}/like`, alice)).json().liked).toBe(true);

    const hers = await visit(a.app, url, alice.headers);
    expect(hers.json().likedByMe).toBe(true);
    expect(hers.headers['x-cache']).toBe('MISS');
    expect((await primed(a.app, url)).likedByMe).toBe(false);
    const again = await visit(a.app, url, alice.headers);
    expect(again.headers['x-cache']).toBe('HIT');
    expect(again.json().likedByMe).toBe(true);
    // A bearer token is a signed-in request too, whatever cookie it comes with: one that names nobody gets a
    // fresh visitor's answer, never a stored one.
    const withToken = await visit(a.app, url, { authorization: 'Bearer not-a-real-token' });
    expect(withToken.headers['x-cache']).toBeUndefined();
    expect(withToken.json().likedByMe).toBe(false);

    const list = '/api/meals?search=personal';
    expect((await primed(a.app, list)).meals[0].likedByMe).toBe(false);
    expect((await visit(a.app, list, alice.headers)).json().meals[0].likedByMe).toBe(true);
  });

  it('admins get their own upcoming list (with published meals), visitors the public one', async () => {
    const made = await write('POST', '/api/upcoming', admin, upcomingBody({ title: 'Admin Only Later' }));
    const id = made.json()._id as string;
    expect((await write('PATCH', `/api/upcoming/${id}`, admin)).statusCode).toBe(200);
    const url = '/api/upcoming?limit=50';
    expect(upcomingTitles(await primed(a.app, url))).not.toContain('Admin Only Later');
    expect(upcomingTitles((await visit(a.app, url, admin.headers)).json())).toContain('Admin Only Later');
    expect(upcomingTitles((await visit(a.app, url)).json())).not.toContain('Admin Only Later');
  });
});

describe('two app instances on one database', () => {
  it('a write on one is visible on the other’s next read', async () => {
    const [id] = await insertMeals(a.database.db, [{ title: 'Twin Tehari', category: 'Dinner' }]);
    const url = `/api/meals/${id}`;
    const list = '/api/meals?search=tehari';
    expect((await primed(b.app, url)).title).toBe('Twin Tehari');
    expect(titles(await primed(b.app, list))).toEqual(['Twin Tehari']);

    const edited = await write(
      'PATCH',
      url,
      admin,
      mealBody({ title: 'Twin Tehari Special', category: 'Dinner' }),
    );
    expect(edited.statusCode).toBe(200);
    // B hears of it by NOTIFY: PGlite delivers before the write returns, PostgreSQL within milliseconds.
    await vi.waitFor(async () => {
      expect((await visit(b.app, url)).json().title).toBe('Twin Tehari Special');
      expect(titles((await visit(b.app, list)).json())).toEqual(['Twin Tehari Special']);
    }, NOTIFY_WAIT);

    // And the other way round: B's write empties A's cache.
    expect((await primed(a.app, url)).likes).toBe(0);
    const liked = await b.app.inject({ method: 'PATCH', url: `${url}/like`, headers: alice.headers });
    expect(liked.json().likes).toBe(1);
    await vi.waitFor(async () => expect((await visit(a.app, url)).json().likes).toBe(1), NOTIFY_WAIT);
  });
});

describe('a reader’s likes, kept for their likedByMe', () => {
  it('follow their like and unlike made on another instance', async () => {
    const [first, second] = await insertMeals(a.database.db, [
      { title: 'Kept Like 1' },
      { title: 'Kept Like 2' },
    ]);
    const mine = async (id: string) =>
      (await visit(b.app, `/api/meals/${id}`, alice.headers)).json().likedByMe;
    expect(await mine(first!)).toBe(false);
    expect(await mine(second!)).toBe(false);
    expect((await write('PATCH', `/api/meals/${second}/like`, alice)).json().liked).toBe(true);
    await vi.waitFor(async () => expect(await mine(second!)).toBe(true), NOTIFY_WAIT);
    expect(await mine(first!)).toBe(false);
    expect((await write('PATCH', `/api/meals/${second}/like`, alice)).json().liked).toBe(false);
    await vi.waitFor(async () => expect(await mine(second!)).toBe(false), NOTIFY_WAIT);
  });
});

describe('a write that spells its route another way', () => {
  // The decision "this write changes public reads" is made on the matched route, not on the raw URL.
  it('percent-encoded (/%61pi/…) still empties the cache', async () => {
    const [id = ''] = await insertMeals(a.database.db, [{ title: 'Spelled Shingara' }]);
    expect((await primed(a.app, `/api/meals/${id}`)).likes).toBe(0);
    const liked = await a.app.inject({
      method: 'PATCH',
      url: `/%61pi/meals/${id}/like`,
      headers: alice.headers,
    });
    expect(liked.statusCode).toBe(200);
    expect((await visit(a.app, `/api/meals/${id}`)).json().likes).toBe(1);
  });

  it('answers one URL and its other spellings from one cache entry', async () => {
    const [id = ''] = await insertMeals(a.database.db, [{ title: 'Keyed Kheer' }]);
    await primed(a.app, `/api/meals/${id}`);
    const other = await visit(a.app, `/api/meals/${id}?`);
    expect(other.headers['x-cache']).toBe('HIT');
  });
});
