import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from './helper.js';
import { createUsers } from './factories/crowd.js';
import { insertMeals } from './factories/meals.js';
import type { TestUser } from './factories/users.js';

let t: TestApp;
let crowd: TestUser[];

beforeAll(async () => {
  t = await buildTestApp();
  crowd = await createUsers(t.app, t.database, 30, 3);
}, 180_000);
afterAll(() => t.close());

/** The meal's counters next to what its review rows say they should be. */
async function consistency(mealId: string) {
  const [row] = await t.database.query<{
    count: number;
    sum: number;
    expected_rating: string;
    reviews_count: number;
    rating_sum: number;
    rating: string;
  }>(
    `select (select count(*)::int from reviews where meal_id = $1) as count,
            (select coalesce(sum(rating), 0)::int from reviews where meal_id = $1) as sum,
            (select coalesce(round(avg(rating), 1), 0) from reviews where meal_id = $1) as expected_rating,
            reviews_count, rating_sum, rating
       from meals where id = $1`,
    [mealId],
  );
  return {
    rows: row!.count,
    counter: row!.reviews_count,
    sum: row!.sum,
    ratingSum: row!.rating_sum,
    expectedRating: Number(row!.expected_rating),
    rating: Number(row!.rating),
  };
}

describe('meal rating and review count under parallel writes', () => {
  it('are exact after 30 parallel reviews from different users, then parallel edits and deletes', async () => {
    const [id] = await insertMeals(t.database.db, [{}]);
    const ratings = crowd.map((_, i) => (i % 5) + 1);
    const created = await Promise.all(
      crowd.map((user, i) =>
        t.app.inject({
          method: 'POST',
          url: `/api/meals/${id}/reviews`,
          headers: user.headers,
          payload: { content: `Review ${i}`, rating: ratings[i] },
        }),
      ),
    );
    expect(created.map((r) => r.statusCode)).toEqual(crowd.map(() => 201));
    let state = await consistency(id!);
    expect(state).toMatchObject({ rows: 30, counter: 30, sum: 90, ratingSum: 90, rating: 3 });

    const ids = created.map((r) => r.json().review._id as string);
    // Ten edits (rating → 5), five re-submits through POST (rating → 1) and ten deletes, all at once.
    const edits = ids.slice(0, 10).map((reviewId, i) =>
      t.app.inject({
        method: i % 2 ? 'PUT' : 'PATCH',
        url: `/api/reviews/${reviewId}`,
        headers: crowd[i]!.headers,
        payload: { content: 'Edited', rating: 5 },
      }),
    );
    const resubmits = crowd.slice(10, 15).map((user) =>
      t.app.inject({
        method: 'POST',
        url: `/api/meals/${id}/reviews`,
        headers: user.headers,
        payload: { content: 'Changed my mind', rating: 1 },
      }),
    );
    const deletes = ids
      .slice(20, 30)
      .map((reviewId, i) =>
        t.app.inject({ method: 'DELETE', url: `/api/reviews/${reviewId}`, headers: crowd[20 + i]!.headers }),
      );
    const results = await Promise.all([...edits, ...resubmits, ...deletes]);
    expect(results.map((r) => r.statusCode)).toEqual(results.map(() => 200));

    state = await consistency(id!);
    // 10 × 5 (edited) + 5 × 1 (re-submitted) + reviews 15..19 unchanged (ratings 1..5) = 50 + 5 + 15.
    expect(state).toMatchObject({ rows: 20, counter: 20, sum: 70, ratingSum: 70, rating: 3.5 });
    expect(state.rating).toBe(state.expectedRating);
  });

  it('one user submitting 10 times at once keeps one review and counts it once', async () => {
    const [id] = await insertMeals(t.database.db, [{}]);
    const user = crowd[0]!;
    const results = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        t.app.inject({
          method: 'POST',
          url: `/api/meals/${id}/reviews`,
          headers: user.headers,
          payload: { content: `Try ${i}`, rating: (i % 5) + 1 },
        }),
      ),
    );
    expect(results.filter((r) => r.statusCode === 201)).toHaveLength(1);
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(9);
    const state = await consistency(id!);
    expect(state.rows).toBe(1);
    expect(state.counter).toBe(1);
    expect(state.ratingSum).toBe(state.sum);
    expect(state.rating).toBe(state.expectedRating);
  });
});
