import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from './helper.js';
import { insertMeals } from './factories/meals.js';

let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp();
  await insertMeals(t.database.db, [
    {
      title: 'Chicken Biryani',
      category: 'Lunch',
      price: 250,
      ingredients: 'basmati rice, chicken, saffron',
    },
    { title: 'Masala Omelette', category: 'Breakfast', price: 60, ingredients: 'eggs, onion, chilli' },
    { title: 'Beef Tehari', category: 'Dinner', price: 320, description: 'Old Dhaka style 100% beef' },
    { title: 'Singara', category: 'Snacks', price: 15 },
    { title: 'Future Feast', category: 'Dinner', price: 500, status: 'upcoming' },
  ]);
});
afterAll(() => t.close());

describe('health', () => {
  it('reports the database as reachable', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok', db: 'ok' });
  });

  it('answers "alive" and "ready" apart (readiness asks the database; liveness does not)', async () => {
    const live = await t.app.inject({ method: 'GET', url: '/api/health/live' });
    expect(live.statusCode).toBe(200);
    expect(live.json()).toEqual({ status: 'ok' });
    const ready = await t.app.inject({ method: 'GET', url: '/api/health/ready' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ok', db: 'ok' });
  });
});

describe('GET /api/meals', () => {
  it('returns published meals in the spec shape, never upcoming ones', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/meals?limit=30' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.total).toBe(4);
    expect(body.meals.map((m: { title: string }) => m.title)).not.toContain('Future Feast');
    const meal = body.meals[0];
    expect(Object.keys(meal)).toEqual(
      expect.arrayContaining([
        '_id',
        'title',
        'category',
        'image',
        'price',
        'rating',
        'likes',
        'reviews_count',
      ]),
    );
    expect(meal).not.toHaveProperty('searchVector');
    expect(meal).not.toHaveProperty('ratingSum');
  });

  it('filters by category and price and sorts by price', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/meals?category=All&minPrice=50&maxPrice=300&sort=price&order=asc',
    });
    expect(res.json().meals.map((m: { price: number }) => m.price)).toEqual([60, 250]);
    const lunch = await t.app.inject({ method: 'GET', url: '/api/meals?category=Lunch' });
    expect(lunch.json().meals.map((m: { title: string }) => m.title)).toEqual(['Chicken Biryani']);
  });

  it('searches titles, ingredients and descriptions by word prefix', async () => {
    const byTitle = await t.app.inject({ method: 'GET', url: '/api/meals?search=biry' });
    expect(byTitle.json().meals.map((m: { title: string }) => m.title)).toEqual(['Chicken Biryani']);
    const byIngredient = await t.app.inject({ method: 'GET', url: '/api/meals?search=saffron' });
    expect(byIngredient.json().total).toBe(1);
  });

  it.each(['%', '_', '.*', "'", '"; drop table meals; --', '100%', '\\', 'zz & yy | !xx', '(:*)'])(
    'treats %s as plain text, never as a pattern or query syntax',
    async (search) => {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/meals?search=${encodeURIComponent(search)}`,
      });
      expect(res.statusCode).toBe(200);
      expect(res.json().total).toBe(search === '100%' ? 1 : 0);
    },
  );

  it('rejects a negative min price and a max below min, naming the field', async () => {
    const negative = await t.app.inject({ method: 'GET', url: '/api/meals?minPrice=-1' });
    expect(negative.statusCode).toBe(400);
    expect(negative.json().error.issues[0].path).toBe('minPrice');
    const inverted = await t.app.inject({ method: 'GET', url: '/api/meals?minPrice=500&maxPrice=100' });
    expect(inverted.statusCode).toBe(400);
    expect(inverted.json().error.issues[0].path).toBe('maxPrice');
  });

  it('caps the page size at 100', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/meals?limit=100000' });
    expect(res.statusCode).toBe(200);
    expect(res.json().limit).toBe(100);
  });

  it('answers 404 for an unknown meal and 400 for a malformed id', async () => {
    const missing = await t.app.inject({
      method: 'GET',
      url: '/api/meals/6f1c1f3e-8a63-4d55-9f59-2a1d1d1d1d1d',
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error.code).toBe('NOT_FOUND');
    const malformed = await t.app.inject({ method: 'GET', url: '/api/meals/not-an-id' });
    expect(malformed.statusCode).toBe(400);
  });
});

describe('HTTP hardening', () => {
  it('answers unknown API routes with the error shape', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/nope' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ error: { code: 'NOT_FOUND' } });
  });

  it('sets security headers', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
  });

  it('does not parse text/plain bodies', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      headers: { 'content-type': 'text/plain' },
      payload: '{"email":"a@b.c","password":"x"}',
    });
    expect(res.statusCode).toBe(415);
  });

  it('refuses state-changing requests from a foreign origin', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-out',
      headers: { origin: 'https://evil.example', 'content-type': 'application/json' },
      payload: '{}',
    });
    expect(res.statusCode).toBe(403);
  });

  it('rejects malformed JSON with a 400, not a 500', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      headers: { 'content-type': 'application/json' },
      payload: '{"email":',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('VALIDATION_FAILED');
  });

  it('publishes the OpenAPI document generated from the schemas', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.paths['/api/meals'].get.parameters.map((p: { name: string }) => p.name)).toContain('minPrice');
  });
});
