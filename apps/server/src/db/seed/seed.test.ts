import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { verifyPassword } from 'better-auth/crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MEAL_CATEGORIES, meetsPasswordRules } from '@messhall/shared';
import { loadConfig, type AppConfig } from '../../config.js';
import { openDatabase, type Database } from '../client.js';
import { accounts, meals, users } from '../schema/index.js';
import { DEFAULT_ADMIN_EMAIL, ensureAdmin, generatePassword, promoteToAdmin } from './admin.js';
import { hostelDate } from '../../lib/hostel-clock.js';
import { DEMO_RESIDENTS, DEMO_STUDENT_PASSWORD, DEMO_STUDENTS, studentEmail } from './demo-people.js';
import { BANNER_IMAGE_IDS, BANNER_IMAGE_URLS, seedDemo, seedIfEmpty } from './seed.js';

const DAY = 86_400_000;

function config(overrides: Record<string, string> = {}): AppConfig {
  return loadConfig({ NODE_ENV: 'test', SEED_DEMO: 'on', LOG_LEVEL: 'silent', ...overrides });
}

async function freshDatabase(): Promise<Database> {
  const database = await openDatabase({ dataDir: 'memory://' });
  await database.migrate();
  return database;
}

async function credentialHash(database: Database, email: string): Promise<string | null | undefined> {
  const [row] = await database.db
    .select({ password: accounts.password })
    .from(accounts)
    .innerJoin(users, eq(users.id, accounts.userId))
    .where(and(eq(users.email, email), eq(accounts.providerId, 'credential')));
  return row?.password;
}

/** Row counts and counter sums: equal snapshots mean nothing was added, removed or recounted. */
async function snapshot(database: Database) {
  const [row] = await database.query<{ users: number } & Record<string, number>>(`
    select
      (select count(*)::int from users) as users,
      (select count(*)::int from accounts) as accounts,
      (select count(*)::int from meals where status = 'published') as published,
      (select count(*)::int from meals where status = 'upcoming') as upcoming,
      (select count(*)::int from meal_likes) as likes,
      (select count(*)::int from reviews) as reviews,
      (select count(*)::int from meal_requests) as requests,
      (select count(*)::int from payments) as payments,
      (select count(*)::int from images) as images,
      (select coalesce(sum(likes_count), 0)::int from meals) as likes_counted,
      (select coalesce(sum(reviews_count), 0)::int from meals) as reviews_counted`);
  return row!;
}

async function expectConsistentCounters(database: Database) {
  const likeMismatches = await database.query(`
    select m.id from meals m
    where m.likes_count <> (select count(*) from meal_likes l where l.meal_id = m.id)`);
  expect(likeMismatches).toEqual([]);
  const reviewMismatches = await database.query(`
    select m.id from meals m
    left join (select meal_id, count(*) as n, count(rating) as rated, sum(rating) as s from reviews group by meal_id) r
      on r.meal_id = m.id
    where m.reviews_count <> coalesce(r.n, 0)
       or m.unrated_reviews <> coalesce(r.n - r.rated, 0)
       or m.rating_sum <> coalesce(r.s, 0)
       or m.rating <> coalesce(round(r.s::numeric / nullif(r.rated, 0), 1), 0)`);
  expect(reviewMismatches).toEqual([]);
}

describe('seedIfEmpty on an empty database', () => {
  let database: Database;
  let log: string[];
  const adminEmail = 'boss@example.com';
  const adminPassword = 'Boss#Pass2026';
  const cfg = config({ ADMIN_EMAIL: adminEmail, ADMIN_PASSWORD: adminPassword });

  beforeAll(async () => {
    database = await freshDatabase();
    log = await seedIfEmpty(database.db, cfg);
  });
  afterAll(() => database.close());

  it('reports what it did', () => {
    expect(log.some((l) => l.includes(`First administrator ${adminEmail} created`))).toBe(true);
    expect(log.some((l) => l.startsWith('Demo content seeded'))).toBe(true);
  });

  it('creates at least 48 published meals, 10 per category, posted over the last two months', async () => {
    const rows = await database.query<{ category: string; n: number; oldest: Date; newest: Date }>(`
      select category, count(*)::int as n, min(post_time) as oldest, max(post_time) as newest
      from meals where status = 'published' and published_at is not null group by category`);
    expect(rows.reduce((sum, r) => sum + r.n, 0)).toBeGreaterThanOrEqual(48);
    for (const category of MEAL_CATEGORIES) {
      const row = rows.find((r) => r.category === category);
      expect(row?.n, category).toBeGreaterThanOrEqual(10);
      expect(new Date(row!.newest).getTime()).toBeLessThan(Date.now());
      expect(new Date(row!.oldest).getTime()).toBeGreaterThan(Date.now() - 62 * DAY);
    }
    const [prices] = await database.query<{ min: number; max: number }>(
      `select min(price)::float as min, max(price)::float as max from meals`,
    );
    expect(prices!.min).toBeGreaterThanOrEqual(40);
    expect(prices!.max).toBeLessThanOrEqual(900);
  });

  it('creates at least 8 upcoming meals due in 1–21 days, some close to the 10-like auto-publish', async () => {
    const rows = await database.query<{ publish_date: Date; published_at: Date | null; likes_count: number }>(
      `select publish_date, published_at, likes_count from meals where status = 'upcoming'`,
    );
    expect(rows.length).toBeGreaterThanOrEqual(8);
    for (const row of rows) {
      const days = (new Date(row.publish_date).getTime() - Date.now()) / DAY;
      expect(days).toBeGreaterThan(0);
      expect(days).toBeLessThanOrEqual(22);
      expect(row.published_at).toBeNull();
      expect(row.likes_count).toBeLessThan(10);
    }
    expect(rows.filter((r) => r.likes_count >= 7).length).toBeGreaterThanOrEqual(3);
  });

  it('labels every meal with diet tags and allergens that agree with each other', async () => {
    const rows = await database.query<{ title: string; diet_tags: string[]; allergens: string[] }>(
      'select title, diet_tags, allergens from meals',
    );
    const tagged = (tag: string) => rows.filter((r) => r.diet_tags.includes(tag)).length;
    const containing = (allergen: string) => rows.filter((r) => r.allergens.includes(allergen)).length;
    expect(containing('peanuts')).toBeGreaterThanOrEqual(1);
    expect(containing('milk')).toBeGreaterThanOrEqual(10);
    expect(tagged('vegetarian')).toBeGreaterThanOrEqual(10);
    expect(tagged('vegan')).toBeGreaterThanOrEqual(2);
    expect(tagged('halal')).toBeGreaterThan(rows.length / 2);
    expect(tagged('gluten-free')).toBeGreaterThanOrEqual(10);
    expect(tagged('spicy')).toBeGreaterThanOrEqual(5);
    for (const { title, diet_tags: tags, allergens } of rows) {
      expect(tags.length + allergens.length, title).toBeGreaterThan(0);
      if (tags.includes('vegan')) {
        expect(tags, title).toContain('vegetarian');
        expect(
          allergens.filter((a) => a === 'milk' || a === 'eggs'),
          title,
        ).toEqual([]);
      }
      if (tags.includes('vegetarian')) {
        const animal = allergens.filter((a) => ['fish', 'crustaceans', 'molluscs'].includes(a));
        expect(animal, title).toEqual([]);
      }
      if (tags.includes('gluten-free')) expect(allergens, title).not.toContain('gluten');
    }
  });

  it('keeps likes, reviews and ratings exactly consistent with their rows', async () => {
    await expectConsistentCounters(database);
    const [totals] = await database.query<{ reviews: number; low: number; likes: number }>(`
      select (select count(*)::int from reviews) as reviews,
             (select count(*)::int from reviews where rating < 3) as low,
             (select count(*)::int from meal_likes) as likes`);
    expect(totals!.reviews).toBeGreaterThanOrEqual(50);
    expect(totals!.low).toBeLessThan(totals!.reviews / 5);
    expect(totals!.likes).toBeGreaterThan(100);
  });

  it('creates meal requests in every status by members, never two pending for one user and meal', async () => {
    const byStatus = await database.query<{ status: string; n: number }>(
      `select status, count(*)::int as n from meal_requests group by status`,
    );
    expect(byStatus.map((r) => r.status).sort()).toEqual(['cancelled', 'delivered', 'pending']);
    expect(byStatus.reduce((sum, r) => sum + r.n, 0)).toBeGreaterThanOrEqual(10);
    const pendingWithoutMembership = await database.query(`
      select r.id from meal_requests r where r.status = 'pending' and not exists (
        select 1 from payments p where p.user_id = r.user_id and p.period_end > now())`);
    expect(pendingWithoutMembership).toEqual([]);
  });

  it('gives 4 named students an active membership and 1 an expired one', async () => {
    const rows = await database.query<{ email: string; active: boolean }>(
      `
      select u.email, bool_or(p.period_end > now()) as active
      from payments p join users u on u.id = p.user_id where u.email = any($1) group by u.email`,
      [DEMO_STUDENTS.map((s) => studentEmail(s.login))],
    );
    expect(rows.filter((r) => r.active)).toHaveLength(4);
    expect(rows.filter((r) => !r.active)).toHaveLength(1);
    const [shape] = await database.query<{ bad: number }>(`
      select count(*)::int as bad from payments where status <> 'succeeded' or provider <> 'sandbox'
        or currency <> 'usd' or period_end <> period_start + interval '30 days'`);
    expect(shape!.bad).toBe(0);
  });

  it('has a history of at least 60 days for the insights: requests, reviews, likes, renewals, lapses, meals served', async () => {
    const residents = DEMO_RESIDENTS.map((r) => studentEmail(r.login));
    const [history] = await database.query<Record<string, number>>(
      `
      with r as (select id from users where email = any($1))
      select
        (select count(distinct (created_at at time zone 'Asia/Dhaka')::date)::int from meal_requests
          where user_id in (select id from r)) as request_days,
        (select min(created_at)::date - current_date from meal_requests where user_id in (select id from r)) as first_request,
        (select count(*)::int from meal_requests where user_id in (select id from r) and status = 'pending') as pending,
        (select count(*)::int from reviews where user_id in (select id from r)) as reviews,
        (select count(*)::int from reviews where user_id in (select id from r) and rating is null) as text_only,
        (select count(*)::int from meal_likes where user_id in (select id from r)) as likes,
        (select count(*)::int from payments where user_id in (select id from r)) as payments,
        (select count(distinct user_id)::int from payments p where user_id in (select id from r)
          and not exists (select 1 from payments q where q.user_id = p.user_id and q.period_end > now())) as lapsed,
        (select count(distinct date)::int from meal_servings where date < current_date - 1) as served_days,
        (select count(distinct date)::int from menu_items where date < current_date - 7) as planned_days`,
      [residents],
    );
    expect(history!.request_days).toBeGreaterThanOrEqual(60);
    // From the first meal on the catalogue, two months ago.
    expect(history!.first_request).toBeLessThanOrEqual(-59);
    // Only the named students have pending requests: the Serve screen shows what it always did.
    expect(history!.pending).toBe(0);
    expect(history!.reviews).toBeGreaterThanOrEqual(30);
    expect(history!.text_only).toBeGreaterThan(0);
    expect(history!.likes).toBeGreaterThanOrEqual(60);
    expect(history!.payments).toBeGreaterThanOrEqual(40);
    expect(history!.lapsed).toBeGreaterThanOrEqual(5);
    expect(history!.served_days).toBeGreaterThanOrEqual(60);
    expect(history!.planned_days).toBeGreaterThanOrEqual(50);
  });

  it('plans this week and next from the catalogue, with skips ahead and yesterday’s passes served', async () => {
    const zone = cfg.hostelTimeZone;
    const today = hostelDate(zone);
    const [plan] = await database.query<{ days: number; wrong: number; upcoming: number }>(
      `
      select count(distinct date)::int as days,
             count(*) filter (where lower(m.category::text) <> i.slot::text)::int as wrong,
             count(*) filter (where m.status <> 'published')::int as upcoming
      from menu_items i join meals m on m.id = i.meal_id
      where i.date >= $1::date and i.date < $1::date + 7`,
      [today],
    );
    expect(plan).toEqual({ days: 7, wrong: 0, upcoming: 0 });
    const [counts] = await database.query<{ ahead: number; served: number; bad: number }>(
      `
      select (select count(*)::int from meal_skips where date > $1::date) as ahead,
             (select count(*)::int from meal_servings where date = $1::date - 1) as served,
             (select count(*)::int from meal_servings v join meal_skips k using (user_id, date, slot)) as bad`,
      [today],
    );
    expect(counts!.ahead).toBeGreaterThanOrEqual(3);
    expect(counts!.served).toBeGreaterThanOrEqual(3);
    expect(counts!.bad).toBe(0);
  });

  it('stores every meal picture and the three banners as WebP images', async () => {
    const missing = await database.query(`
      select m.id from meals m left join images i on m.image = '/api/images/' || i.id::text
      where i.id is null or i.content_type <> 'image/webp' or i.width <> 800 or i.height <> 600`);
    expect(missing).toEqual([]);
    expect(BANNER_IMAGE_URLS).toEqual(BANNER_IMAGE_IDS.map((id) => `/api/images/${id}`));
    const banners = await database.query<{ width: number; height: number; size_bytes: number }>(
      `select width, height, size_bytes from images where id = any($1::uuid[])`,
      [BANNER_IMAGE_IDS],
    );
    expect(banners).toHaveLength(3);
    for (const banner of banners) {
      expect([banner.width, banner.height]).toEqual([1600, 600]);
      expect(banner.size_bytes).toBeGreaterThan(1000);
    }
  });

  it('creates the administrator with the configured password and the students with the demo one', async () => {
    const [admin] = await database.db.select().from(users).where(eq(users.email, adminEmail));
    expect(admin).toMatchObject({ role: 'admin', emailVerified: true });
    const adminHash = await credentialHash(database, adminEmail);
    expect(await verifyPassword({ hash: adminHash!, password: adminPassword })).toBe(true);
    const studentHash = await credentialHash(database, studentEmail('ayesha'));
    expect(await verifyPassword({ hash: studentHash!, password: DEMO_STUDENT_PASSWORD })).toBe(true);
    const [students] = await database.query<{ n: number }>(
      `select count(*)::int as n from users where email like '%@student.messhall.test' and role = 'user' and email_verified`,
    );
    expect(students!.n).toBeGreaterThanOrEqual(10);
  });

  it('changes nothing when run again', async () => {
    const before = await snapshot(database);
    expect(await seedIfEmpty(database.db, cfg)).toEqual([]);
    expect(await snapshot(database)).toEqual(before);
  });

  it('rebuilds the same amounts on reset and keeps real accounts', async () => {
    const before = await snapshot(database);
    const realId = randomUUID();
    await database.db.insert(users).values({ id: realId, name: 'Real Person', email: 'real@example.com' });
    const log = await seedDemo(database.db, cfg, { reset: true });
    expect(log.some((l) => l.startsWith('Demo content rebuilt'))).toBe(true);
    expect(await snapshot(database)).toEqual({ ...before, users: before.users + 1 });
    const [real] = await database.db.select().from(users).where(eq(users.id, realId));
    expect(real?.email).toBe('real@example.com');
    const adminHash = await credentialHash(database, adminEmail);
    expect(await verifyPassword({ hash: adminHash!, password: adminPassword })).toBe(true);
    await expectConsistentCounters(database);
  });

  // Last in this block: it deletes the demo.
  it('does not bring the demo back after an admin deleted every meal', async () => {
    await database.db.delete(meals);
    expect(await seedIfEmpty(database.db, cfg)).toEqual([]);
    expect((await database.db.select().from(meals)).length).toBe(0);
  });
});

describe('ensureAdmin', () => {
  let database: Database;
  beforeAll(async () => {
    database = await freshDatabase();
  });
  afterAll(() => database.close());

  it('creates admin@messhall.local with a strong random password, shown once', async () => {
    const cfg = config({ SEED_DEMO: 'off' });
    const log = await ensureAdmin(database.db, cfg);
    expect(log).toHaveLength(1);
    const password = /with password: (\S+) \(shown once/.exec(log[0]!)?.[1];
    expect(password && meetsPasswordRules(password)).toBe(true);
    const hash = await credentialHash(database, DEFAULT_ADMIN_EMAIL);
    expect(await verifyPassword({ hash: hash!, password: password! })).toBe(true);
    expect(await ensureAdmin(database.db, cfg)).toEqual([]);
  });

  it('promotes an existing ADMIN_EMAIL user without touching the password', async () => {
    const id = randomUUID();
    await database.db.insert(users).values({ id, name: 'Chef', email: 'chef@example.com' });
    const log = await ensureAdmin(
      database.db,
      config({ ADMIN_EMAIL: 'Chef@Example.com', ADMIN_PASSWORD: 'X#1abcdef' }),
    );
    expect(log).toEqual(['chef@example.com promoted to administrator (ADMIN_EMAIL)']);
    const [chef] = await database.db.select().from(users).where(eq(users.id, id));
    expect(chef?.role).toBe('admin');
    expect(await credentialHash(database, 'chef@example.com')).toBeUndefined();
  });

  it('promotes by e-mail for make-admin', async () => {
    await database.db.insert(users).values({ id: randomUUID(), name: 'Sam', email: 'sam@example.com' });
    expect(await promoteToAdmin(database.db, 'nobody@example.com')).toBe('not-found');
    expect(await promoteToAdmin(database.db, 'SAM@example.com')).toBe('promoted');
    expect(await promoteToAdmin(database.db, 'sam@example.com')).toBe('already-admin');
  });

  it('generates passwords that meet the sign-up rules', () => {
    for (let i = 0; i < 200; i++) expect(meetsPasswordRules(generatePassword(8))).toBe(true);
  });

  it('gives demo students an unguessable password in production', async () => {
    const log = await seedDemo(database.db, { ...config(), isProduction: true }, { reset: false });
    expect(log.some((l) => l.includes('random passwords in production'))).toBe(true);
    const hash = await credentialHash(database, studentEmail('ayesha'));
    expect(await verifyPassword({ hash: hash!, password: DEMO_STUDENT_PASSWORD })).toBe(false);
  });
});
