import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { mealEvents, type MealPublishedEvent } from '../src/modules/meals/meals.events.js';
import { buildTestApp, type TestApp } from './helper.js';
import { likeState, seedLikes } from './factories/crowd.js';
import { giveMembership } from './factories/memberships.js';
import { upcomingBody } from './factories/meal-bodies.js';
import { insertMeals } from './factories/meals.js';
import { createUser, type TestUser } from './factories/users.js';

let t: TestApp;
let admin: TestUser;
let user: TestUser;
const UNKNOWN = '6f1c1f3e-8a63-4d55-9f59-2a1d1d1d1d1d';
const DAY = 24 * 60 * 60 * 1000;
const inDays = (days: number) => new Date(Date.now() + days * DAY);

const events: MealPublishedEvent[] = [];
const onPublished = (event: MealPublishedEvent) => events.push(event);

beforeAll(async () => {
  t = await buildTestApp();
  [admin, user] = await Promise.all([
    createUser(t.app, t.database, { role: 'admin', name: 'Head Cook' }),
    createUser(t.app, t.database),
  ]);
  // A paid member: only such likes (and admins') publish a meal (docs/decisions/0026).
  await giveMembership(t.database.db, user.id);
  mealEvents.on('published', onPublished);
});
afterAll(async () => {
  mealEvents.off('published', onPublished);
  await t.close();
});
afterEach(() => {
  events.length = 0;
});

const ids = (body: { _id: string }[]) => body.map((m) => m._id);

async function createUpcoming(overrides: Record<string, unknown> = {}): Promise<string> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/upcoming',
    headers: admin.headers,
    payload: upcomingBody(overrides),
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json()._id;
}

async function auditCount(action: string, targetId: string): Promise<number> {
  const [row] = await t.database.query<{ n: number }>(
    'select count(*)::int as n from audit_log where action = $1 and target_id = $2',
    [action, targetId],
  );
  return row!.n;
}

describe('POST /api/upcoming', () => {
  it('creates an upcoming meal by the signed-in admin with zero counters', async () => {
    const publishDate = inDays(2).toISOString();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/upcoming',
      headers: admin.headers,
      payload: {
        ...upcomingBody({ title: 'Kacchi Biryani', publishDate }),
        distributorEmail: 'x@y.z',
        likes: 9,
        rating: 5,
        reviews_count: 3,
        published: true,
        status: 'published',
      },
    });
    expect(res.statusCode).toBe(201);
    const meal = res.json();
    expect(meal).toMatchObject({
      title: 'Kacchi Biryani',
      status: 'upcoming',
      published: false,
      likes: 0,
      rating: 0,
      reviews_count: 0,
      distributorName: 'Head Cook',
      distributorEmail: admin.email,
      publishDate,
      // No post time on the upcoming form: the publish date stands in.
      postTime: publishDate,
    });
    expect(await auditCount('upcoming.create', meal._id)).toBe(1);
  });

  it('refuses a publish date in the past with a 400 naming publishDate, and stores nothing', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/upcoming',
      headers: admin.headers,
      payload: upcomingBody({ title: 'Yesterday Stew', publishDate: inDays(-1).toISOString() }),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({
      code: 'VALIDATION_FAILED',
      issues: [
        {
          path: 'publishDate',
          message: 'Publish date cannot be in the past',
          messageKey: 'publishDateInPast',
        },
      ],
    });
    expect(await t.database.query(`select 1 from meals where title = 'Yesterday Stew'`)).toHaveLength(0);
  });

  it.each([
    ['publishDate', { publishDate: undefined }, 'Publish date is required'],
    ['publishDate', { publishDate: 'soon' }, 'Enter a valid date and time'],
    ['image', { image: '' }, 'Please upload an image.'],
    ['title', { title: '' }, 'Title is required'],
    ['price', { price: -5 }, 'Must be positive'],
    ['category', { category: undefined }, 'Category is required'],
  ])('rejects a bad %s with a 400 naming it', async (field, override, message) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/upcoming',
      headers: admin.headers,
      payload: upcomingBody(override),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.issues[0]).toEqual(expect.objectContaining({ path: field, message }));
  });
});

describe('GET /api/upcoming', () => {
  let later: string;
  let sooner: string;
  let published: string;
  let direct: string;

  beforeAll(async () => {
    later = await createUpcoming({ title: 'Later Feast', publishDate: inDays(9).toISOString() });
    sooner = await createUpcoming({ title: 'Sooner Feast', publishDate: inDays(1).toISOString() });
    published = await createUpcoming({ title: 'Already Out', publishDate: inDays(4).toISOString() });
    await t.app.inject({ method: 'PATCH', url: `/api/upcoming/${published}`, headers: admin.headers });
    direct = (await insertMeals(t.database.db, [{ title: 'Posted Directly' }]))[0]!;
  });

  it('shows visitors and users only meals still upcoming, soonest first', async () => {
    for (const headers of [undefined, user.headers]) {
      const res = await t.app.inject({
        method: 'GET',
        url: '/api/upcoming',
        ...(headers ? { headers } : {}),
      });
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(Array.isArray(body)).toBe(true);
      expect(
        body.every((m: { status: string; published: boolean }) => m.status === 'upcoming' && !m.published),
      ).toBe(true);
      const list = ids(body);
      expect(list).not.toContain(published);
      expect(list).not.toContain(direct);
      expect(list.indexOf(sooner)).toBeLessThan(list.indexOf(later));
      const dates = body.map((m: { publishDate: string }) => Date.parse(m.publishDate));
      expect(dates).toEqual([...dates].sort((a, b) => a - b));
    }
  });

  it('shows admins the published-from-upcoming meals too, marked published, after the pending ones', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/upcoming', headers: admin.headers });
    const body = res.json() as { _id: string; published: boolean; status: string }[];
    const list = ids(body);
    expect(list).toContain(published);
    expect(list).not.toContain(direct);
    expect(body.find((m) => m._id === published)).toMatchObject({ published: true, status: 'published' });
    expect(body.find((m) => m._id === later)).toMatchObject({ published: false, status: 'upcoming' });
    const firstPublished = body.findIndex((m) => m.published);
    expect(body.slice(firstPublished).every((m) => m.published)).toBe(true);
  });

  it('tells a signed-in user which ones they like', async () => {
    await t.app.inject({ method: 'PATCH', url: `/api/upcoming/${sooner}/like`, headers: user.headers });
    const mine = (await t.app.inject({ method: 'GET', url: '/api/upcoming', headers: user.headers })).json();
    expect(mine.find((m: { _id: string }) => m._id === sooner)).toMatchObject({ likes: 1, likedByMe: true });
    const visitor = (await t.app.inject({ method: 'GET', url: '/api/upcoming' })).json();
    expect(visitor.find((m: { _id: string }) => m._id === sooner)).toMatchObject({
      likes: 1,
      likedByMe: false,
    });
  });

  it('bounds the list', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/upcoming?limit=1', headers: admin.headers });
    expect(res.json()).toHaveLength(1);
  });
});

describe('the public meal list and upcoming meals', () => {
  it('never shows an upcoming meal, and shows it after publishing with its likes kept', async () => {
    const id = await createUpcoming({ title: 'Mezban Beef' });
    await seedLikes(t.database, id, 3);
    await t.app.inject({ method: 'PATCH', url: `/api/upcoming/${id}/like`, headers: user.headers });
    const before = await t.app.inject({ method: 'GET', url: '/api/meals?search=mezban' });
    expect(before.json().total).toBe(0);

    const res = await t.app.inject({ method: 'PATCH', url: `/api/upcoming/${id}`, headers: admin.headers });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true });

    const after = await t.app.inject({
      method: 'GET',
      url: '/api/meals?search=mezban',
      headers: user.headers,
    });
    expect(after.json().meals).toEqual([
      expect.objectContaining({ _id: id, likes: 4, likedByMe: true, status: 'published' }),
    ]);
    const upcoming = await t.app.inject({ method: 'GET', url: '/api/upcoming' });
    expect(ids(upcoming.json())).not.toContain(id);
    expect(await auditCount('upcoming.publish', id)).toBe(1);
    expect(events).toEqual([
      { mealId: id, title: 'Mezban Beef', trigger: 'admin', likerIds: expect.arrayContaining([user.id]) },
    ]);
    expect(events[0]!.likerIds).toHaveLength(4);
    const [row] = await t.database.query<{ published_at: Date | null; post_time: Date }>(
      'select published_at, post_time from meals where id = $1',
      [id],
    );
    expect(row!.published_at).not.toBeNull();
    // Published ahead of its planned date: it was posted now, not in the future.
    expect(new Date(row!.post_time).getTime()).toBeLessThanOrEqual(Date.now());
  });
});

describe('PATCH /api/upcoming/:id (publish)', () => {
  it('publishes once: a second publish is a 409 and changes nothing', async () => {
    const id = await createUpcoming();
    expect(
      (await t.app.inject({ method: 'PATCH', url: `/api/upcoming/${id}`, headers: admin.headers }))
        .statusCode,
    ).toBe(200);
    const again = await t.app.inject({ method: 'PATCH', url: `/api/upcoming/${id}`, headers: admin.headers });
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toMatchObject({
      code: 'CONFLICT',
      message: 'This meal is already published.',
    });
    expect(await auditCount('upcoming.publish', id)).toBe(1);
    expect(events).toHaveLength(1);
  });

  it('publishes exactly once when Publish is pressed three times at once', async () => {
    const id = await createUpcoming();
    const results = await Promise.all(
      [1, 2, 3].map(() =>
        t.app.inject({ method: 'PATCH', url: `/api/upcoming/${id}`, headers: admin.headers }),
      ),
    );
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409, 409]);
    expect(await auditCount('upcoming.publish', id)).toBe(1);
    expect(events.filter((e) => e.mealId === id)).toHaveLength(1);
  });

  it('answers 404 for an unknown id and for a meal that was never upcoming', async () => {
    const [direct] = await insertMeals(t.database.db, [{}]);
    for (const id of [UNKNOWN, direct]) {
      const res = await t.app.inject({ method: 'PATCH', url: `/api/upcoming/${id}`, headers: admin.headers });
      expect(res.statusCode).toBe(404);
      expect(res.json().error.message).toBe('Upcoming meal not found.');
    }
  });
});

describe('DELETE /api/upcoming/:id (cancel)', () => {
  it('removes a meal that is still upcoming, with its likes', async () => {
    const id = await createUpcoming({ title: 'Cancelled Curry' });
    await t.app.inject({ method: 'PATCH', url: `/api/upcoming/${id}/like`, headers: user.headers });
    const res = await t.app.inject({ method: 'DELETE', url: `/api/upcoming/${id}`, headers: admin.headers });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true });
    const admins = await t.app.inject({ method: 'GET', url: '/api/upcoming', headers: admin.headers });
    expect(ids(admins.json())).not.toContain(id);
    expect(await t.database.query('select 1 from meal_likes where meal_id = $1', [id])).toHaveLength(0);
    expect(await auditCount('upcoming.delete', id)).toBe(1);
    const again = await t.app.inject({
      method: 'DELETE',
      url: `/api/upcoming/${id}`,
      headers: admin.headers,
    });
    expect(again.statusCode).toBe(404);
  });

  it('refuses (409) once the meal is published, and the meal stays', async () => {
    const id = await createUpcoming();
    await t.app.inject({ method: 'PATCH', url: `/api/upcoming/${id}`, headers: admin.headers });
    const res = await t.app.inject({ method: 'DELETE', url: `/api/upcoming/${id}`, headers: admin.headers });
    expect(res.statusCode).toBe(409);
    expect((await t.app.inject({ method: 'GET', url: `/api/meals/${id}` })).statusCode).toBe(200);
  });
});

describe('PATCH /api/upcoming/:id/like', () => {
  it('needs a signed-in user and a known meal', async () => {
    const id = await createUpcoming();
    expect((await t.app.inject({ method: 'PATCH', url: `/api/upcoming/${id}/like` })).statusCode).toBe(401);
    const missing = await t.app.inject({
      method: 'PATCH',
      url: `/api/upcoming/${UNKNOWN}/like`,
      headers: user.headers,
    });
    expect(missing.statusCode).toBe(404);
  });

  it('toggles, ignoring any body', async () => {
    const id = await createUpcoming();
    const like = () =>
      t.app.inject({
        method: 'PATCH',
        url: `/api/upcoming/${id}/like`,
        headers: user.headers,
        payload: { userId: admin.id },
      });
    expect((await like()).json()).toEqual({ likes: 1, liked: true, trustedLikes: 1, published: false });
    expect((await like()).json()).toEqual({ likes: 0, liked: false, trustedLikes: 0, published: false });
    expect(await likeState(t.database, id)).toMatchObject({ rows: 0, counter: 0, status: 'upcoming' });
  });

  it('publishes on the 10th like, says so to that liker only, and unliking never unpublishes', async () => {
    const id = await createUpcoming({ title: 'Tenth Like Tehari' });
    await seedLikes(t.database, id, 9);
    const tenth = await t.app.inject({
      method: 'PATCH',
      url: `/api/upcoming/${id}/like`,
      headers: user.headers,
    });
    expect(tenth.json()).toEqual({ likes: 10, liked: true, trustedLikes: 10, published: true });
    expect(events).toEqual([
      expect.objectContaining({ mealId: id, title: 'Tenth Like Tehari', trigger: 'likes' }),
    ]);
    expect(events[0]!.likerIds).toHaveLength(10);
    expect(events[0]!.likerIds).toContain(user.id);
    const [audit] = await t.database.query<{ actor_id: string; data: { trigger: string } }>(
      `select actor_id, data from audit_log where action = 'upcoming.publish' and target_id = $1`,
      [id],
    );
    expect(audit).toMatchObject({ actor_id: user.id, data: { trigger: 'likes' } });

    const unlike = await t.app.inject({
      method: 'PATCH',
      url: `/api/upcoming/${id}/like`,
      headers: user.headers,
    });
    expect(unlike.json()).toEqual({ likes: 9, liked: false, trustedLikes: 9, published: false });
    expect(await likeState(t.database, id)).toMatchObject({ rows: 9, counter: 9, status: 'published' });
    const relike = await t.app.inject({
      method: 'PATCH',
      url: `/api/upcoming/${id}/like`,
      headers: user.headers,
    });
    expect(relike.json()).toEqual({ likes: 10, liked: true, trustedLikes: 10, published: false });
    expect(events).toHaveLength(1);
  });

  it("counts a non-member's like in likes only and a member's in likes and trustedLikes, in the answers and the list", async () => {
    const id = await createUpcoming();
    const bronze = await createUser(t.app, t.database);
    const like = (who: TestUser) =>
      t.app.inject({ method: 'PATCH', url: `/api/upcoming/${id}/like`, headers: who.headers });
    const listed = async () => {
      const res = await t.app.inject({ method: 'GET', url: '/api/upcoming?limit=50' });
      return res.json().find((meal: { _id: string }) => meal._id === id);
    };

    expect((await like(bronze)).json()).toEqual({ likes: 1, liked: true, trustedLikes: 0, published: false });
    expect(await listed()).toMatchObject({ likes: 1, trustedLikes: 0 });
    expect((await like(user)).json()).toEqual({ likes: 2, liked: true, trustedLikes: 1, published: false });
    expect(await listed()).toMatchObject({ likes: 2, trustedLikes: 1 });
    expect((await like(user)).json()).toEqual({ likes: 1, liked: false, trustedLikes: 0, published: false });
    expect((await like(bronze)).json()).toEqual({
      likes: 0,
      liked: false,
      trustedLikes: 0,
      published: false,
    });
    expect(await listed()).toMatchObject({ likes: 0, trustedLikes: 0 });
  });

  it('counts a like through /api/meals/:id/like towards the auto-publish as well', async () => {
    const id = await createUpcoming();
    await seedLikes(t.database, id, 9);
    const res = await t.app.inject({ method: 'PATCH', url: `/api/meals/${id}/like`, headers: user.headers });
    expect(res.json()).toEqual({ likes: 10, liked: true });
    expect((await likeState(t.database, id)).status).toBe('published');
    expect(events).toHaveLength(1);
  });
});
