// Index use of the public meal list : EXPLAIN of each list query must show an index scan, never a sort of every match.
//
// The SQL is not written here: the meals service runs its real queries on a Drizzle instance that records each
// statement (same client, schema and casing as src/db/client.ts), and each recorded statement is EXPLAINed with
// its own parameters. The table holds 20,000 meals so that the planner picks an index on its own merits — the
// test never turns sequential scans off, so it fails when a query stops being able to use an index.
import { mealListQuerySchema, type MealListQueryInput } from '@messhall/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/client.js';
import { listPublishedMeals } from '../src/modules/meals/meals.service.js';
import { createTestDatabase } from './helper.js';
import {
  flatten,
  INDEX_SCANS,
  planOf as explainPlan,
  recordingDb,
  type PlanNode,
  type Statement,
} from './factories/explain.js';

const MEALS = 20_000;

const seqScansOfMeals = (nodes: PlanNode[]) =>
  nodes.filter((n) => n['Node Type'] === 'Seq Scan' && n['Relation Name'] === 'meals');
const mealIndexScans = (nodes: PlanNode[]) =>
  nodes.filter((n) => INDEX_SCANS.has(n['Node Type']) && /^meals_/.test(n['Index Name'] ?? ''));

interface Case {
  name: string;
  query: MealListQueryInput;
  viewerId?: string;
  /** The page's order comes from an index (no Sort of every match), so its cost does not grow with the table. */
  orderFromIndex: boolean;
}

// The API's list calls: GET /api/meals?… as the web app sends them.
const CASES: Case[] = [
  {
    name: 'category + price filter, newest first, page of 6',
    query: { category: 'Lunch', minPrice: 100, maxPrice: 500, limit: 6 },
    orderFromIndex: true,
  },
  {
    name: 'category + price filter, newest first, page of 30, signed in (likedByMe)',
    query: { category: 'Lunch', minPrice: 100, maxPrice: 500, limit: 30 },
    viewerId: 'explain-viewer',
    orderFromIndex: true,
  },
  { name: 'all categories, newest first (Home)', query: { limit: 6 }, orderFromIndex: true },
  {
    name: 'price sort, cheapest first (Featured Meals)',
    query: { sort: 'price', limit: 6 },
    orderFromIndex: true,
  },
  {
    name: 'likes sort, most liked first',
    query: { sort: 'likes', order: 'desc', limit: 6 },
    orderFromIndex: true,
  },
];

interface SearchCase {
  name: string;
  query: MealListQueryInput;
  /** The ordering index the first statement walks, a bounded window of it. */
  walks: string;
  /** The window did not fill the page: a second statement reads the matches through the text or diet index. */
  textIndex: boolean;
  /** Past the last page: a third statement counts the matches, through that index. */
  counts: boolean;
  /** The row match, as it appears in the SQL and in a plan's Filter; default: the text search. */
  match?: RegExp;
  /** The index the second and third statements read; default: meals_search_idx. */
  matchIndex?: string;
}

const TEXT_MATCH = /to_tsquery\('simple'|@@/;
const DIET_MATCH = /diet_keys/;

// Searches (decision 0006, update) and diet filters (decision 0038): a bounded walk of the ordering index first,
// the text or diet index only when the walk's window does not fill the page. The planner estimates every prefix
// term alike, so a plan that leaves the choice to it either reads every match of a common word or walks the
// whole index for a rare one; a diet filter's capped count would read 1,000 ÷ its share of the rows.
const SEARCH_CASES: SearchCase[] = [
  {
    name: 'search "biry", a word in one meal of eighteen, newest first',
    query: { search: 'biry', limit: 6 },
    walks: 'meals_status_created_idx',
    textIndex: false,
    counts: false,
  },
  {
    name: 'search "biry" in a category, page 2',
    query: { search: 'biry', category: 'Lunch', limit: 6, page: 2 },
    walks: 'meals_status_category_created_idx',
    textIndex: false,
    counts: false,
  },
  {
    name: 'search "biry", cheapest first, page of 30',
    query: { search: 'biry', sort: 'price', limit: 30 },
    walks: 'meals_status_price_idx',
    textIndex: false,
    counts: false,
  },
  {
    name: 'search "saffron", a word no meal has',
    query: { search: 'saffron', limit: 6 },
    walks: 'meals_status_created_idx',
    textIndex: true,
    counts: false,
  },
  {
    name: 'search "spicy chicken biryani", about one meal in a thousand',
    query: { search: 'spicy chicken biryani', limit: 30 },
    walks: 'meals_status_created_idx',
    textIndex: true,
    counts: false,
  },
  {
    name: 'search "spicy chicken biryani", past the last page',
    query: { search: 'spicy chicken biryani', limit: 30, page: 50 },
    walks: 'meals_status_created_idx',
    textIndex: true,
    counts: true,
  },
  {
    name: 'diet=vegetarian&avoid=peanuts, a combination in about one meal in three, newest first',
    query: { diet: 'vegetarian', avoid: 'peanuts', limit: 30 },
    walks: 'meals_status_created_idx',
    textIndex: false,
    counts: false,
    match: DIET_MATCH,
  },
  {
    name: 'diet=halal&avoid=milk in a category, cheapest first, page 2',
    query: { diet: 'halal', avoid: 'milk', category: 'Lunch', sort: 'price', limit: 30, page: 2 },
    walks: 'meals_status_category_price_idx',
    textIndex: false,
    counts: false,
    match: DIET_MATCH,
  },
  {
    name: 'diet=spicy&avoid=milk, about one meal in a thousand',
    query: { diet: 'spicy', avoid: 'milk', limit: 30 },
    walks: 'meals_status_created_idx',
    textIndex: true,
    counts: false,
    match: DIET_MATCH,
    matchIndex: 'meals_diet_keys_idx',
  },
  {
    name: 'diet=spicy,vegan, no meal at all, past the last page',
    query: { diet: 'spicy,vegan', limit: 6, page: 3 },
    walks: 'meals_status_created_idx',
    textIndex: true,
    counts: true,
    match: DIET_MATCH,
    matchIndex: 'meals_diet_keys_idx',
  },
];

// Titles and ingredients from small word lists so that "biry" (Biryani) matches about one meal in eighteen. Half
// the meals are vegetarian, a third halal, one in a thousand spicy (and none of those vegan).
const SEED_SQL = `
  insert into meals (title, category, image, ingredients, description, price, post_time, status, distributor_name,
                     distributor_email, likes_count, reviews_count, rating_sum, rating, diet_tags, allergens,
                     created_at, updated_at)
  select (array['Spicy','Creamy','Grilled','Classic','Smoky','Garlic','Lemon','Herb'])[1 + g % 8] || ' ' ||
         (array['Chicken','Beef','Fish','Egg','Paneer','Vegetable','Lentil'])[1 + (g / 8) % 7] || ' ' ||
         (array['Biryani','Curry','Khichuri','Pulao','Noodles','Soup','Salad','Sandwich','Wrap','Paratha',
                'Pasta','Korma','Bhuna','Tehari','Omelette','Pancakes','Porridge','Fried Rice'])[1 + (g / 56) % 18],
         (array['Breakfast','Lunch','Dinner','Snacks'])[1 + g % 4]::meal_category,
         '/api/images/00000000-0000-4000-8000-000000000000',
         'rice, onion, garlic, ' || (array['ginger','tomato','potato','lentils','chili'])[1 + g % 5],
         'A hostel kitchen meal',
         20 + (g * 7907) % 981,
         now() - (g % 8760) * interval '1 hour',
         (case when g % 20 = 19 then 'upcoming' else 'published' end)::meal_status,
         'Kitchen', 'kitchen@messhall.test',
         (g * 7919) % 500, 0, 0, 0,
         array_remove(array[case when g % 2 = 0 then 'vegetarian' end, case when g % 3 = 1 then 'halal' end,
                            case when g % 1000 = 1 then 'spicy' end], null),
         array_remove(array[case when g % 7 = 0 then 'peanuts' end, case when g % 5 = 0 then 'milk' end], null),
         now() - (g % 8760) * interval '1 hour' - (g % 60) * interval '1 second',
         now()
  from generate_series(1, ${MEALS}) g`;

interface Recorded {
  page: Statement | undefined;
  total: Statement | undefined;
  all: Statement[];
}

/** Seq Scan nodes of meals that nothing above bounds: a scan under a Limit (a capped count) reads a fixed number. */
function unboundedSeqScansOfMeals(plan: PlanNode): PlanNode[] {
  const found: PlanNode[] = [];
  const walk = (node: PlanNode, underLimit: boolean) => {
    if (node['Node Type'] === 'Seq Scan' && node['Relation Name'] === 'meals' && !underLimit)
      found.push(node);
    for (const child of node.Plans ?? []) walk(child, underLimit || node['Node Type'] === 'Limit');
  };
  walk(plan, false);
  return found;
}

describe('EXPLAIN of the meal list queries', () => {
  let database: Database;
  let drop: () => Promise<void>;
  const recorded = new Map<string, Recorded>();
  const searches = new Map<string, Statement[]>();

  beforeAll(async () => {
    ({ database, drop } = await createTestDatabase());
    await database.query(SEED_SQL);
    await database.query('analyze meals');
    for (const c of SEARCH_CASES) {
      const { db, statements } = recordingDb(database);
      await listPublishedMeals(db, mealListQuerySchema.parse(c.query), undefined);
      searches.set(c.name, statements);
    }
    for (const c of CASES) {
      const { db, statements } = recordingDb(database);
      await listPublishedMeals(db, mealListQuerySchema.parse(c.query), c.viewerId);
      recorded.set(c.name, {
        page: statements.find((s) => /\blimit\b/i.test(s.sql) && !/count\(/i.test(s.sql)),
        total: statements.find((s) => /count\(/i.test(s.sql)),
        all: statements,
      });
    }
  });

  afterAll(async () => {
    await drop?.();
  });

  const planOf = (statement: Statement) => explainPlan(database, statement);

  it('tells a sequential scan from an index scan (control)', async () => {
    const { root, nodes, where } = await planOf({
      sql: "select id from meals where description like '%kitchen%'",
      params: [],
    });
    expect(seqScansOfMeals(nodes), where).toHaveLength(1);
    expect(unboundedSeqScansOfMeals(root)).toHaveLength(1);
    expect(mealIndexScans(nodes)).toHaveLength(0);
  });

  for (const { name, viewerId, orderFromIndex } of CASES) {
    it(`${name} — page: index scan on meals, no sequential scan`, async () => {
      const { page, all } = recorded.get(name)!;
      expect(page, `no page query among: ${all.map((s) => s.sql).join('; ')}`).toBeDefined();
      const { nodes, where } = await planOf(page!);
      expect(seqScansOfMeals(nodes), `sequential scan of meals: ${where}`).toHaveLength(0);
      expect(mealIndexScans(nodes).length, `no meals_* index used: ${where}`).toBeGreaterThan(0);
      if (viewerId) {
        const likeScans = nodes.filter(
          (n) => n['Relation Name'] === 'meal_likes' && n['Node Type'] === 'Seq Scan',
        );
        expect(likeScans, `sequential scan of meal_likes (likedByMe): ${where}`).toHaveLength(0);
      }
      if (orderFromIndex) {
        const sorts = nodes.filter((n) => n['Node Type'] === 'Sort');
        expect(sorts, `every match is read and sorted (index order not used): ${where}`).toHaveLength(0);
      }
    });

    it(`${name} — total: index scan on meals, no unbounded sequential scan`, async () => {
      const { total, all } = recorded.get(name)!;
      // A list that is not a search counts its matches (capped for public lists): the count query must run.
      expect(total, `no count query among: ${all.map((s) => s.sql).join('; ')}`).toBeDefined();
      const { root, nodes, where } = await planOf(total!);
      expect(unboundedSeqScansOfMeals(root), `the total reads the whole meals table: ${where}`).toHaveLength(
        0,
      );
      // A count capped by a Limit reads a fixed number of rows whichever way it scans; an uncapped one must
      // at least narrow the rows through an index.
      const capped = nodes.some((n) => n['Node Type'] === 'Limit');
      if (!capped) expect(mealIndexScans(nodes).length, `no meals_* index used: ${where}`).toBeGreaterThan(0);
    });
  }

  for (const {
    name,
    walks,
    textIndex,
    counts,
    match = TEXT_MATCH,
    matchIndex = 'meals_search_idx',
  } of SEARCH_CASES) {
    it(`${name} — ${[true, textIndex, counts].filter(Boolean).length} statement(s), no count unless past the end`, () => {
      const statements = searches.get(name)!;
      const expected = 1 + Number(textIndex) + Number(counts);
      expect(
        statements.map((s) => s.sql),
        'statements run',
      ).toHaveLength(expected);
      expect(statements.filter((s) => /count\(/i.test(s.sql))).toHaveLength(Number(counts));
    });

    it(`${name} — a bounded walk of ${walks}, the row match above its Limit`, async () => {
      const [walk] = searches.get(name)!;
      const { root, nodes, where } = await planOf(walk!);
      expect(walk!.sql).toMatch(match);
      expect(seqScansOfMeals(nodes), `sequential scan of meals: ${where}`).toHaveLength(0);
      expect(
        nodes.filter((n) => n['Node Type'] === 'Sort'),
        `sorted instead of walked: ${where}`,
      ).toHaveLength(0);
      const scans = mealIndexScans(nodes);
      expect(
        scans.map((n) => n['Index Name']),
        where,
      ).toEqual([walks]);
      // A row match filtering the index scan itself makes the walk as long as it takes to find the page: the
      // whole index for a rare word. With the match applied above the scan's own Limit, it stops at the window.
      expect(scans[0]!.Filter ?? '', `the walk filters on the row match: ${where}`).not.toMatch(match);
      expect(parentOf(root, scans[0]!)?.['Node Type'], `the walk has no Limit of its own: ${where}`).toBe(
        'Limit',
      );
    });

    if (textIndex) {
      it(`${name} — then ${matchIndex}, no walk of an ordering index`, async () => {
        const [, page] = searches.get(name)!;
        const { nodes, where } = await planOf(page!);
        expect(seqScansOfMeals(nodes), `sequential scan of meals: ${where}`).toHaveLength(0);
        expect(
          mealIndexScans(nodes).map((n) => n['Index Name']),
          where,
        ).toEqual([matchIndex]);
      });
    }

    if (counts) {
      it(`${name} — the count reads ${matchIndex}`, async () => {
        const [, , total] = searches.get(name)!;
        const { root, nodes, where } = await planOf(total!);
        expect(
          unboundedSeqScansOfMeals(root),
          `the total reads the whole meals table: ${where}`,
        ).toHaveLength(0);
        expect(
          mealIndexScans(nodes).map((n) => n['Index Name']),
          where,
        ).toEqual([matchIndex]);
      });
    }
  }
});

function parentOf(root: PlanNode, child: PlanNode): PlanNode | undefined {
  for (const node of flatten(root)) if (node.Plans?.includes(child)) return node;
  return undefined;
}
