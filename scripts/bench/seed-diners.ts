// Diners for the scan row: members whose passes the counter scans once each. A pass is served once per member
// and slot, so a load of scans needs as many members as it sends requests; they are users of their own, apart
// from the bench users the other rows read and write as.
//
// Their plans run from 12 hours ago to 12 hours ahead and were bought over a year ago. The 7-day headcount and
// the insights still read their payments, so 40 times the hostel's members would distort those rows: the diners
// are added just before the scan row, after every other row of the database has been measured.
import { PLANS } from '@messhall/shared';
import type { SqlRunner } from './seed-large.js';

/** Enough for 30 s of scans at 1,000 req/s plus the warm-up; a load that outruns them gets 409s (errors). */
export const DINERS = 40_000;
/** The meal-pass key the server finds stored (db/secrets.ts keeps the first one written), so the bench can sign. */
export const BENCH_PASS_KEY = 'bench-meal-pass-key-not-a-secret';

export const dinerId = (n: number) => `bench-diner-${n}`;

/** Stores the pass key before the server starts, which otherwise writes a key of its own. */
export async function storeBenchPassKey(database: SqlRunner): Promise<void> {
  await database.query(
    `insert into app_settings (name, value) values ('meal_pass_secret', $1) on conflict (name) do nothing`,
    [BENCH_PASS_KEY],
  );
}

export async function seedDiners(database: SqlRunner, count = DINERS): Promise<void> {
  const gold = PLANS.find((plan) => plan.name === 'Gold')!;
  await database.query(`
    insert into users (id, name, email, email_verified, role, created_at, updated_at)
    select 'bench-diner-' || g, 'Diner ' || g, 'bench-diner-' || g || '@diners.bench.test', true, 'user',
           now() - interval '400 days', now()
    from generate_series(0, ${count - 1}) g`);
  await database.query(`
    insert into payments (user_id, package_name, amount_cents, currency, provider, transaction_id, status,
                          period_start, period_end, created_at)
    select 'bench-diner-' || g, '${gold.name}', ${gold.priceCents}, '${gold.currency}', 'sandbox',
           'bench-diner-plan-' || g, 'succeeded', now() - interval '12 hours', now() + interval '12 hours',
           now() - interval '400 days'
    from generate_series(0, ${count - 1}) g`);
  for (const table of ['users', 'payments']) {
    try {
      await database.query(`vacuum analyze ${table}`);
    } catch {
      await database.query(`analyze ${table}`);
    }
  }
}
