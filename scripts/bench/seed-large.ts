// The bench's large data set, generated inside the database with generate_series: no rows cross the wire, so
// 100,000 meals take seconds on PostgreSQL and well under a minute on PGlite.
//
// Everything is deterministic. Meal i has the id md5('bench-meal-' || i)::uuid and user j the id
// 'bench-user-' || j, and like/review number g goes to the pair p = (g * STRIDE) mod (meals * users): meal
// p / users, user p mod users. With STRIDE coprime to meals * users these pairs are all distinct (so the primary
// key and the one-review-per-user rule hold), and because they are a formula the meals' counters
// (likes_count, reviews_count, rating_sum, rating) are computed from the same formula in the meals INSERT
// itself — consistent with the rows, with no UPDATE pass that would leave every meal row twice on disk.
//
// CLI: tsx scripts/bench/seed-large.ts --meals 10000 [--database-url postgres://…] [--data-dir ./bench-data]
import { createHash } from 'node:crypto';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';
import { dietSql } from './seed-diet.js';

/** The one method of apps/server's Database the seeder needs, so any open database will do. */
export interface SqlRunner {
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<T[]>;
}

export interface SeedLargeOptions {
  meals?: number;
  likes?: number;
  reviews?: number;
  users?: number;
  /** Every n-th meal is an upcoming one (not in the public lists); 0 = all published. Default 20 (5 %). */
  upcomingEvery?: number;
  onProgress?: (message: string) => void;
}

export interface SeedLargeResult {
  meals: number;
  publishedMeals: number;
  likes: number;
  reviews: number;
  users: number;
  ms: number;
}

export const BENCH_USER_DOMAIN = 'bench.messhall.test';
/** A word in about one title in twelve: the bench's "common word" search. */
export const COMMON_SEARCH_WORD = 'chicken';

const DEFAULTS = { meals: 10_000, likes: 100_000, reviews: 50_000, users: 2_000, upcomingEvery: 20 };
const MEAL_BATCH = 10_000;
const ROW_BATCH = 50_000;
// Primes: whichever does not divide meals * users is used as the pair stride.
const STRIDE_CANDIDATES = [1_000_003, 999_983, 1_000_033, 1_000_037, 999_979];
const MINUTES_PER_YEAR = 525_600;

/** The id the seeder gives meal number `index` (0-based), same as md5(…)::uuid in SQL. */
export function benchMealId(index: number): string {
  const hex = createHash('md5').update(`bench-meal-${index}`).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** Whether meal number `index` is published (only those are in the public lists and detail pages). */
export function benchMealIsPublished(index: number, upcomingEvery = DEFAULTS.upcomingEvery): boolean {
  return upcomingEvery <= 0 || index % upcomingEvery !== upcomingEvery - 1;
}

/** Ids of the first `count` published meals, for rotating GET /api/meals/:id. */
export function publishedBenchMealIds(
  count: number,
  totalMeals: number,
  upcomingEvery = DEFAULTS.upcomingEvery,
) {
  const ids: string[] = [];
  for (let i = 0; i < totalMeals && ids.length < count; i++) {
    if (benchMealIsPublished(i, upcomingEvery)) ids.push(benchMealId(i));
  }
  return ids;
}

// Word lists: titles read like a hostel menu and search for "chicken", "biryani", "rice" finds them.
const ADJECTIVES = [
  'Spicy',
  'Smoky',
  'Creamy',
  'Crispy',
  'Tangy',
  'Homestyle',
  'Grilled',
  'Roasted',
  'Garlic',
  'Lemon',
  'Masala',
  'Butter',
  'Herb',
  'Sweet',
  'Classic',
  'Steamed',
];
const MAINS = [
  'Chicken',
  'Beef',
  'Mutton',
  'Fish',
  'Prawn',
  'Egg',
  'Paneer',
  'Vegetable',
  'Lentil',
  'Chickpea',
  'Mushroom',
  'Tofu',
];
const DISHES = [
  'Biryani',
  'Curry',
  'Khichuri',
  'Pulao',
  'Fried Rice',
  'Noodles',
  'Soup',
  'Salad',
  'Sandwich',
  'Wrap',
  'Paratha',
  'Pasta',
  'Korma',
  'Bhuna',
  'Tehari',
  'Omelette',
  'Pancakes',
  'Porridge',
];
const INGREDIENTS = [
  'rice',
  'onion',
  'garlic',
  'ginger',
  'tomato',
  'potato',
  'lentils',
  'green chili',
  'cumin',
  'turmeric',
  'coriander',
  'yogurt',
  'butter',
  'flour',
  'egg',
  'milk',
  'sugar',
  'cheese',
  'spinach',
  'peas',
  'carrot',
  'cabbage',
  'mustard oil',
  'cardamom',
];
const SIDES = ['salad', 'raita', 'pickle', 'dal', 'chutney', 'a boiled egg', 'fresh fruit', 'papad'];
const FIRST_NAMES = [
  'Ayesha',
  'Rahim',
  'Nusrat',
  'Tanvir',
  'Farhana',
  'Imran',
  'Sadia',
  'Karim',
  'Mitu',
  'Arif',
  'Priya',
  'Rohan',
  'Lina',
  'Omar',
  'Sara',
  'Jamal',
  'Nadia',
  'Fahim',
  'Tania',
  'Sabbir',
];
const LAST_NAMES = [
  'Rahman',
  'Hossain',
  'Akter',
  'Islam',
  'Chowdhury',
  'Khan',
  'Ahmed',
  'Begum',
  'Das',
  'Sarkar',
  'Roy',
  'Uddin',
  'Haque',
  'Sultana',
  'Mia',
  'Paul',
];
const REVIEW_OPENINGS = [
  'Tasty and filling.',
  'Could use more salt.',
  'Perfect after a long day of classes.',
  'A bit too oily for me.',
  'Generous portion.',
  'Better than last week.',
  'The spice level was just right.',
  'Arrived warm and fresh.',
];
const REVIEW_CLOSINGS = [
  'Would order again.',
  'The rice was soft.',
  'Please serve it more often.',
  'Good value for the price.',
  'My roommates liked it too.',
  'The curry was rich.',
  'Needs a little more chili.',
  'Five minutes late, still good.',
];
// Ratings lean to 4–5 stars, as real reviews do.
const RATINGS = [5, 4, 4, 3, 5, 2, 4, 1, 5, 4];

/** A SQL text[] literal from our own word lists (no user input ever reaches this). */
function textArray(words: readonly string[]): string {
  return `array[${words.map((w) => `'${w.replace(/'/g, "''")}'`).join(',')}]::text[]`;
}

/** A number in [0, n) from a seeded hash of the row number: picks with different seeds are independent. */
function hashMod(g: string, seed: number, n: number): string {
  return `(((hashint8extended(${g}::bigint, ${seed}) % ${n}) + ${n}) % ${n})`;
}

/** Element of `words` picked by a seeded hash of the row number, so title words and category vary independently. */
function pick(words: readonly string[], g: string, seed: number): string {
  return `(${textArray(words)})[1 + ${hashMod(g, seed, words.length)}]`;
}

function ratingExpr(g: string): string {
  return `(array[${RATINGS.join(',')}])[1 + (${g} % ${RATINGS.length})]`;
}

function int(name: string, value: number, min: number): number {
  if (!Number.isSafeInteger(value) || value < min)
    throw new Error(`seed-large: ${name} must be an integer ≥ ${min}`);
  return value;
}

function chooseStride(pairSpace: number, rows: number, not?: number): number {
  if (rows > pairSpace)
    throw new Error(`seed-large: ${rows} rows need more than ${pairSpace} meal/user pairs`);
  const stride = STRIDE_CANDIDATES.find((p) => pairSpace % p !== 0 && p !== not);
  if (!stride) throw new Error('seed-large: no usable stride');
  return stride;
}

/** Fills a migrated database with the large bench data set; run on an empty meals table. */
export async function seedLarge(
  database: SqlRunner,
  options: SeedLargeOptions = {},
): Promise<SeedLargeResult> {
  const started = performance.now();
  const N = int('meals', options.meals ?? DEFAULTS.meals, 1);
  const L = int('likes', options.likes ?? DEFAULTS.likes, 0);
  const R = int('reviews', options.reviews ?? DEFAULTS.reviews, 0);
  const U = int('users', options.users ?? DEFAULTS.users, 1);
  const upcomingEvery = int('upcomingEvery', options.upcomingEvery ?? DEFAULTS.upcomingEvery, 0);
  const log = options.onProgress ?? (() => {});
  const M = N * U;
  const likeStride = chooseStride(M, L);
  const reviewStride = chooseStride(M, R, likeStride);

  const existing = await database.query<{ n: number }>('select count(*)::int as n from meals where id = $1', [
    benchMealId(0),
  ]);
  if ((existing[0]?.n ?? 0) > 0)
    throw new Error('seed-large: this database already holds the bench data set');

  // Users: only what the foreign keys need (they never sign in; the bench signs its own users up over HTTP).
  await database.query(`
    insert into users (id, name, email, email_verified, role, created_at, updated_at)
    select 'bench-user-' || g,
           ${pick(FIRST_NAMES, 'g', 31)} || ' ' || ${pick(LAST_NAMES, 'g', 57)},
           'bench-user-' || g || '@${BENCH_USER_DOMAIN}',
           true, 'user',
           now() - ((g::bigint * 7919) % ${MINUTES_PER_YEAR}) * interval '1 minute',
           now()
    from generate_series(0, ${U - 1}) g
    on conflict (id) do nothing`);
  log(`users: ${U}`);

  const likePair = (g: string) => `((${g}::bigint * ${likeStride}) % ${M})`;
  const reviewPair = (g: string) => `((${g}::bigint * ${reviewStride}) % ${M})`;
  const mealIdOf = (idx: string) => `md5('bench-meal-' || ${idx})::uuid`;

  const diet = dietSql({ adj: 'base.adj', main: 'base.main', dish: 'base.dish' }, (seed, n) =>
    hashMod('base.g', seed, n),
  );
  for (let lo = 0; lo < N; lo += MEAL_BATCH) {
    const hi = Math.min(N, lo + MEAL_BATCH) - 1;
    const upcoming = upcomingEvery > 0 ? `g % ${upcomingEvery} = ${upcomingEvery - 1}` : 'false';
    // Counters of this batch's meals, from the same pair formula the like/review INSERTs use below.
    await database.query(`
      with lk as (
        select ${likePair('g')} / ${U} as midx, count(*)::int as c
        from generate_series(0, ${L - 1}) g group by 1
      ), rv as (
        select ${reviewPair('g')} / ${U} as midx, count(*)::int as c, sum(${ratingExpr('g')})::int as s
        from generate_series(0, ${R - 1}) g group by 1
      ), base as (
        select g,
               ${upcoming} as is_upcoming,
               now() - ((g::bigint * 7919 + 13) % ${MINUTES_PER_YEAR}) * interval '1 minute' as at,
               ${pick(ADJECTIVES, 'g', 7)} as adj,
               ${pick(MAINS, 'g', 13)} as main,
               ${pick(DISHES, 'g', 101)} as dish
        from generate_series(${lo}, ${hi}) g
      )
      insert into meals (id, title, category, image, ingredients, description, price, post_time, status,
                         publish_date, published_at, distributor_name, distributor_email,
                         likes_count, reviews_count, rating_sum, rating, diet_tags, allergens, created_at,
                         updated_at)
      select ${mealIdOf('base.g')},
             adj || ' ' || main || ' ' || dish,
             (array['Breakfast','Lunch','Dinner','Snacks'])[1 + base.g % 4]::meal_category,
             '/api/images/00000000-0000-4000-8000-' || lpad(to_hex(base.g % 4096), 12, '0'),
             ${pick(INGREDIENTS, 'base.g', 3)} || ', ' || ${pick(INGREDIENTS, 'base.g', 11)} || ', '
               || ${pick(INGREDIENTS, 'base.g', 29)} || ', ' || lower(main) || ', ' || ${pick(INGREDIENTS, 'base.g', 71)},
             'A ' || lower(adj) || ' ' || lower(main) || ' ' || lower(dish)
               || ' cooked fresh in the hostel kitchen and served with ' || ${pick(SIDES, 'base.g', 17)} || '.',
             20 + ${hashMod('base.g', 7907, 980)} + (base.g % 2) * 0.5,
             at,
             (case when is_upcoming then 'upcoming' else 'published' end)::meal_status,
             case when is_upcoming then now() + (1 + base.g % 30) * interval '1 day' end,
             case when is_upcoming then null else at end,
             'Kitchen ' || (1 + base.g % 20),
             'kitchen-' || (1 + base.g % 20) || '@${BENCH_USER_DOMAIN}',
             coalesce(lk.c, 0), coalesce(rv.c, 0), coalesce(rv.s, 0),
             case when coalesce(rv.c, 0) = 0 then 0 else round(rv.s::numeric / rv.c, 1) end,
             ${diet.dietTags},
             ${diet.allergens},
             at, at
      from base
      left join lk on lk.midx = base.g
      left join rv on rv.midx = base.g`);
    log(`meals: ${hi + 1}/${N}`);
  }

  for (let lo = 0; lo < L; lo += ROW_BATCH) {
    const hi = Math.min(L, lo + ROW_BATCH) - 1;
    await database.query(`
      insert into meal_likes (meal_id, user_id, created_at)
      select ${mealIdOf(`${likePair('g')} / ${U}`)},
             'bench-user-' || (${likePair('g')} % ${U}),
             now() - ((g::bigint * 104729) % ${MINUTES_PER_YEAR}) * interval '1 minute'
      from generate_series(${lo}, ${hi}) g`);
    log(`likes: ${hi + 1}/${L}`);
  }

  for (let lo = 0; lo < R; lo += ROW_BATCH) {
    const hi = Math.min(R, lo + ROW_BATCH) - 1;
    await database.query(`
      insert into reviews (id, meal_id, user_id, rating, content, created_at, updated_at)
      select gen_random_uuid(),
             ${mealIdOf(`${reviewPair('g')} / ${U}`)},
             'bench-user-' || (${reviewPair('g')} % ${U}),
             ${ratingExpr('g')},
             ${pick(REVIEW_OPENINGS, 'g', 5)} || ' ' || ${pick(REVIEW_CLOSINGS, 'g', 19)},
             now() - ((g::bigint * 15485863) % ${MINUTES_PER_YEAR}) * interval '1 minute',
             now() - ((g::bigint * 15485863) % ${MINUTES_PER_YEAR}) * interval '1 minute'
      from generate_series(${lo}, ${hi}) g`);
    log(`reviews: ${hi + 1}/${R}`);
  }

  // Statistics for the planner (and a fresh visibility map, so index-only scans need no heap visits).
  for (const table of ['users', 'meals', 'meal_likes', 'reviews']) {
    try {
      await database.query(`vacuum analyze ${table}`);
    } catch {
      await database.query(`analyze ${table}`);
    }
  }
  const publishedMeals = upcomingEvery > 0 ? N - Math.floor(N / upcomingEvery) : N;
  const ms = Math.round(performance.now() - started);
  log(`analyzed; ${N} meals, ${L} likes, ${R} reviews, ${U} users in ${ms} ms`);
  return { meals: N, publishedMeals, likes: L, reviews: R, users: U, ms };
}

/** Checks the counters against the rows: the seeder's promise, used by the bench before it measures. */
export async function checkCounters(database: SqlRunner): Promise<{ mismatches: number }> {
  const [row] = await database.query<{ mismatches: number }>(`
    select count(*)::int as mismatches
    from meals m
    left join (select meal_id, count(*)::int c from meal_likes group by meal_id) l on l.meal_id = m.id
    left join (select meal_id, count(*)::int c, sum(rating)::int s from reviews group by meal_id) r on r.meal_id = m.id
    where m.likes_count <> coalesce(l.c, 0)
       or m.reviews_count <> coalesce(r.c, 0)
       or m.rating_sum <> coalesce(r.s, 0)
       or m.rating <> case when coalesce(r.c, 0) = 0 then 0 else round(r.s::numeric / r.c, 1) end`);
  return { mismatches: row?.mismatches ?? -1 };
}

function flag(args: string[], name: string): string | undefined {
  const i = args.indexOf(name);
  if (i >= 0) return args[i + 1];
  return args.find((a) => a.startsWith(`${name}=`))?.slice(name.length + 1);
}

async function cli() {
  const args = process.argv.slice(2);
  const { openDatabase } = await import('../../apps/server/src/db/client.js');
  const databaseUrl = flag(args, '--database-url') ?? process.env.DATABASE_URL;
  const dataDir = path.resolve(flag(args, '--data-dir') ?? process.env.DATA_DIR ?? './bench-data');
  const database = await openDatabase({ databaseUrl, dataDir });
  try {
    await database.migrate();
    const result = await seedLarge(database, {
      meals: Number(flag(args, '--meals') ?? DEFAULTS.meals),
      likes: Number(flag(args, '--likes') ?? DEFAULTS.likes),
      reviews: Number(flag(args, '--reviews') ?? DEFAULTS.reviews),
      users: Number(flag(args, '--users') ?? DEFAULTS.users),
      onProgress: (m) => console.log(`  ${m}`),
    });
    const { mismatches } = await checkCounters(database);
    console.log(
      `seeded ${databaseUrl ? 'PostgreSQL' : dataDir}: ${JSON.stringify(result)}; counter mismatches: ${mismatches}`,
    );
  } finally {
    await database.close();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  cli().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
