// GET /api/meals?search=… on a table larger than the search's first window (SEARCH_WALK_MIN rows of the
// ordering index), so that both ways a search can go are exercised: a word common among the newest meals fills
// its page within the window; a word rare there is handed to the text index. Every page is checked against a
// plain SQL query of the same matches in the same order, and `total` against min(matches, offset + limit + 1).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEARCH_WALK_MIN } from '../src/modules/meals/meals.repository.js';
import { expectPagesOf, getMealList, LIST_ORDER_SQL, type ListOrder } from './factories/meal-list.js';
import { dishesSql } from './factories/meals.js';
import { buildTestApp, type TestApp } from './helper.js';
import { createUser, type TestUser } from './factories/users.js';

const MEALS = 2_400;
// Dish i is i minutes newer than dish i - 1; the newest SEARCH_WALK_MIN published dishes all have i > OLD_BELOW.
const OLD_BELOW = MEALS - SEARCH_WALK_MIN - 100;
const ZEBRA = [3, 41, 77, 91, 97];
const LYNX_NEW = [MEALS - 10, MEALS - 500, MEALS - 900];
const LYNX_OLD = Array.from({ length: 25 }, (_, k) => 30 * (k + 1));

// Every 97th dish is upcoming (never listed) — 97 is a zebra dish too.
const SEED_SQL = dishesSql(MEALS, {
  title: `concat_ws(' ', 'Dish', i,
                    case when i % 5 = 0 then 'Tiger' end,
                    case when i = any($1::int[]) then 'Zebra' end,
                    case when i = any($2::int[]) then 'Lynx' end)`,
});

let t: TestApp;
let liker: TestUser;

beforeAll(async () => {
  t = await buildTestApp();
  await t.database.query(SEED_SQL, [ZEBRA, [...LYNX_NEW, ...LYNX_OLD]]);
  await t.database.query('analyze meals');
  liker = await createUser(t.app, t.database);
});
afterAll(() => t?.close());

interface ListBody {
  meals: { _id: string; title: string; likedByMe: boolean }[];
  total: number;
}

const list = (query: string, headers?: Record<string, string>) =>
  getMealList<ListBody>(t.app, query, headers);

/** Every published match, in the list's order, by a query that knows nothing of windows. */
async function reference(word: string, order: ListOrder = 'recent', category?: string): Promise<string[]> {
  const rows = await t.database.query<{ id: string }>(
    `select id from meals
     where status = 'published' and search_vector @@ to_tsquery('simple', $1) and ($2::text is null or category::text = $2)
     order by ${LIST_ORDER_SQL[order]}`,
    [`${word}:*`, category ?? null],
  );
  return rows.map((r) => r.id);
}

/** Checks pages 1…(one past the last) of a search against the reference. */
async function expectPages(
  word: string,
  limit: number,
  extra = '',
  order: ListOrder = 'recent',
  category?: string,
) {
  const all = await reference(word, order, category);
  expect(all.length, `no published ${word} dishes: the seed is wrong`).toBeGreaterThan(0);
  await expectPagesOf(
    all,
    limit,
    (page) => list(`search=${word}&limit=${limit}&page=${page}${extra}`),
    `${word} ${extra}`,
  );
  return all;
}

describe('GET /api/meals?search= beyond the first window', () => {
  it('a word common among the newest meals: pages in order, total "at least" until the last page', async () => {
    const all = await expectPages('tiger', 100);
    expect(all.length).toBeGreaterThan(400);
    const first = await list('search=tiger&limit=6');
    expect(first.total).toBe(7);
    expect(first.meals.every((m) => /\bTiger\b/.test(m.title))).toBe(true);
  });

  it('a word absent from the newest meals is still found, newest first, with its exact count', async () => {
    const all = await expectPages('zebra', 6);
    // 97 is upcoming.
    expect(all).toHaveLength(ZEBRA.length - 1);
    expect((await list('search=zebra')).meals.map((m) => m.title)).toEqual([
      'Dish 91 Zebra',
      'Dish 77 Zebra',
      'Dish 41 Zebra',
      'Dish 3 Zebra',
    ]);
  });

  it('a word with too few matches in the window continues past it, without gaps or repeats', async () => {
    expect(Math.max(...LYNX_OLD)).toBeLessThan(OLD_BELOW);
    const all = await expectPages('lynx', 6);
    expect(all).toHaveLength(LYNX_NEW.length + LYNX_OLD.length);
    await expectPages('lynx', 2);
  });

  it('other orders and a category walk their own windows', async () => {
    await expectPages('lynx', 6, '&sort=price&order=asc', 'price,asc');
    await expectPages('tiger', 30, '&sort=price&order=desc', 'price,desc');
    await expectPages('tiger', 30, '&category=Dinner', 'recent', 'Dinner');
    await expectPages('lynx', 4, '&category=Breakfast', 'recent', 'Breakfast');
  });

  it("keeps the viewer's likes on pages from the window and from the text index", async () => {
    const [tigerId] = await reference('tiger');
    const [zebraId] = await reference('zebra');
    for (const id of [tigerId, zebraId]) {
      const like = await t.app.inject({
        method: 'PATCH',
        url: `/api/meals/${id}/like`,
        headers: liker.headers,
        payload: {},
      });
      expect(like.statusCode, like.body).toBe(200);
    }
    for (const [word, id] of [
      ['tiger', tigerId],
      ['zebra', zebraId],
    ] as const) {
      const mine = await list(`search=${word}`, liker.headers);
      expect(mine.meals.find((m) => m._id === id)?.likedByMe, word).toBe(true);
      expect(
        mine.meals.filter((m) => m.likedByMe),
        word,
      ).toHaveLength(1);
      const visitor = await list(`search=${word}`);
      expect(
        visitor.meals.some((m) => m.likedByMe),
        word,
      ).toBe(false);
    }
  });
});
