import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from './helper.js';
import { createUsers, likeState } from './factories/crowd.js';
import { insertMeals } from './factories/meals.js';
import { createUser, type TestUser } from './factories/users.js';

let t: TestApp;
let alice: TestUser;
let bob: TestUser;
let crowd: TestUser[];

beforeAll(async () => {
  t = await buildTestApp();
  [alice, bob] = await Promise.all([createUser(t.app, t.database), createUser(t.app, t.database)]);
  // Password hashing makes each sign-up take a few hundred ms; made once, here, not inside a timed test.
  crowd = await createUsers(t.app, t.database, 50);
}, 180_000);
afterAll(() => t.close());

const like = (mealId: string, user?: TestUser, payload?: unknown) =>
  t.app.inject({
    method: 'PATCH',
    url: `/api/meals/${mealId}/like`,
    ...(user ? { headers: user.headers } : {}),
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

describe('PATCH /api/meals/:id/like', () => {
  it('needs a signed-in user', async () => {
    const [id] = await insertMeals(t.database.db, [{}]);
    const res = await like(id!);
    expect(res.statusCode).toBe(401);
    expect(res.json().error.code).toBe('UNAUTHENTICATED');
    expect((await likeState(t.database, id!)).rows).toBe(0);
  });

  it('answers 404 for an unknown meal and 400 for a malformed id', async () => {
    expect((await like('6f1c1f3e-8a63-4d55-9f59-2a1d1d1d1d1d', alice)).statusCode).toBe(404);
    const malformed = await like('x', alice);
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().error.issues[0].path).toBe('id');
  });

  it('toggles: like, then unlike, with the count and likedByMe following', async () => {
    const [id] = await insertMeals(t.database.db, [{}]);
    expect((await like(id!, alice)).json()).toEqual({ likes: 1, liked: true });
    expect((await like(id!, bob)).json()).toEqual({ likes: 2, liked: true });
    const seenByAlice = await t.app.inject({
      method: 'GET',
      url: `/api/meals/${id}`,
      headers: alice.headers,
    });
    expect(seenByAlice.json()).toMatchObject({ likes: 2, likedByMe: true });
    const seenByVisitor = await t.app.inject({ method: 'GET', url: `/api/meals/${id}` });
    expect(seenByVisitor.json()).toMatchObject({ likes: 2, likedByMe: false });

    expect((await like(id!, alice)).json()).toEqual({ likes: 1, liked: false });
    const after = await t.app.inject({ method: 'GET', url: `/api/meals/${id}`, headers: alice.headers });
    expect(after.json()).toMatchObject({ likes: 1, likedByMe: false });
    expect(await likeState(t.database, id!)).toMatchObject({ rows: 1, counter: 1 });
  });

  it('takes identity from the session only: a userId in the body is ignored', async () => {
    const [id] = await insertMeals(t.database.db, [{}]);
    const res = await like(id!, alice, { userId: bob.id, likes: 500 });
    expect(res.json()).toEqual({ likes: 1, liked: true });
    const rows = await t.database.query<{ user_id: string }>(
      'select user_id from meal_likes where meal_id = $1',
      [id],
    );
    expect(rows).toEqual([{ user_id: alice.id }]);
  });

  it('counts exactly 50 when 50 users like at the same moment', async () => {
    const [id] = await insertMeals(t.database.db, [{}]);
    const responses = await Promise.all(crowd.map((user) => like(id!, user)));
    expect(responses.map((r) => r.statusCode)).toEqual(crowd.map(() => 200));
    const bodies = responses.map((r) => r.json() as { likes: number; liked: boolean });
    expect(bodies.every((b) => b.liked)).toBe(true);
    // Each answer is the count right after its own like: together exactly 1..50, no count seen twice.
    expect(bodies.map((b) => b.likes).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 50 }, (_, i) => i + 1),
    );
    expect(await likeState(t.database, id!)).toMatchObject({ rows: 50, counter: 50 });
    const meal = await t.app.inject({ method: 'GET', url: `/api/meals/${id}` });
    expect(meal.json().likes).toBe(50);
  });

  it('stays consistent when one user toggles 20 times at once: every toggle flips once, ending unliked', async () => {
    const [id] = await insertMeals(t.database.db, [{}]);
    await like(id!, bob); // someone else's like must survive the storm untouched
    const responses = await Promise.all(Array.from({ length: 20 }, () => like(id!, alice)));
    expect(responses.map((r) => r.statusCode)).toEqual(Array(20).fill(200));
    const bodies = responses.map((r) => r.json() as { likes: number; liked: boolean });
    expect(bodies.filter((b) => b.liked)).toHaveLength(10);
    expect(bodies.every((b) => b.likes === (b.liked ? 2 : 1))).toBe(true);
    expect(await likeState(t.database, id!)).toMatchObject({ rows: 1, counter: 1 });
    const seen = await t.app.inject({ method: 'GET', url: `/api/meals/${id}`, headers: alice.headers });
    expect(seen.json()).toMatchObject({ likes: 1, likedByMe: false });
  });

  it('keeps counts exact when ten users each toggle three times in parallel', async () => {
    const [id] = await insertMeals(t.database.db, [{}]);
    const ten = crowd.slice(0, 10);
    // Each user toggles 3 times at once: an odd number, so everyone ends up liking.
    const responses = await Promise.all(
      ten.flatMap((user) => [like(id!, user), like(id!, user), like(id!, user)]),
    );
    expect(responses.every((r) => r.statusCode === 200)).toBe(true);
    expect(await likeState(t.database, id!)).toMatchObject({ rows: 10, counter: 10 });
  });
});
