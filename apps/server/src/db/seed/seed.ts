import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { count, eq, inArray, sql } from 'drizzle-orm';
import { imageUrl } from '@messhall/shared';
import { hashPassword } from 'better-auth/crypto';
import type { AppConfig } from '../../config.js';
import type { Db } from '../client.js';
import {
  accounts,
  appSettings,
  images,
  mealLikes,
  mealRequests,
  mealServings,
  mealSkips,
  meals,
  mealProduction,
  menuItems,
  payments,
  reviews,
  users,
} from '../schema/index.js';
import { accountRows, ensureAdmin, findFirstAdmin, generatePassword } from './admin.js';
import {
  buildDemoRows,
  countInto,
  dhakaTime,
  type DemoStudent,
  type Distributor,
  type MealPlan,
} from './demo-content.js';
import { buildDemoHistory } from './demo-history.js';
import { DEMO_MEALS, DEMO_UPCOMING_MEALS } from './demo-meals.js';
import { buildDemoMenu } from './demo-menu.js';
import { buildDemoProduction } from './demo-production.js';
import {
  DEMO_KITCHEN_STAFF,
  DEMO_RESIDENTS,
  DEMO_STUDENT_PASSWORD,
  DEMO_STUDENTS,
  STUDENT_DOMAIN,
  kitchenEmail,
  studentEmail,
} from './demo-people.js';
import {
  BANNERS,
  MealImageRenderer,
  renderBanner,
  resolveEmoji,
  type Banner,
  type RenderedImage,
} from './images.js';
import { createRng } from './random.js';
import { deleteDemoData, deleteDemoUsers } from './reset.js';

export { BANNER_IMAGE_IDS, BANNER_IMAGE_URLS } from './images.js';

/** Any fixed number: the advisory lock that keeps two starting instances from seeding at once. */
const SEED_LOCK_ID = 727_002;
/** Same seed, same demo: only ids and the dates (relative to now) change between runs. */
const DEMO_RANDOM_SEED = 2026;
/** The history's own sequence (demo-history.ts): adding to it never changes the rest of the demo. */
const DEMO_HISTORY_SEED = 2025;

const DEMO_SEEDED_MARKER = 'seed.demo';

async function demoWasSeeded(db: Db): Promise<boolean> {
  const rows = await db
    .select({ name: appSettings.name })
    .from(appSettings)
    .where(eq(appSettings.name, DEMO_SEEDED_MARKER));
  return rows.length > 0;
}

async function countMeals(db: Db): Promise<number> {
  const [row] = await db.select({ n: count() }).from(meals);
  return row?.n ?? 0;
}

const imageRow = (id: string, ownerId: string | null, image: RenderedImage) => ({
  id,
  ownerId,
  ...image,
  sizeBytes: image.bytes.length,
});

export type BannerRenderer = (banners: readonly Banner[]) => Promise<RenderedImage[]>;

const renderHere: BannerRenderer = (banners) => Promise.all(banners.map(renderBanner));

/** The three Home carousel banners under their fixed ids; drawn only when missing. */
export async function ensureBanners(db: Db, render: BannerRenderer = renderHere): Promise<string[]> {
  const ids = BANNERS.map((b) => b.id);
  const present = new Set(
    (await db.select({ id: images.id }).from(images).where(inArray(images.id, ids))).map((r) => r.id),
  );
  const missing = BANNERS.filter((b) => !present.has(b.id));
  if (missing.length === 0) return [];
  const rendered = await render(missing);
  await db
    .insert(images)
    .values(missing.map((banner, i) => imageRow(banner.id, null, rendered[i]!)))
    .onConflictDoNothing();
  return [`Home banner images generated: ${missing.length}`];
}

/**
 * Runs at every start, after the migrations: makes sure there is an administrator and the Home banners, and,
 * when SEED_DEMO is on and there are no meals at all, fills the database with demo content. Returns log lines.
 */
export async function seedIfEmpty(
  db: Db,
  config: AppConfig,
  options: { renderBanners?: BannerRenderer } = {},
): Promise<string[]> {
  const log = [...(await ensureAdmin(db, config)), ...(await ensureBanners(db, options.renderBanners))];
  // Only the first start of an empty database: an admin who later deletes every demo meal must not get them back.
  if (config.seedDemo && !(await demoWasSeeded(db)) && (await countMeals(db)) === 0)
    log.push(...(await seedDemoContent(db, config, false, new Date())));
  return log;
}

/**
 * The CLI's seed: like seedIfEmpty but regardless of SEED_DEMO. With reset, first deletes all meals, likes,
 * reviews, requests, payments, notifications, images (but the banners and profile pictures) and the demo
 * accounts, then seeds again; real accounts stay.
 */
/**
 * `options.now` moves the demo's "today" (the forecast's backtest seeds the history ending on each weekday);
 * by default it is the present moment.
 */
export async function seedDemo(
  db: Db,
  config: AppConfig,
  options: { reset: boolean; now?: Date },
): Promise<string[]> {
  const log = [...(await ensureAdmin(db, config)), ...(await ensureBanners(db))];
  log.push(...(await seedDemoContent(db, config, options.reset, options.now ?? new Date())));
  return log;
}

async function seedDemoContent(db: Db, config: AppConfig, reset: boolean, now: Date): Promise<string[]> {
  const started = performance.now();
  const rng = createRng(DEMO_RANDOM_SEED);

  // Everything slow (password hashing, drawing pictures) happens before the transaction, which only inserts.
  const studentPassword = config.isProduction ? generatePassword(32) : DEMO_STUDENT_PASSWORD;
  // One hash per password: every student shares the demo password, so one hash serves them all.
  const [studentHash, staffHash, firstAdmin] = await Promise.all([
    hashPassword(studentPassword),
    hashPassword(generatePassword(32)),
    findFirstAdmin(db, config),
  ]);

  const students: DemoStudent[] = DEMO_STUDENTS.map((person) => ({
    id: randomUUID(),
    person,
    joinedAt: dhakaTime(now, -person.joinedDaysAgo, rng.int(9, 22), rng.int(0, 59)),
  }));
  const history = createRng(DEMO_HISTORY_SEED);
  const residents: DemoStudent[] = DEMO_RESIDENTS.map((person) => ({
    id: randomUUID(),
    person,
    joinedAt: dhakaTime(now, -person.joinedDaysAgo, history.int(9, 22), history.int(0, 59)),
  }));
  const staff = DEMO_KITCHEN_STAFF.map((person) => ({
    id: randomUUID(),
    name: person.name,
    email: kitchenEmail(person.login),
    joinedAt: dhakaTime(now, -person.joinedDaysAgo, 10, 0),
  }));
  /** A student's account, last signed in up to `hours` ago (drawn from `from`). */
  const studentAccount = (s: DemoStudent, from: typeof rng, hours: number) => ({
    id: s.id,
    name: s.person.name,
    email: studentEmail(s.person.login),
    role: 'user' as const,
    passwordHash: studentHash,
    createdAt: s.joinedAt,
    lastLoginAt: new Date(now.getTime() - from.int(1, hours) * 3_600_000),
  });
  const people = accountRows([
    ...students.map((s) => studentAccount(s, rng, 6 * 24)),
    ...residents.map((s) => studentAccount(s, history, 20 * 24)),
    ...staff.map((s) => ({ ...s, role: 'admin' as const, passwordHash: staffHash, createdAt: s.joinedAt })),
  ]);

  // The kitchen staff post most meals; the first administrator some, so their profile shows a count too.
  const distributors: [Distributor, number][] = staff.map((s) => [s, 2]);
  if (firstAdmin) distributors.push([firstAdmin, 1]);
  const plan = <M extends (typeof DEMO_MEALS)[number]>(source: M): MealPlan<M> => ({
    id: randomUUID(),
    source,
    distributor: rng.weighted(distributors),
  });
  const published = DEMO_MEALS.map(plan);
  const upcoming = DEMO_UPCOMING_MEALS.map(plan);

  const renderer = new MealImageRenderer();
  const allMeals = [...published, ...upcoming];
  const pictures = await Promise.all(
    allMeals.map((m) => renderer.render(resolveEmoji(m.source.emoji), m.source.category)),
  );
  // One row per meal even where the bytes repeat: deleting a meal may delete its picture.
  const imageRows = allMeals.map((m, i) => imageRow(randomUUID(), m.distributor.id, pictures[i]!));
  const imageUrls = new Map(allMeals.map((m, i) => [m.id, imageUrl(imageRows[i]!.id)]));

  const rows = buildDemoRows({ rng, now, students, published, upcoming, imageUrls });
  const menu = buildDemoMenu({
    rng,
    now,
    zone: config.hostelTimeZone,
    students,
    published,
    servedBy: staff[0]!.id,
  });
  const past = buildDemoHistory({
    rng: history,
    now,
    zone: config.hostelTimeZone,
    students: [...students, ...residents],
    residents,
    published,
    reviewable: published.filter((meal) => rows.reviews.some((review) => review.mealId === meal.id)),
    postTimes: new Map(rows.meals.map((m) => [m.id!, m.postTime])),
    menuFrom: menu.items.reduce(
      (first, item) => (item.date < first ? item.date : first),
      menu.items[0]!.date,
    ),
    servedBy: staff[0]!.id,
  });
  rows.likes.push(...past.likes);
  rows.reviews.push(...past.reviews);
  rows.requests.push(...past.requests);
  rows.payments.push(...past.payments);
  menu.items.push(...past.items);
  menu.skips.push(...past.skips);
  menu.servings.push(...past.servings);
  const production = buildDemoProduction({
    rng: history,
    now,
    zone: config.hostelTimeZone,
    students: [...students, ...residents],
    menu,
    from: past.from,
    recordedBy: staff[0]!.id,
  });
  countInto(rows);

  const seeded = await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_ID})`);
    if (reset) {
      await deleteDemoData(tx);
    } else {
      if ((await countMeals(tx)) > 0) return false;
      // Demo accounts left from an earlier demo whose meals were all deleted since: start them afresh.
      await deleteDemoUsers(tx);
    }
    await tx.insert(users).values(people.users);
    await tx.insert(accounts).values(people.accounts);
    await tx.insert(images).values(imageRows);
    await tx.insert(meals).values(rows.meals);
    await tx.insert(mealLikes).values(rows.likes);
    await tx.insert(reviews).values(rows.reviews);
    await tx.insert(mealRequests).values(rows.requests);
    await tx.insert(payments).values(rows.payments);
    await tx.insert(menuItems).values(menu.items);
    if (menu.skips.length > 0) await tx.insert(mealSkips).values(menu.skips);
    if (menu.servings.length > 0) await tx.insert(mealServings).values(menu.servings);
    if (production.length > 0) await tx.insert(mealProduction).values(production);
    await tx
      .insert(appSettings)
      .values({ name: DEMO_SEEDED_MARKER, value: now.toISOString() })
      .onConflictDoUpdate({ target: appSettings.name, set: { value: now.toISOString() } });
    return true;
  });
  if (!seeded) return ['Demo content skipped: the database already has meals'];

  const ms = Math.round(performance.now() - started);
  const log = [
    `${reset ? 'Demo content rebuilt' : 'Demo content seeded'} in ${ms} ms: ${published.length} meals, ` +
      `${upcoming.length} upcoming meals, ${students.length + residents.length} students, ${staff.length} kitchen staff, ` +
      `${rows.likes.length} likes, ${rows.reviews.length} reviews, ${rows.requests.length} meal requests, ` +
      `${rows.payments.length} payments, ${renderer.distinctCount} distinct pictures, ${menu.items.length} menu ` +
      `listings, ${menu.skips.length} skips, ${menu.servings.length} passes served, ${production.length} production records`,
  ];
  log.push(
    config.isProduction
      ? `Demo students (*@${STUDENT_DOMAIN}) have random passwords in production and cannot sign in`
      : `Demo students sign in as ${studentEmail(DEMO_STUDENTS[0]!.login)} (and ${DEMO_STUDENTS.length - 1} more *@${STUDENT_DOMAIN}) with password ${DEMO_STUDENT_PASSWORD}`,
  );
  return log;
}
