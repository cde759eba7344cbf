// The meal service's share of the bench data set: a planned menu around today, members with a running plan,
// their skips ahead and yesterday's servings. Generated in the database like the rest (seed-large.ts).
//
// Members are the first `members` bench users: their plan runs from 10 days ago to 20 days ahead, so the
// headcount of the next 7 days counts every one of them in every slot. One member in ten skips a given slot
// (by a formula of member, day and slot), and yesterday every member who did not skip was served.
import { DEFAULT_HOSTEL_TIME_ZONE, MEAL_SLOTS, PLANS } from '@messhall/shared';
import { addDays, hostelDate } from '../../apps/server/src/lib/hostel-clock.js';
import type { SqlRunner } from './seed-large.js';

export interface SeedMenuOptions {
  members: number;
  /** Days planned before and after the hostel's today. */
  daysBack?: number;
  daysAhead?: number;
}

export interface SeedMenuResult {
  today: string;
  days: number;
  members: number;
  skips: number;
  servings: number;
}

/** Meals per slot on the bench's menu: a main and a side, as the demo plans. */
const MEALS_PER_SLOT = 2;
/** Published meals the menu rotates over (any category: the bench reads a menu, not its sense). */
const MENU_MEALS = 24;

export async function seedMenu(database: SqlRunner, options: SeedMenuOptions): Promise<SeedMenuResult> {
  const { members, daysBack = 7, daysAhead = 27 } = options;
  const today = hostelDate(DEFAULT_HOSTEL_TIME_ZONE);
  const first = addDays(today, -daysBack);
  const gold = PLANS.find((plan) => plan.name === 'Gold')!;
  const days = daysBack + daysAhead + 1;
  const slots = `array[${MEAL_SLOTS.map((s) => `'${s}'`).join(',')}]::meal_slot[]`;

  await database.query(
    `
    with pool as (
      select array_agg(id order by id) as ids
      from (select id from meals where status = 'published' order by id limit ${MENU_MEALS}) m
    )
    insert into menu_items (date, slot, meal_id, position)
    select $1::date + d, (${slots})[s],
           pool.ids[1 + (d * 3 * ${MEALS_PER_SLOT} + (s - 1) * ${MEALS_PER_SLOT} + p) % cardinality(pool.ids)], p
    from pool, generate_series(0, ${days - 1}) d, generate_series(1, 3) s,
         generate_series(0, ${MEALS_PER_SLOT - 1}) p
    on conflict do nothing`,
    [first],
  );

  await database.query(`
    insert into payments (user_id, package_name, amount_cents, currency, provider, transaction_id, status,
                          period_start, period_end, created_at)
    select 'bench-user-' || g, '${gold.name}', ${gold.priceCents}, '${gold.currency}', 'sandbox', 'bench-plan-' || g,
           'succeeded',
           now() - interval '10 days', now() + interval '20 days', now() - interval '10 days'
    from generate_series(0, ${members - 1}) g`);

  // Skips of the next 7 days and of yesterday: member g skips slot s of day d when (g + 7d + 3s) % 10 = 0.
  const skipped = (g: string, d: string, s: string) => `(${g} + 7 * ${d} + 3 * ${s}) % 10 = 0`;
  const [skips] = await database.query<{ n: number }>(
    `
    with ins as (
      insert into meal_skips (user_id, date, slot, created_at)
      select 'bench-user-' || g, $1::date + d, (${slots})[s], now() - interval '2 days'
      from generate_series(0, ${members - 1}) g, generate_series(-1, 6) d, generate_series(1, 3) s
      where ${skipped('g', 'd', 's')}
      returning 1)
    select count(*)::int as n from ins`,
    [today],
  );

  const [servings] = await database.query<{ n: number }>(
    `
    with ins as (
      insert into meal_servings (user_id, date, slot, served_at)
      select 'bench-user-' || g, $1::date - 1, (${slots})[s], now() - interval '1 day'
      from generate_series(0, ${members - 1}) g, generate_series(1, 3) s
      where not ${skipped('g', '-1', 's')}
      returning 1)
    select count(*)::int as n from ins`,
    [today],
  );

  for (const table of ['menu_items', 'payments', 'meal_skips', 'meal_servings']) {
    try {
      await database.query(`vacuum analyze ${table}`);
    } catch {
      await database.query(`analyze ${table}`);
    }
  }
  return { today, days, members, skips: skips?.n ?? 0, servings: servings?.n ?? 0 };
}
