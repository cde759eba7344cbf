// GET /api/meals?diet=…&avoid=… (docs/product/rules.md#diet-and-allergens): the meals with every diet tag asked
// for and none of the allergens avoided, combined with category, search, price, sort and paging. The table is
// larger than the first window of the list's walk (SEARCH_WALK_MIN rows, decision 0038), so both ways a filter
// can go are exercised: a common combination fills its page within the window, one rare among the newest meals
// is read through the diet index. Every page is checked against a plain SQL query on the stored lists.
import { DIET_MESSAGES } from '@messhall/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEARCH_WALK_MIN } from '../src/modules/meals/meals.repository.js';
import { createUser, type TestUser } from './factories/users.js';
import { expectPagesOf, getMealList, LIST_ORDER_SQL, type ListOrder } from './factories/meal-list.js';
import { dishesSql } from './factories/meals.js';
import { buildTestApp, type TestApp } from './helper.js';

const MEALS = 2_400;
// Dish i is i minutes newer than dish i - 1. Spicy dishes are all older than the newest SEARCH_WALK_MIN.
const SPICY = Array.from({ length: 40 }, (_, k) => 25 * (k + 1));

// Every 97th dish is upcoming (never listed). Vegan dishes (i % 6 = 0) are never halal (i % 3 = 1).
const SEED_SQL = dishesSql(MEALS, {
  title: `concat_ws(' ', 'Dish', i, case when i % 5 = 0 then 'Tiger' end)`,
  dietTags: `array_remove(array[case when i % 2 = 0 then 'vegetarian' end, case when i % 6 = 0 then 'vegan' end,
                                case when i % 3 = 1 then 'halal' end, case when i % 4 <> 1 then 'gluten-free' end,
                                case when i = any($1::int[]) then 'spicy' end], null)`,
  allergens: `array_remove(array[case when i % 4 = 1 then 'gluten' end, case when i % 9 = 0 then 'eggs' end,
                                 case when i % 7 = 0 then 'peanuts' end, case when i % 5 = 0 then 'milk' end], null)`,
});

interface Filter {
  diet?: string[];
  avoid?: string[];
  category?: string;
  search?: string;
  minPrice?: number;
  maxPrice?: number;
  order?: ListOrder;
}

let t: TestApp;
let liker: TestUser;

beforeAll(async () => {
  t = await buildTestApp();
  await t.database.query(SEED_SQL, [SPICY]);
  await t.database.query('analyze meals');
  liker = await createUser(t.app, t.database);
});
afterAll(() => t?.close());

interface ListBody {
  meals: { _id: string; dietTags: string[]; allergens: string[]; likedByMe: boolean }[];
  total: number;
}

function queryOf(filter: Filter): string {
  const params = new URLSearchParams();
  if (filter.diet) params.set('diet', filter.diet.join(','));
  if (filter.avoid) params.set('avoid', filter.avoid.join(','));
  if (filter.category) params.set('category', filter.category);
  if (filter.search) params.set('search', filter.search);
  if (filter.minPrice !== undefined) params.set('minPrice', String(filter.minPrice));
  if (filter.maxPrice !== undefined) params.set('maxPrice', String(filter.maxPrice));
  if (filter.order === 'price,asc') params.set('sort', 'price');
  if (filter.order === 'likes,desc') params.set('sort', 'likes');
  return params.toString();
}

const list = (query: string, headers?: Record<string, string>) =>
  getMealList<ListBody>(t.app, query, headers);

/** Every published match, in the list's order, read from the stored lists by a query that knows no windows. */
async function reference(filter: Filter): Promise<string[]> {
  const rows = await t.database.query<{ id: string }>(
    `select id from meals
     where status = 'published' and diet_tags @> $1::text[] and not (allergens && $2::text[])
       and ($3::text is null or category::text = $3)
       and ($4::text is null or search_vector @@ to_tsquery('simple', $4))
       and ($5::numeric is null or price >= $5) and ($6::numeric is null or price <= $6)
     order by ${LIST_ORDER_SQL[filter.order ?? 'recent']}`,
    [
      filter.diet ?? [],
      filter.avoid ?? [],
      filter.category ?? null,
      filter.search ? `${filter.search}:*` : null,
      filter.minPrice ?? null,
      filter.maxPrice ?? null,
    ],
  );
  return rows.map((r) => r.id);
}

/** Pages 1…(one past the last) of a filter against the reference; `total` is min(matches, offset + limit + 1). */
async function expectPages(filter: Filter, limit: number, maxPages = Infinity) {
  const all = await reference(filter);
  const query = queryOf(filter);
  const page = (n: number) => list(`${query}&limit=${limit}&page=${n}`);
  for (const meal of await expectPagesOf(all, limit, page, query, maxPages)) {
    for (const tag of filter.diet ?? []) expect(meal.dietTags, query).toContain(tag);
    for (const allergen of filter.avoid ?? []) expect(meal.allergens, query).not.toContain(allergen);
  }
  return all;
}

describe('GET /api/meals?diet=…&avoid=…', () => {
  it('a common tag: every page holds only meals with it, in order', async () => {
    const all = await expectPages({ diet: ['vegetarian'] }, 100, 4);
    expect(all.length).toBeGreaterThan(1000);
  });

  it('several tags and several allergens at once: all of the tags, none of the allergens', async () => {
    const all = await expectPages({ diet: ['vegetarian', 'gluten-free'], avoid: ['peanuts', 'milk'] }, 30, 3);
    expect(all.length).toBeGreaterThan(300);
    await expectPages({ avoid: ['gluten', 'eggs', 'peanuts', 'milk'] }, 30, 3);
  });

  it('a tag absent from the newest meals is still found, without gaps or repeats', async () => {
    const spicy = await expectPages({ diet: ['spicy'] }, 6);
    expect(spicy).toHaveLength(SPICY.length);
    expect(Math.max(...SPICY)).toBeLessThan(MEALS - SEARCH_WALK_MIN);
    await expectPages({ diet: ['spicy'], avoid: ['gluten'] }, 4);
  });

  it('a combination no meal has: an empty list, on the first page and past it', async () => {
    expect(await reference({ diet: ['vegan', 'halal'] })).toEqual([]);
    for (const page of [1, 3]) {
      const body = await list(`diet=vegan,halal&page=${page}`);
      expect(body).toMatchObject({ meals: [], total: 0 });
    }
  });

  it('combines with category, price, search and sort like the other filters', async () => {
    await expectPages({ diet: ['halal'], avoid: ['milk'], category: 'Lunch' }, 30, 3);
    await expectPages({ diet: ['vegetarian'], category: 'Dinner', minPrice: 100, maxPrice: 200 }, 6, 3);
    await expectPages({ diet: ['vegetarian'], avoid: ['peanuts'], search: 'tiger' }, 30, 3);
    await expectPages({ diet: ['spicy'], search: 'tiger' }, 3);
    await expectPages({ diet: ['gluten-free'], avoid: ['eggs'], order: 'price,asc' }, 30, 3);
    await expectPages({ diet: ['spicy'], order: 'price,asc' }, 6);
    await expectPages({ avoid: ['peanuts'], order: 'likes,desc', category: 'Snacks' }, 30, 2);
  });

  it('empty lists and stray commas mean no filter', async () => {
    const plain = await list('limit=30');
    expect((await list('diet=&avoid=&limit=30')).meals).toEqual(plain.meals);
    const tidy = await list('diet=vegetarian,halal&avoid=milk&limit=30');
    expect((await list('diet=%20vegetarian,,halal,vegetarian&avoid=milk,&limit=30')).meals).toEqual(
      tidy.meals,
    );
  });

  it("keeps a student's likes on filtered pages", async () => {
    const [first] = await reference({ diet: ['spicy'] });
    const like = await t.app.inject({
      method: 'PATCH',
      url: `/api/meals/${first}/like`,
      headers: liker.headers,
      payload: {},
    });
    expect(like.statusCode, like.body).toBe(200);
    const mine = await list('diet=spicy', liker.headers);
    expect(mine.meals.filter((m) => m.likedByMe).map((m) => m._id)).toEqual([first]);
    expect((await list('diet=spicy')).meals.some((m) => m.likedByMe)).toBe(false);
  });

  it.each([
    ['diet=carnivore', 'diet', DIET_MESSAGES.unknownDietTag],
    ['diet=vegetarian,Halal', 'diet', DIET_MESSAGES.unknownDietTag],
    ['avoid=peanut', 'avoid', DIET_MESSAGES.unknownAllergen],
    ['diet=vegan&avoid=milk,nuts', 'avoid', DIET_MESSAGES.unknownAllergen],
  ])('refuses ?%s with a 400 naming %s', async (query, field, message) => {
    const res = await t.app.inject({ method: 'GET', url: `/api/meals?${query}` });
    expect(res.statusCode).toBe(400);
    const { error } = res.json();
    expect(error.code).toBe('VALIDATION_FAILED');
    expect(error.issues[0].path).toMatch(new RegExp(`^${field}(\\.\\d+)?$`));
    expect(error.issues[0].message).toBe(message);
    expect(error.message).toContain(field);
  });

  it('refuses a repeated parameter with a 400 naming it', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/meals?diet=vegan&diet=halal' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.issues[0].path).toBe('diet');
  });
});
