// A meal's diet tags and allergens (docs/product/rules.md#diet-and-allergens): set by the admin's Add Meal, Update
// Meal and upcoming-meal bodies, answered by every read that returns a meal, and refused with a 400 naming the
// field when unknown.
import { ALLERGENS, DIET_MESSAGES, mealSchema, upcomingMealSchema } from '@messhall/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hostelDay } from './factories/menu.js';
import { mealBody, upcomingBody } from './factories/meal-bodies.js';
import { insertMeals } from './factories/meals.js';
import { createUser, type TestUser } from './factories/users.js';
import { buildTestApp, type TestApp } from './helper.js';

let t: TestApp;
let admin: TestUser;
let student: TestUser;

beforeAll(async () => {
  t = await buildTestApp();
  [admin, student] = await Promise.all([
    createUser(t.app, t.database, { role: 'admin', name: 'Head Cook' }),
    createUser(t.app, t.database),
  ]);
});
afterAll(() => t.close());

type Method = 'GET' | 'POST' | 'PATCH' | 'PUT';
const asAdmin = (method: Method, url: string, payload?: object) =>
  t.app.inject({ method, url, headers: admin.headers, ...(payload ? { payload } : {}) });
const asVisitor = (url: string) => t.app.inject({ method: 'GET', url });

const SATAY = { dietTags: ['halal', 'spicy'], allergens: ['peanuts', 'soybeans', 'sesame'] };

async function createMeal(overrides: Record<string, unknown>) {
  const res = await asAdmin('POST', '/api/meals', mealBody(overrides));
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { _id: string; dietTags: string[]; allergens: string[] };
}

describe('Add Meal and Update Meal', () => {
  it('store the tags and allergens and answer them in the lists’ order, repeats collapsed', async () => {
    const created = await createMeal({
      title: 'Chicken Satay',
      dietTags: ['spicy', 'halal', 'spicy'],
      allergens: ['sesame', 'peanuts', 'soybeans'],
    });
    expect(mealSchema.parse(created)).toMatchObject(SATAY);
    expect((await asVisitor(`/api/meals/${created._id}`)).json()).toMatchObject(SATAY);

    const edited = await asAdmin(
      'PATCH',
      `/api/meals/${created._id}`,
      mealBody({ title: 'Chicken Satay', dietTags: ['halal'], allergens: ['milk', 'peanuts'] }),
    );
    expect(edited.statusCode, edited.body).toBe(200);
    expect((await asVisitor(`/api/meals/${created._id}`)).json()).toMatchObject({
      dietTags: ['halal'],
      allergens: ['peanuts', 'milk'],
    });
  });

  it('take missing lists as none', async () => {
    const created = await createMeal({ title: 'Plain Rice' });
    expect(created).toMatchObject({ dietTags: [], allergens: [] });
    const edited = await asAdmin('PATCH', `/api/meals/${created._id}`, mealBody({ title: 'Plain Rice' }));
    expect(edited.statusCode).toBe(200);
    expect((await asVisitor(`/api/meals/${created._id}`)).json()).toMatchObject({
      dietTags: [],
      allergens: [],
    });
  });

  it.each([
    ['dietTags', { dietTags: ['carnivore'] }, DIET_MESSAGES.unknownDietTag],
    ['dietTags', { dietTags: 'vegan' }, DIET_MESSAGES.unknownDietTag],
    ['dietTags', { dietTags: ['Vegan'] }, DIET_MESSAGES.unknownDietTag],
    ['allergens', { allergens: ['peanut'] }, DIET_MESSAGES.unknownAllergen],
    ['allergens', { allergens: ['milk', 42] }, DIET_MESSAGES.unknownAllergen],
    ['allergens', { allergens: null }, DIET_MESSAGES.unknownAllergen],
  ])('refuse an unknown %s with a 400 naming it, and change nothing', async (field, override, message) => {
    const before = await createMeal({ title: 'Unchanged Dal', ...SATAY });
    const refused = await Promise.all([
      asAdmin('POST', '/api/meals', mealBody({ title: 'Refused Dal', ...override })),
      asAdmin('PATCH', `/api/meals/${before._id}`, mealBody({ title: 'Changed Dal', ...override })),
      asAdmin('POST', '/api/upcoming', upcomingBody({ title: 'Refused Upcoming Dal', ...override })),
    ]);
    for (const res of refused) {
      expect(res.statusCode, res.body).toBe(400);
      const { error } = res.json();
      expect(error.code).toBe('VALIDATION_FAILED');
      expect(error.issues[0].path).toMatch(new RegExp(`^${field}(\\.\\d+)?$`));
      expect(error.issues[0].message).toBe(message);
      expect(error.message).toContain(field);
    }
    expect((await asVisitor(`/api/meals/${before._id}`)).json()).toMatchObject({
      title: 'Unchanged Dal',
      ...SATAY,
    });
    const titles = await t.database.query<{ title: string }>(
      `select title from meals where title in ('Refused Dal', 'Refused Upcoming Dal')`,
    );
    expect(titles).toEqual([]);
  });
});

describe('upcoming meals', () => {
  it('are created with their tags and allergens, shown on the upcoming list, and updated like any meal', async () => {
    const created = await asAdmin(
      'POST',
      '/api/upcoming',
      upcomingBody({
        title: 'Shorshe Ilish',
        dietTags: ['halal', 'gluten-free'],
        allergens: ['mustard', 'fish'],
      }),
    );
    expect(created.statusCode, created.body).toBe(201);
    const meal = upcomingMealSchema.parse(created.json());
    expect(meal).toMatchObject({ dietTags: ['halal', 'gluten-free'], allergens: ['fish', 'mustard'] });

    const listed = (await asVisitor('/api/upcoming')).json() as { _id: string }[];
    expect(listed.find((m) => m._id === meal._id)).toMatchObject({
      dietTags: ['halal', 'gluten-free'],
      allergens: ['fish', 'mustard'],
    });

    // An upcoming meal is a row of the meals table: Update Meal edits it as it edits any other.
    const edited = await asAdmin(
      'PATCH',
      `/api/meals/${meal._id}`,
      mealBody({ title: 'Shorshe Ilish', dietTags: ['gluten-free'], allergens: ['fish', 'mustard', 'milk'] }),
    );
    expect(edited.statusCode, edited.body).toBe(200);
    const after = (await asVisitor('/api/upcoming')).json() as { _id: string }[];
    expect(after.find((m) => m._id === meal._id)).toMatchObject({
      status: 'upcoming',
      dietTags: ['gluten-free'],
      allergens: ['fish', 'milk', 'mustard'],
    });
  });
});

describe('every answer that holds a meal', () => {
  let id: string;
  beforeAll(async () => {
    id = (await createMeal({ title: 'Peanut Noodles', category: 'Dinner', ...SATAY }))._id;
    await asAdmin('PUT', `/api/menu/${hostelDay(1)}/dinner`, { mealIds: [id] });
  });

  const carries = (meal: unknown) => expect(meal).toMatchObject({ _id: id, ...SATAY });
  const find = (meals: { _id: string }[]) => meals.find((m) => m._id === id);

  it('the public list and the meal, for a visitor and for a student', async () => {
    carries(find((await asVisitor('/api/meals?category=Dinner&limit=50')).json().meals));
    carries((await asVisitor(`/api/meals/${id}`)).json());
    const mine = await t.app.inject({ method: 'GET', url: '/api/meals?limit=50', headers: student.headers });
    carries(find(mine.json().meals));
  });

  it('the admin list and the menu', async () => {
    carries(find((await asAdmin('GET', '/api/admin/meals?limit=50')).json().meals));
    const menu = await asVisitor(`/api/menu?from=${hostelDay(1)}&to=${hostelDay(1)}`);
    const dinner = menu.json().days[0].slots.find((s: { slot: string }) => s.slot === 'dinner');
    carries(dinner.meals[0]);
  });

  it('meals written before the fields existed answer empty lists', async () => {
    const [old] = await insertMeals(t.database.db, [{ title: 'Old Khichuri' }]);
    expect((await asVisitor(`/api/meals/${old}`)).json()).toMatchObject({ dietTags: [], allergens: [] });
  });
});

describe('the diet keys the list filters on', () => {
  it('name every allergen a meal does not contain, and its tags', async () => {
    // The generated column (db/schema/diet.ts) lists the allergens in SQL: a new allergen needs a migration.
    const meal = await createMeal({ title: 'Keyed Curry', dietTags: ['vegan'], allergens: ['celery'] });
    const [row] = await t.database.query<{ keys: string[] }>(
      'select diet_keys as keys from meals where id = $1',
      [meal._id],
    );
    const without = ALLERGENS.filter((a) => a !== 'celery').map((a) => `without:${a}`);
    expect([...row!.keys].sort()).toEqual(['vegan', ...without].sort());
  });
});
