import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from './helper.js';
import { insertMeals } from './factories/meals.js';
import { createUser, type TestUser } from './factories/users.js';

let t: TestApp;
let alice: TestUser;
let bob: TestUser;
let admin: TestUser;

beforeAll(async () => {
  t = await buildTestApp();
  [alice, bob, admin] = await Promise.all([
    createUser(t.app, t.database, { name: 'Alice' }),
    createUser(t.app, t.database, { name: 'Bob' }),
    createUser(t.app, t.database, { role: 'admin', name: 'Admin' }),
  ]);
}, 60_000);
afterAll(() => t.close());

const post = (mealId: string, user: TestUser | undefined, payload: unknown) =>
  t.app.inject({
    method: 'POST',
    url: `/api/meals/${mealId}/reviews`,
    ...(user ? { headers: user.headers } : {}),
    payload: payload as object,
  });

async function mealCounters(mealId: string) {
  const [row] = await t.database.query<{ reviews_count: number; rating_sum: number; rating: string }>(
    'select reviews_count, rating_sum, rating from meals where id = $1',
    [mealId],
  );
  return { reviews_count: row!.reviews_count, rating_sum: row!.rating_sum, rating: Number(row!.rating) };
}

describe('POST /api/meals/:id/reviews', () => {
  it('needs a signed-in user', async () => {
    const [id] = await insertMeals(t.database.db, [{}]);
    const res = await post(id!, undefined, { content: 'Nice', rating: 5 });
    expect(res.statusCode).toBe(401);
    expect((await mealCounters(id!)).reviews_count).toBe(0);
  });

  it('refuses blank or over-long content and ratings outside 1–5 with a 400 naming the field', async () => {
    const [id] = await insertMeals(t.database.db, [{}]);
    const blank = await post(id!, alice, { content: '   ', rating: 4 });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().error.issues[0].path).toBe('content');
    const long = await post(id!, alice, { content: 'x'.repeat(2001), rating: 4 });
    expect(long.statusCode).toBe(400);
    expect(long.json().error.issues[0].path).toBe('content');
    const nul = await post(id!, alice, { content: 'a\u0000b', rating: 4 });
    expect(nul.statusCode).toBe(400);
    expect(nul.json().error.issues[0].path).toBe('content');
    for (const rating of [0, 6, 2.5, 'five']) {
      const res = await post(id!, alice, { content: 'ok', rating });
      expect(res.statusCode, String(rating)).toBe(400);
      expect(res.json().error.issues[0].path).toBe('rating');
    }
    expect(await mealCounters(id!)).toEqual({ reviews_count: 0, rating_sum: 0, rating: 0 });
  });

  it('404 for an unknown meal, 409 for an upcoming one', async () => {
    const unknown = await post('6f1c1f3e-8a63-4d55-9f59-2a1d1d1d1d1d', alice, { content: 'Hm', rating: 3 });
    expect(unknown.statusCode).toBe(404);
    const [upcoming] = await insertMeals(t.database.db, [{ status: 'upcoming', publishDate: new Date() }]);
    const res = await post(upcoming!, alice, { content: 'Soon', rating: 3 });
    expect(res.statusCode).toBe(409);
    expect((await mealCounters(upcoming!)).reviews_count).toBe(0);
  });

  it('creates (201) with the author from the session; a second submit replaces it (200), one per user', async () => {
    const [id] = await insertMeals(t.database.db, [{}]);
    const first = await post(id!, alice, { content: ' Tasty ', rating: 4, userId: bob.id, userName: 'Eve' });
    expect(first.statusCode).toBe(201);
    const body = first.json();
    expect(body.created).toBe(true);
    expect(body.review).toMatchObject({
      mealId: id,
      userId: alice.id,
      userName: 'Alice',
      userPhoto: null,
      rating: 4,
      content: 'Tasty',
    });
    expect(body.meal).toEqual({ mealId: id, rating: 4, reviews_count: 1 });

    const second = await post(id!, alice, { content: 'Even better', rating: 2 });
    expect(second.statusCode).toBe(200);
    expect(second.json()).toMatchObject({
      created: false,
      review: { _id: body.review._id, rating: 2, content: 'Even better' },
      meal: { rating: 2, reviews_count: 1 },
    });
    await post(id!, bob, { content: 'Good', rating: 5 });
    expect(await mealCounters(id!)).toEqual({ reviews_count: 2, rating_sum: 7, rating: 3.5 });
    const meal = await t.app.inject({ method: 'GET', url: `/api/meals/${id}` });
    expect(meal.json()).toMatchObject({ rating: 3.5, reviews_count: 2 });
  });
});

describe('GET /api/meals/:id/reviews', () => {
  it('takes the spec’s text-only body; the average counts only reviews with stars, through edits and deletes', async () => {
    const [id] = await insertMeals(t.database.db, [{}]);
    const specBody = { userId: alice.id, userName: 'Alice', content: 'Loved the khichuri' };
    const first = await post(id!, alice, specBody);
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({
      review: { content: 'Loved the khichuri', rating: null, userId: alice.id },
      meal: { rating: 0, reviews_count: 1 },
    });
    expect((await post(id!, bob, { content: 'Good', rating: 4 })).json().meal).toMatchObject({
      rating: 4,
      reviews_count: 2,
    });
    // An empty star choice from a form is no stars as well.
    expect((await post(id!, admin, { content: 'Fine', rating: '' })).json().meal).toMatchObject({
      rating: 4,
      reviews_count: 3,
    });
    // Alice resubmits text only: her (absent) stars stay absent; then she gives 2 stars by editing.
    const reviewId = first.json().review._id as string;
    expect((await post(id!, alice, { content: 'Still loved it' })).json().review.rating).toBeNull();
    const edit = await t.app.inject({
      method: 'PATCH',
      url: `/api/reviews/${reviewId}`,
      headers: alice.headers,
      payload: { content: 'Still loved it', rating: 2 },
    });
    expect(edit.json()).toMatchObject({ review: { rating: 2 }, meal: { rating: 3, reviews_count: 3 } });
    const del = await t.app.inject({
      method: 'DELETE',
      url: `/api/reviews/${reviewId}`,
      headers: alice.headers,
    });
    expect(del.json()).toMatchObject({ meal: { rating: 4, reviews_count: 2 } });
    const [row] = await t.database.query<{ unrated_reviews: number; rating_sum: number }>(
      'select unrated_reviews, rating_sum from meals where id = $1',
      [id],
    );
    expect(row).toEqual({ unrated_reviews: 1, rating_sum: 4 });
    const list = await t.app.inject({ method: 'GET', url: `/api/meals/${id}/reviews` });
    expect(list.json().reviews.map((r: { rating: number | null }) => r.rating)).toEqual([null, 4]);
  });

  it('is public, newest first, paged: { reviews, total, page, limit }', async () => {
    const [id] = await insertMeals(t.database.db, [{}]);
    for (const [user, text] of [
      [alice, 'first'],
      [bob, 'second'],
      [admin, 'third'],
    ] as const) {
      expect((await post(id!, user, { content: text, rating: 5 })).statusCode).toBe(201);
    }
    const all = await t.app.inject({ method: 'GET', url: `/api/meals/${id}/reviews` });
    expect(all.statusCode).toBe(200);
    expect(all.json().reviews.map((r: { content: string }) => r.content)).toEqual([
      'third',
      'second',
      'first',
    ]);
    expect(all.json()).toMatchObject({ total: 3, page: 1, limit: 20 });
    const page2 = await t.app.inject({ method: 'GET', url: `/api/meals/${id}/reviews?page=2&limit=2` });
    expect(page2.json().reviews.map((r: { content: string }) => r.content)).toEqual(['first']);
    expect(page2.json()).toMatchObject({ total: 3, page: 2, limit: 2 });
    const unknown = await t.app.inject({
      method: 'GET',
      url: '/api/meals/6f1c1f3e-8a63-4d55-9f59-2a1d1d1d1d1d/reviews',
    });
    expect(unknown.statusCode).toBe(404);
  });
});

describe('editing and deleting reviews', () => {
  it("user B cannot edit or delete user A's review (403, unchanged)", async () => {
    const [id] = await insertMeals(t.database.db, [{}]);
    const created = (await post(id!, alice, { content: 'Mine', rating: 4 })).json();
    const reviewId = created.review._id as string;
    for (const method of ['PUT', 'PATCH'] as const) {
      const res = await t.app.inject({
        method,
        url: `/api/reviews/${reviewId}`,
        headers: bob.headers,
        payload: { content: 'Hacked', rating: 1 },
      });
      expect(res.statusCode, method).toBe(403);
    }
    const del = await t.app.inject({
      method: 'DELETE',
      url: `/api/reviews/${reviewId}`,
      headers: bob.headers,
    });
    expect(del.statusCode).toBe(403);
    const list = await t.app.inject({ method: 'GET', url: `/api/meals/${id}/reviews` });
    expect(list.json().reviews).toEqual([
      expect.objectContaining({ _id: reviewId, content: 'Mine', rating: 4 }),
    ]);
    expect(await mealCounters(id!)).toEqual({ reviews_count: 1, rating_sum: 4, rating: 4 });
  });

  it('the author edits with PUT and PATCH (rating kept when left out) and counters follow', async () => {
    const [id] = await insertMeals(t.database.db, [{}]);
    const reviewId = (await post(id!, alice, { content: 'Okay', rating: 3 })).json().review._id as string;
    await post(id!, bob, { content: 'Great', rating: 5 });
    const put = await t.app.inject({
      method: 'PUT',
      url: `/api/reviews/${reviewId}`,
      headers: alice.headers,
      payload: { content: 'Actually great', rating: 5 },
    });
    expect(put.statusCode).toBe(200);
    expect(put.json()).toMatchObject({
      review: { content: 'Actually great', rating: 5 },
      meal: { rating: 5 },
    });
    const patch = await t.app.inject({
      method: 'PATCH',
      url: `/api/reviews/${reviewId}`,
      headers: alice.headers,
      payload: { content: 'Still great' },
    });
    expect(patch.json()).toMatchObject({ review: { content: 'Still great', rating: 5 } });
    const blank = await t.app.inject({
      method: 'PATCH',
      url: `/api/reviews/${reviewId}`,
      headers: alice.headers,
      payload: { content: ' ' },
    });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().error.issues[0].path).toBe('content');
    expect(await mealCounters(id!)).toEqual({ reviews_count: 2, rating_sum: 10, rating: 5 });
  });

  it('the author or an admin can delete; counters drop back to 0', async () => {
    const [id] = await insertMeals(t.database.db, [{}]);
    const a = (await post(id!, alice, { content: 'A', rating: 2 })).json().review._id as string;
    const b = (await post(id!, bob, { content: 'B', rating: 5 })).json().review._id as string;
    const own = await t.app.inject({ method: 'DELETE', url: `/api/reviews/${a}`, headers: alice.headers });
    expect(own.statusCode).toBe(200);
    expect(own.json()).toEqual({ success: true, meal: { mealId: id, rating: 5, reviews_count: 1 } });
    const moderated = await t.app.inject({
      method: 'DELETE',
      url: `/api/reviews/${b}`,
      headers: admin.headers,
    });
    expect(moderated.statusCode).toBe(200);
    expect(await mealCounters(id!)).toEqual({ reviews_count: 0, rating_sum: 0, rating: 0 });
    const again = await t.app.inject({ method: 'DELETE', url: `/api/reviews/${b}`, headers: admin.headers });
    expect(again.statusCode).toBe(404);
    const [audit] = await t.database.query<{ actor_id: string }>(
      "select actor_id from audit_log where action = 'review.delete' and target_id = $1",
      [b],
    );
    expect(audit?.actor_id).toBe(admin.id);
  });
});

describe('review tables', () => {
  it('GET /api/reviews/all is for admins, with meal title, likes and review count', async () => {
    const [id] = await insertMeals(t.database.db, [{ title: 'Admin table meal', likesCount: 7 }]);
    await post(id!, alice, { content: 'For the table', rating: 4 });
    expect((await t.app.inject({ method: 'GET', url: '/api/reviews/all' })).statusCode).toBe(401);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/reviews/all', headers: alice.headers })).statusCode,
    ).toBe(403);
    const res = await t.app.inject({ method: 'GET', url: '/api/reviews/all', headers: admin.headers });
    expect(res.statusCode).toBe(200);
    expect(res.json().reviews[0]).toMatchObject({
      mealId: id,
      mealTitle: 'Admin table meal',
      content: 'For the table',
      likes: 7,
      reviews_count: 1,
      userName: 'Alice',
    });
    expect(res.json().total).toBeGreaterThanOrEqual(1);
  });

  it('GET /api/reviews/user/:userId is for that user or an admin, with meal title and likes', async () => {
    const [id] = await insertMeals(t.database.db, [{ title: 'Bob likes this', likesCount: 3 }]);
    await post(id!, bob, { content: 'Mine only', rating: 5 });
    const own = await t.app.inject({
      method: 'GET',
      url: `/api/reviews/user/${bob.id}`,
      headers: bob.headers,
    });
    expect(own.statusCode).toBe(200);
    expect(own.json().reviews.every((r: { userId: string }) => r.userId === bob.id)).toBe(true);
    expect(own.json().reviews[0]).toMatchObject({
      mealTitle: 'Bob likes this',
      likes: 3,
      content: 'Mine only',
    });
    const other = await t.app.inject({
      method: 'GET',
      url: `/api/reviews/user/${bob.id}`,
      headers: alice.headers,
    });
    expect(other.statusCode).toBe(403);
    const byAdmin = await t.app.inject({
      method: 'GET',
      url: `/api/reviews/user/${bob.id}`,
      headers: admin.headers,
    });
    expect(byAdmin.json().total).toBe(own.json().total);
  });
});
