// The admin insights' share of the bench data set: a kitchen's history of meal requests and payments, generated
// in the database like the rest (seed-large.ts). The likes and reviews of seed-large.ts are spread over a year,
// so a 90-day range holds about a quarter of them.
//
// Requests: number g is made ((g × 7919) mod 90 days, in minutes) ago by bench user g mod users, for a meal
// among the first 500 (published ones only: meal index j + j / 19 skips every 20th, the upcoming ones). Every
// 50th is pending, and the pending ones' (user, meal) pairs are distinct, as meal_requests_one_pending_idx
// requires: q = g / users is below 50, and j = (7q + user) mod 475 is one-to-one in q for a user.
//
// Payments: 30-day plans paid between 120 and 31 days ago, five per user on average, so their periods overlap
// and lapse; all have ended by yesterday, which leaves the headcount's members (seed-menu.ts) as they are.
import { PLANS } from '@messhall/shared';
import type { SqlRunner } from './seed-large.js';

export interface SeedInsightsOptions {
  users: number;
  requests?: number;
  payments?: number;
}

export interface SeedInsightsResult {
  requests: number;
  payments: number;
}

const MENU_MEALS = 475;
const REQUEST_MINUTES = 90 * 24 * 60;
const BATCH = 50_000;

export async function seedInsights(
  database: SqlRunner,
  options: SeedInsightsOptions,
): Promise<SeedInsightsResult> {
  const { users, requests = 100_000, payments = 10_000 } = options;
  if (requests / users > 50)
    throw new Error('seed-insights: at most 50 requests per user keep pending pairs distinct');
  for (let lo = 0; lo < requests; lo += BATCH) {
    const hi = Math.min(requests, lo + BATCH) - 1;
    await database.query(`
      insert into meal_requests (user_id, meal_id, package_name, status, created_at, updated_at)
      select 'bench-user-' || (g % ${users}),
             md5('bench-meal-' || (j + j / 19))::uuid,
             'Gold',
             (case when g % 50 = 0 then 'pending' when g % 5 = 0 then 'cancelled' else 'delivered' end)::request_status,
             now() - ((g::bigint * 7919) % ${REQUEST_MINUTES}) * interval '1 minute',
             now() - ((g::bigint * 7919) % ${REQUEST_MINUTES}) * interval '1 minute'
      from generate_series(${lo}, ${hi}) g,
           lateral (select (7 * (g / ${users}) + g % ${users}) % ${MENU_MEALS} as j) as meal`);
  }
  const names = `array[${PLANS.map((p) => `'${p.name}'`).join(', ')}]`;
  const cents = `array[${PLANS.map((p) => p.priceCents).join(', ')}]`;
  await database.query(`
    insert into payments (user_id, package_name, amount_cents, currency, provider, transaction_id, status,
                          period_start, period_end, created_at)
    select 'bench-user-' || (g % ${users}), (${names})[1 + g % ${PLANS.length}], (${cents})[1 + g % ${PLANS.length}],
           'usd', 'sandbox', 'bench-history-' || g, 'succeeded', paid, paid + interval '30 days', paid
    from generate_series(0, ${payments - 1}) g,
         lateral (select now() - interval '31 days' - ((g::bigint * 4099) % (89 * 1440)) * interval '1 minute' as paid) as at`);
  for (const table of ['meal_requests', 'payments']) {
    try {
      await database.query(`vacuum analyze ${table}`);
    } catch {
      await database.query(`analyze ${table}`);
    }
  }
  return { requests, payments };
}
