import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getMealList } from './factories/meal-list.js';
import { buildTestApp, type TestApp } from './helper.js';
import { insertMeals } from './factories/meals.js';

let t: TestApp;
const HOUR = 60 * 60 * 1000;
const base = Date.now() - 100 * HOUR;
const at = (hours: number) => new Date(base + hours * HOUR);

// Twelve published meals (created an hour apart, in this order) and two upcoming ones.
const SEED = [
  {
    title: 'Chicken Biryani',
    category: 'Lunch',
    price: 250,
    likesCount: 9,
    rating: 4.5,
    ingredients: 'basmati rice, chicken, saffron',
    description: 'Friday special',
  },
  {
    title: 'Masala Omelette',
    category: 'Breakfast',
    price: 60,
    likesCount: 2,
    rating: 3.9,
    ingredients: 'eggs, onion, chilli',
    description: 'Quick and filling',
  },
  {
    title: 'Beef Tehari',
    category: 'Dinner',
    price: 320,
    likesCount: 7,
    rating: 4.8,
    ingredients: 'kalijira, beef, ginger',
    description: 'Old Dhaka style 100% beef',
  },
  {
    title: 'Singara',
    category: 'Snacks',
    price: 15,
    likesCount: 0,
    rating: 0,
    ingredients: 'flour, potato, peas',
    description: 'Crisp and hot',
  },
  {
    title: 'Vegetable Khichuri',
    category: 'Dinner',
    price: 90,
    likesCount: 4,
    rating: 4.1,
    ingredients: 'rice, lentils, pumpkin',
    description: 'Rainy day comfort',
  },
  {
    title: 'Paratha with Egg',
    category: 'Breakfast',
    price: 55,
    likesCount: 5,
    rating: 3.2,
    ingredients: 'wheat, egg',
    description: 'Hostel classic',
  },
  {
    title: 'Fish Curry (Rui)',
    category: 'Lunch',
    price: 180,
    likesCount: 3,
    rating: 4.0,
    ingredients: 'rui fish, turmeric',
    description: "Mother's recipe, mustard oil",
  },
  {
    title: 'Chotpoti',
    category: 'Snacks',
    price: 40,
    likesCount: 8,
    rating: 4.4,
    ingredients: 'chickpeas, tamarind, egg',
    description: 'Street food',
  },
  {
    title: 'Morog Polao',
    category: 'Dinner',
    price: 280,
    likesCount: 6,
    rating: 4.6,
    ingredients: 'polao rice, chicken, ghee',
    description: 'Wedding style',
  },
  {
    title: 'Dal Puri',
    category: 'Snacks',
    price: 10,
    likesCount: 1,
    rating: 2.5,
    ingredients: 'flour, lentils',
    description: 'fried_bread with lentil',
  },
  {
    title: 'Rice & Dal 50%off',
    category: 'Lunch',
    price: 70,
    likesCount: 10,
    rating: 3.5,
    ingredients: 'lentils, onion',
    description: 'student.*special',
  },
  {
    title: 'Halwa Puri',
    category: 'Breakfast',
    price: 45,
    likesCount: 11,
    rating: 5.0,
    ingredients: 'semolina, sugar, ghee',
    description: 'Sweet morning',
  },
] as const;

beforeAll(async () => {
  t = await buildTestApp();
  await insertMeals(
    t.database.db,
    SEED.map((meal, index) => ({ ...meal, createdAt: at(index) })),
  );
  await insertMeals(t.database.db, [
    {
      title: 'Future Biryani',
      category: 'Lunch',
      price: 260,
      status: 'upcoming',
      publishDate: at(200),
      createdAt: at(50),
    },
    {
      title: 'Future Pitha',
      category: 'Snacks',
      price: 20,
      status: 'upcoming',
      publishDate: at(210),
      likesCount: 99,
    },
  ]);
});
afterAll(() => t.close());

interface ListBody {
  meals: { title: string; price: number; likes: number; rating: number; category: string; status: string }[];
  total: number;
  page: number;
  limit: number;
}

const list = (query: string) => getMealList<ListBody>(t.app, query);
const titles = async (query: string) => (await list(query)).meals.map((m) => m.title);

describe('GET /api/meals on seeded data', () => {
  it('never shows upcoming meals, whatever the filter or sort', async () => {
    for (const query of [
      'limit=100',
      'sort=likes&limit=100',
      'search=future',
      'search=biryani',
      'category=Snacks&limit=100',
    ]) {
      const body = await list(query);
      expect(body.meals.every((m) => m.status === 'published')).toBe(true);
      expect(body.meals.map((m) => m.title).filter((title) => title.startsWith('Future'))).toEqual([]);
    }
    expect((await list('limit=100')).total).toBe(12);
  });

  it('filters by category; All means every category', async () => {
    expect((await list('category=Breakfast&limit=100')).total).toBe(3);
    expect((await list('category=Lunch&limit=100')).meals.every((m) => m.category === 'Lunch')).toBe(true);
    expect((await list('category=All&limit=100')).total).toBe(12);
    const bad = await t.app.inject({ method: 'GET', url: '/api/meals?category=Brunch' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.issues[0].path).toBe('category');
  });

  it('filters by an inclusive price range, alone and with a category', async () => {
    expect(await titles('minPrice=250&maxPrice=280&sort=price&order=asc')).toEqual([
      'Chicken Biryani',
      'Morog Polao',
    ]);
    expect((await list('minPrice=300')).meals.map((m) => m.title)).toEqual(['Beef Tehari']);
    expect(await titles('maxPrice=15&sort=price')).toEqual(['Dal Puri', 'Singara']);
    expect(await titles('category=Snacks&minPrice=12&maxPrice=100&sort=price')).toEqual([
      'Singara',
      'Chotpoti',
    ]);
  });

  it('sorts by price, likes, rating and recency in both orders', async () => {
    const prices = (await list('sort=price&order=asc&limit=100')).meals.map((m) => m.price);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    const pricesDesc = (await list('sort=price&order=desc&limit=100')).meals.map((m) => m.price);
    expect(pricesDesc).toEqual([...prices].reverse());
    expect((await list('sort=likes&order=desc&limit=3')).meals.map((m) => m.likes)).toEqual([11, 10, 9]);
    expect((await list('sort=likes&order=asc&limit=2')).meals.map((m) => m.likes)).toEqual([0, 1]);
    expect((await list('sort=rating&order=desc&limit=2')).meals.map((m) => m.title)).toEqual([
      'Halwa Puri',
      'Beef Tehari',
    ]);
    expect((await list('sort=rating&order=asc&limit=1')).meals.map((m) => m.title)).toEqual(['Singara']);
    expect(await titles('sort=recent&limit=2')).toEqual(['Halwa Puri', 'Rice & Dal 50%off']);
    expect(await titles('sort=recent&order=asc&limit=2')).toEqual(['Chicken Biryani', 'Masala Omelette']);
    // No sort: newest first.
    expect(await titles('limit=1')).toEqual(['Halwa Puri']);
  });

  it('pages without gaps or repeats, with a stable total', async () => {
    const seen: string[] = [];
    for (let page = 1; page <= 3; page += 1) {
      const body = await list(`sort=price&order=asc&limit=5&page=${page}`);
      expect(body).toMatchObject({ total: 12, page, limit: 5 });
      seen.push(...body.meals.map((m) => m.title));
    }
    expect(seen).toHaveLength(12);
    expect(new Set(seen).size).toBe(12);
    expect((await list('limit=5&page=4')).meals).toEqual([]);
    expect((await list('')).limit).toBe(6);
    const zero = await t.app.inject({ method: 'GET', url: '/api/meals?page=0' });
    expect(zero.statusCode).toBe(400);
    expect(zero.json().error.issues[0].path).toBe('page');
  });

  it('searches titles, ingredients and descriptions by word prefix, case-insensitively, all words required', async () => {
    expect(await titles('search=BIRY')).toEqual(['Chicken Biryani']);
    expect(await titles('search=saffron')).toEqual(['Chicken Biryani']);
    expect(await titles('search=mustard')).toEqual(['Fish Curry (Rui)']);
    expect((await titles('search=chicken&sort=price')).sort()).toEqual(['Chicken Biryani', 'Morog Polao']);
    expect(await titles('search=chicken%20ghee')).toEqual(['Morog Polao']);
    expect(await titles('search=egg&sort=price&limit=100')).toEqual([
      'Chotpoti',
      'Paratha with Egg',
      'Masala Omelette',
    ]);
    expect((await list('search=egg&category=Breakfast')).total).toBe(2);
    expect((await list('search=zzz')).total).toBe(0);
  });

  it('counts a search only as far as the next page: total is min(matches, offset + limit + 1)', async () => {
    // "egg" matches three published meals.
    const pages = [];
    for (let page = 1; page <= 4; page += 1)
      pages.push(await list(`search=egg&sort=price&limit=1&page=${page}`));
    expect(pages.map((p) => p.total)).toEqual([2, 3, 3, 3]);
    expect(pages.map((p) => p.meals.map((m) => m.title))).toEqual([
      ['Chotpoti'],
      ['Paratha with Egg'],
      ['Masala Omelette'],
      [],
    ]);
    expect((await list('search=egg&limit=2')).total).toBe(3);
    expect((await list('search=egg&limit=3')).total).toBe(3);
    // Lists without a search still count their matches (capped at 1000, decision 0006).
    expect((await list('category=Breakfast&limit=1')).total).toBe(3);
  });

  it.each([
    ['%', []],
    ['_', []],
    ['.*', []],
    ["'", []],
    ['"', []],
    ['%%', []],
    ['\\', []],
    ['%rice%', ['Chicken Biryani', 'Morog Polao', 'Rice & Dal 50%off', 'Vegetable Khichuri']],
    ['ri_e', []],
    ['50%', ['Rice & Dal 50%off']],
    ['.*special', ['Chicken Biryani', 'Rice & Dal 50%off']],
    ["'curry'", ['Fish Curry (Rui)']],
    ['"mother\'s"', ['Fish Curry (Rui)']],
    ['fried_bread', ['Dal Puri']],
    ["x' or '1'='1", []],
    ['zq:* | xw', []],
    ['(rui)', ['Fish Curry (Rui)']],
  ] as const)('treats the search %j as plain text', async (search, expected) => {
    const body = await list(`search=${encodeURIComponent(search)}&limit=100`);
    expect(body.meals.map((m) => m.title).sort()).toEqual([...expected].sort());
    expect(body.total).toBe(expected.length);
  });

  it('bounds the search text and the page size', async () => {
    const long = await t.app.inject({ method: 'GET', url: `/api/meals?search=${'a'.repeat(101)}` });
    expect(long.statusCode).toBe(400);
    expect(long.json().error.issues[0].path).toBe('search');
    expect((await list('limit=5000')).limit).toBe(100);
  });
});
