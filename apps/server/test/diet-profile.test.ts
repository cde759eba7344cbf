import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIET_MESSAGES, dietProfileSchema } from '@messhall/shared';
import { dietProfiles } from '../src/db/schema/index.js';
import { buildTestApp, type TestApp } from './helper.js';
import { createUser, type TestUser } from './factories/users.js';

// GET and PUT /api/users/me/diet (docs/product/rules.md#diet-and-allergens): always the caller's own profile.

let t: TestApp;
let ayesha: TestUser;
let omar: TestUser;

beforeAll(async () => {
  t = await buildTestApp();
  ayesha = await createUser(t.app, t.database, { name: 'Ayesha' });
  omar = await createUser(t.app, t.database, { name: 'Omar' });
});
afterAll(() => t.close());

const getDiet = (who?: TestUser) =>
  t.app.inject({ method: 'GET', url: '/api/users/me/diet', headers: who?.headers ?? {} });
const putDiet = (payload: unknown, who?: TestUser) =>
  t.app.inject({
    method: 'PUT',
    url: '/api/users/me/diet',
    headers: who?.headers ?? {},
    payload: payload as Record<string, unknown>,
  });

describe('the diet profile', () => {
  it('is empty for a new user', async () => {
    const res = await getDiet(ayesha);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ diet: [], avoid: [] });
  });

  it('keeps what the student saves, in the lists’ order, repeats collapsed', async () => {
    const saved = await putDiet(
      { diet: ['halal', 'vegetarian', 'halal'], avoid: ['milk', 'peanuts'] },
      ayesha,
    );
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({ diet: ['vegetarian', 'halal'], avoid: ['peanuts', 'milk'] });
    expect(dietProfileSchema.parse(saved.json())).toEqual(saved.json());

    const read = await getDiet(ayesha);
    expect(read.json()).toEqual({ diet: ['vegetarian', 'halal'], avoid: ['peanuts', 'milk'] });
  });

  it('is replaced whole by the next save, down to empty lists', async () => {
    await putDiet({ diet: ['vegan'], avoid: ['sesame'] }, omar);
    expect((await putDiet({ diet: [], avoid: ['eggs'] }, omar)).json()).toEqual({
      diet: [],
      avoid: ['eggs'],
    });
    expect((await getDiet(omar)).json()).toEqual({ diet: [], avoid: ['eggs'] });
    expect((await putDiet({ diet: [], avoid: [] }, omar)).json()).toEqual({ diet: [], avoid: [] });
    expect((await getDiet(omar)).json()).toEqual({ diet: [], avoid: [] });
  });

  it('belongs to the session’s user: a user id or e-mail in the body changes someone else’s nothing', async () => {
    await putDiet({ diet: ['vegan'], avoid: [] }, omar);
    const res = await putDiet(
      { diet: ['spicy'], avoid: ['fish'], userId: omar.id, email: omar.email, _id: omar.id },
      ayesha,
    );
    expect(res.statusCode).toBe(200);
    expect((await getDiet(omar)).json()).toEqual({ diet: ['vegan'], avoid: [] });
    expect((await getDiet(ayesha)).json()).toEqual({ diet: ['spicy'], avoid: ['fish'] });
    const rows = await t.database.db.select().from(dietProfiles).where(eq(dietProfiles.userId, omar.id));
    expect(rows.map((row) => row.diet)).toEqual([['vegan']]);
  });

  it('asks a visitor to sign in, for reading and for saving', async () => {
    const read = await getDiet();
    expect(read.statusCode).toBe(401);
    const save = await putDiet({ diet: ['vegan'], avoid: [] });
    expect(save.statusCode).toBe(401);
    expect(save.json().error.code).toBe('UNAUTHENTICATED');
  });

  it.each([
    [{ diet: ['carnivore'], avoid: [] }, 'diet', DIET_MESSAGES.unknownDietTag],
    [{ diet: [], avoid: ['peanut'] }, 'avoid', DIET_MESSAGES.unknownAllergen],
    [{ diet: 'vegan', avoid: [] }, 'diet', DIET_MESSAGES.unknownDietTag],
    [{ avoid: [] }, 'diet', DIET_MESSAGES.unknownDietTag],
    [{ diet: [] }, 'avoid', DIET_MESSAGES.unknownAllergen],
  ])('refuses %j with a 400 naming %s, and keeps the saved profile', async (body, field, message) => {
    await putDiet({ diet: ['halal'], avoid: ['celery'] }, omar);
    const res = await putDiet(body, omar);
    expect(res.statusCode).toBe(400);
    const { error } = res.json();
    expect(error.code).toBe('VALIDATION_FAILED');
    expect(error.issues[0].path).toMatch(new RegExp(`^${field}\\b`));
    expect(error.issues[0].message).toBe(message);
    expect((await getDiet(omar)).json()).toEqual({ diet: ['halal'], avoid: ['celery'] });
  });
});
