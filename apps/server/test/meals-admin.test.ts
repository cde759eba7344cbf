import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from './helper.js';
import { insertMeals } from './factories/meals.js';
import { mealBody, upcomingBody } from './factories/meal-bodies.js';
import { createUser, type TestUser } from './factories/users.js';

let t: TestApp;
let admin: TestUser;
let user: TestUser;
const UNKNOWN = '6f1c1f3e-8a63-4d55-9f59-2a1d1d1d1d1d';

beforeAll(async () => {
  t = await buildTestApp();
  [admin, user] = await Promise.all([
    createUser(t.app, t.database, { role: 'admin', name: 'Head Cook' }),
    createUser(t.app, t.database),
  ]);
});
afterAll(() => t.close());

async function auditRows(action: string, targetId: string) {
  return t.database.query<{ actor_id: string; action: string; target_type: string }>(
    'select actor_id, action, target_type from audit_log where action = $1 and target_id = $2',
    [action, targetId],
  );
}

describe('admin-only routes', () => {
  // Every admin route with a valid body: the refusal must come from the role, not from validation.
  const routes = () => {
    const id = UNKNOWN;
    return [
      { method: 'POST', url: '/api/meals', payload: mealBody() },
      { method: 'PATCH', url: `/api/meals/${id}`, payload: mealBody() },
      { method: 'DELETE', url: `/api/meals/${id}` },
      { method: 'GET', url: '/api/admin/meals?sortBy=likes&order=desc' },
      { method: 'GET', url: '/api/meals/count?email=a%40b.c' },
      { method: 'POST', url: '/api/upcoming', payload: upcomingBody() },
      { method: 'PATCH', url: `/api/upcoming/${id}` },
      { method: 'DELETE', url: `/api/upcoming/${id}` },
    ] as const;
  };

  it.each(routes())('$method $url: 401 for a visitor, 403 for a user', async (route) => {
    const visitor = await t.app.inject(route);
    expect(visitor.statusCode).toBe(401);
    expect(visitor.json().error.code).toBe('UNAUTHENTICATED');
    const member = await t.app.inject({ ...route, headers: user.headers });
    expect(member.statusCode).toBe(403);
    expect(member.json().error.code).toBe('FORBIDDEN');
  });

  it('answers 401 before validating, so a visitor with a bad body still gets 401', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/meals', payload: { title: '' } });
    expect(res.statusCode).toBe(401);
  });

  it('changes nothing when refused', async () => {
    await t.app.inject({
      method: 'POST',
      url: '/api/meals',
      payload: mealBody({ title: 'Sneaky' }),
      headers: user.headers,
    });
    const rows = await t.database.query(`select 1 from meals where title = 'Sneaky'`);
    expect(rows).toHaveLength(0);
  });
});

describe('POST /api/meals', () => {
  it('creates a published meal by the signed-in admin, with zero counters, and answers 201 with it', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/meals',
      headers: admin.headers,
      payload: {
        ...mealBody({ title: 'Beef Bhuna' }),
        // None of these may come from the body.
        distributorName: 'Mallory',
        distributorEmail: 'mallory@evil.test',
        likes: 99,
        rating: 5,
        reviews_count: 12,
        status: 'upcoming',
        _id: UNKNOWN,
      },
    });
    expect(res.statusCode).toBe(201);
    const meal = res.json();
    expect(meal).toMatchObject({
      title: 'Beef Bhuna',
      category: 'Dinner',
      price: 85.5,
      distributorName: 'Head Cook',
      distributorEmail: admin.email,
      likes: 0,
      likedByMe: false,
      rating: 0,
      reviews_count: 0,
      status: 'published',
      publishDate: null,
    });
    expect(meal._id).not.toBe(UNKNOWN);
    const [row] = await t.database.query<{ distributor_id: string; published_at: Date | null }>(
      'select distributor_id, published_at from meals where id = $1',
      [meal._id],
    );
    expect(row?.distributor_id).toBe(admin.id);
    expect(row?.published_at).not.toBeNull();
    expect(await auditRows('meal.create', meal._id)).toEqual([
      { actor_id: admin.id, action: 'meal.create', target_type: 'meal' },
    ]);

    const list = await t.app.inject({ method: 'GET', url: '/api/meals?search=bhuna' });
    expect(list.json().meals.map((m: { _id: string }) => m._id)).toEqual([meal._id]);
  });

  it('accepts a price sent as text, as forms do', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/meals',
      headers: admin.headers,
      payload: mealBody({ price: '120.25' }),
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().price).toBe(120.25);
  });

  it.each([
    ['title', { title: '   ' }, 'Title is required'],
    ['category', { category: 'Brunch' }, 'Category must be Breakfast, Lunch, Dinner or Snacks'],
    ['image', { image: 'javascript:alert(1)' }, 'Image must be an image uploaded to Messhall'],
    ['ingredients', { ingredients: '' }, 'Ingredients are required'],
    ['description', { description: undefined }, 'Description is required'],
    ['price', { price: -1 }, 'Must be positive'],
    ['price', { price: '' }, 'Price is required'],
    ['price', { price: 'ten' }, 'Price must be a number'],
    ['postTime', { postTime: 'yesterday' }, 'Enter a valid date and time'],
  ])('rejects a bad %s with a 400 naming it', async (field, override, message) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/meals',
      headers: admin.headers,
      payload: mealBody(override),
    });
    expect(res.statusCode).toBe(400);
    const error = res.json().error;
    expect(error.code).toBe('VALIDATION_FAILED');
    expect(error.issues[0]).toEqual(expect.objectContaining({ path: field, message }));
  });
});

describe('PATCH /api/meals/:id', () => {
  it('replaces the editable fields and keeps counters and distributor', async () => {
    const [id] = await insertMeals(t.database.db, [
      { title: 'Old Title', likesCount: 3, reviewsCount: 2, rating: 4.5, distributorName: 'First Cook' },
    ]);
    const res = await t.app.inject({
      method: 'PATCH',
      url: `/api/meals/${id}`,
      headers: admin.headers,
      payload: mealBody({
        title: 'New Title',
        category: 'Snacks',
        price: 42,
        likes: 0,
        distributorName: 'X',
      }),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true });
    const meal = (await t.app.inject({ method: 'GET', url: `/api/meals/${id}` })).json();
    expect(meal).toMatchObject({
      title: 'New Title',
      category: 'Snacks',
      price: 42,
      likes: 3,
      reviews_count: 2,
      rating: 4.5,
      distributorName: 'First Cook',
    });
    expect(await auditRows('meal.update', id!)).toHaveLength(1);
  });

  it.each(['title', 'category', 'image', 'ingredients', 'description', 'price', 'postTime'])(
    'needs the full body: without %s it is a 400 naming it',
    async (field) => {
      const [id] = await insertMeals(t.database.db, [{ title: 'Keep Me' }]);
      const body: Record<string, unknown> = mealBody();
      delete body[field];
      const res = await t.app.inject({
        method: 'PATCH',
        url: `/api/meals/${id}`,
        headers: admin.headers,
        payload: body,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().error.issues.map((i: { path: string }) => i.path)).toEqual([field]);
      const [row] = await t.database.query<{ title: string }>('select title from meals where id = $1', [id]);
      expect(row?.title).toBe('Keep Me');
    },
  );

  it('answers 404 for an unknown meal and 400 for a malformed id', async () => {
    const missing = await t.app.inject({
      method: 'PATCH',
      url: `/api/meals/${UNKNOWN}`,
      headers: admin.headers,
      payload: mealBody(),
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error.code).toBe('NOT_FOUND');
    const malformed = await t.app.inject({
      method: 'PATCH',
      url: '/api/meals/nope',
      headers: admin.headers,
      payload: mealBody(),
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().error.issues[0].path).toBe('id');
  });
});

describe('DELETE /api/meals/:id', () => {
  it('deletes the meal with its likes, reviews and requests, and it leaves every list', async () => {
    const [id] = await insertMeals(t.database.db, [{ title: 'Doomed Dal', likesCount: 1 }]);
    await t.database.query('insert into meal_likes (meal_id, user_id) values ($1, $2)', [id, user.id]);
    await t.database.query(
      `insert into reviews (meal_id, user_id, rating, content) values ($1, $2, 4, 'nice')`,
      [id, user.id],
    );
    await t.database.query(
      `insert into meal_requests (meal_id, user_id, package_name) values ($1, $2, 'Gold')`,
      [id, user.id],
    );

    const res = await t.app.inject({ method: 'DELETE', url: `/api/meals/${id}`, headers: admin.headers });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true });

    const [left] = await t.database.query<{ likes: number; reviews: number; requests: number }>(
      `select (select count(*)::int from meal_likes where meal_id = $1) as likes,
              (select count(*)::int from reviews where meal_id = $1) as reviews,
              (select count(*)::int from meal_requests where meal_id = $1) as requests`,
      [id],
    );
    expect(left).toEqual({ likes: 0, reviews: 0, requests: 0 });
    expect((await t.app.inject({ method: 'GET', url: `/api/meals/${id}` })).statusCode).toBe(404);
    const list = await t.app.inject({ method: 'GET', url: '/api/meals?search=doomed' });
    expect(list.json().total).toBe(0);
    const adminList = await t.app.inject({ method: 'GET', url: '/api/admin/meals', headers: admin.headers });
    expect(adminList.json().meals.map((m: { _id: string }) => m._id)).not.toContain(id);
    expect(await auditRows('meal.delete', id!)).toEqual([
      { actor_id: admin.id, action: 'meal.delete', target_type: 'meal' },
    ]);

    const again = await t.app.inject({ method: 'DELETE', url: `/api/meals/${id}`, headers: admin.headers });
    expect(again.statusCode).toBe(404);
  });
});

describe('GET /api/admin/meals', () => {
  let ids: string[];
  beforeAll(async () => {
    // A separate distributor keeps these rows recognisable among the other tests' meals.
    ids = await insertMeals(t.database.db, [
      { title: 'Sort A', likesCount: 5, reviewsCount: 1, distributorEmail: 'sorter@messhall.test' },
      { title: 'Sort B', likesCount: 1, reviewsCount: 7, distributorEmail: 'sorter@messhall.test' },
      { title: 'Sort C', likesCount: 9, reviewsCount: 3, distributorEmail: 'sorter@messhall.test' },
      {
        title: 'Sort Upcoming',
        status: 'upcoming',
        likesCount: 50,
        distributorEmail: 'sorter@messhall.test',
      },
    ]);
  });

  async function titles(query: string) {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/admin/meals?${query}`,
      headers: admin.headers,
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ page: 1 });
    return (body.meals as { title: string }[])
      .map((m) => m.title)
      .filter((title) => title.startsWith('Sort '));
  }

  it('lists published meals only, sorted by likes or reviews_count in either order', async () => {
    expect(await titles('sortBy=likes&order=desc')).toEqual(['Sort C', 'Sort A', 'Sort B']);
    expect(await titles('sortBy=likes&order=asc')).toEqual(['Sort B', 'Sort A', 'Sort C']);
    expect(await titles('sortBy=reviews_count&order=desc')).toEqual(['Sort B', 'Sort C', 'Sort A']);
    expect(await titles('sortBy=reviews_count&order=asc')).toEqual(['Sort A', 'Sort C', 'Sort B']);
    expect(await titles('sortBy=likes')).toEqual(['Sort C', 'Sort A', 'Sort B']);
  });

  it('pages with the shared envelope and caps the limit at 100', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/admin/meals?limit=1000',
      headers: admin.headers,
    });
    const body = res.json();
    expect(body.limit).toBe(100);
    expect(body.total).toBe(body.meals.length);
    expect(body.meals.map((m: { _id: string }) => m._id)).not.toContain(ids[3]);
    const page2 = await t.app.inject({
      method: 'GET',
      url: '/api/admin/meals?limit=1&page=2',
      headers: admin.headers,
    });
    expect(page2.json()).toMatchObject({ page: 2, limit: 1, total: body.total });
    expect(page2.json().meals).toHaveLength(1);
  });

  it('rejects an unknown sort key naming sortBy', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/admin/meals?sortBy=price',
      headers: admin.headers,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.issues[0].path).toBe('sortBy');
  });
});

describe('GET /api/meals/count', () => {
  it("counts the caller's meals by default and anyone's by e-mail (case-insensitive), upcoming included", async () => {
    const cook = await createUser(t.app, t.database, { role: 'admin', name: 'Counting Cook' });
    const count = async (query = '') =>
      (await t.app.inject({ method: 'GET', url: `/api/meals/count${query}`, headers: cook.headers })).json();
    expect(await count()).toEqual({ count: 0 });
    await t.app.inject({ method: 'POST', url: '/api/meals', headers: cook.headers, payload: mealBody() });
    await t.app.inject({ method: 'POST', url: '/api/meals', headers: cook.headers, payload: mealBody() });
    await t.app.inject({
      method: 'POST',
      url: '/api/upcoming',
      headers: cook.headers,
      payload: upcomingBody(),
    });
    expect(await count()).toEqual({ count: 3 });
    expect(await count(`?email=${encodeURIComponent(cook.email.toUpperCase())}`)).toEqual({ count: 3 });
    expect(await count('?email=SORTER%40messhall.test')).toEqual({ count: 4 });
    expect(await count('?email=nobody%40messhall.test')).toEqual({ count: 0 });
  });

  it('is not captured by /api/meals/:id', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/meals/count', headers: admin.headers });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toHaveProperty('count');
  });
});
