import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../src/db/schema/index.js';
import { buildTestApp, type TestApp } from '../helper.js';
import { mealBody } from '../factories/meal-bodies.js';
import { insertMeals } from '../factories/meals.js';
import { createUser, type TestUser } from '../factories/users.js';

// A photo on someone else's server, shown to every visitor of a meal, tells that server who looked and when.
// Every image the site shows is one Messhall stores, and the CSP allows no other.

const PIXEL = 'https://tracker.example/p.gif?u=1';
let t: TestApp;
let user: TestUser;
let admin: TestUser;
let origin: string;

beforeAll(async () => {
  t = await buildTestApp({ NODE_ENV: 'production' });
  user = await createUser(t.app, t.database);
  admin = await createUser(t.app, t.database, { role: 'admin' });
  origin = new URL(t.config.publicUrl).origin;
});
afterAll(() => t?.close());

const post = (who: TestUser, url: string, payload: object) =>
  t.app.inject({ method: 'POST', url, headers: { ...who.headers, origin }, payload });

describe('only photos stored by Messhall are taken or shown', () => {
  it.each([
    ['POST /api/users', '/api/users', { photo: PIXEL }, 'photo'],
    ['update-user', '/api/auth/update-user', { image: PIXEL }, 'image'],
  ])('%s refuses a third-party photo URL with 400 naming the field', async (_label, url, payload, field) => {
    const res = await post(user, url, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.issues[0].path).toBe(field);
  });

  it('a meal image must be one of ours too', async () => {
    const res = await post(admin, '/api/meals', mealBody({ image: PIXEL }));
    expect(res.statusCode).toBe(400);
  });

  it('a photo stored before the rule is not shown on reviews, the profile or the session', async () => {
    await t.database.db.update(users).set({ image: PIXEL }).where(eq(users.id, user.id));
    const [mealId] = await insertMeals(t.database.db, [{}]);
    expect(
      (await post(user, `/api/meals/${mealId}/reviews`, { content: 'Good dal', rating: 4 })).statusCode,
    ).toBe(201);
    const answers = [
      await t.app.inject({ method: 'GET', url: `/api/meals/${mealId}/reviews` }),
      await t.app.inject({ method: 'GET', url: '/api/users/me', headers: user.headers }),
      await t.app.inject({ method: 'GET', url: '/api/auth/get-session', headers: user.headers }),
    ];
    for (const res of answers) {
      expect(res.statusCode).toBe(200);
      expect(res.body).not.toContain('tracker.example');
    }
  });

  it('the CSP lets pages load images from our own origin only', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    const imgSrc = String(res.headers['content-security-policy'])
      .split(';')
      .find((d) => d.trim().startsWith('img-src'));
    expect(imgSrc?.trim().split(/\s+/).slice(1).sort()).toEqual(["'self'", 'blob:', 'data:']);
  });
});
