import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/client.js';
import { getInsights } from '../src/modules/insights/insights.service.js';
import { addDays, hostelDate } from '../src/lib/hostel-clock.js';
import { createTestDatabase } from './helper.js';
import { INDEX_SCANS, planOf, recordingDb, type PlanNode, type Statement } from './factories/explain.js';

// The insights read a week out of two years of rows through the created_at indexes (decision 0040): EXPLAIN of
// every statement the service runs, on tables large enough that the planner picks an index on its own merits.

const ZONE = 'Asia/Dhaka';
const DAYS = 730;

let database: Database;
let drop: () => Promise<void>;
let statements: Statement[];

/** Two years of a kitchen's rows, spread evenly back from now. */
const SEED_SQL = `
  insert into users (id, name, email)
  select 'explain-user-' || u, 'Student ' || u, 'explain-' || u || '@messhall.test' from generate_series(0, 199) u;
  insert into meals (id, title, category, image, ingredients, description, price, post_time, distributor_name,
                     distributor_email)
  select md5('explain-meal-' || m)::uuid, 'Dish ' || m, 'Lunch', '/api/images/00000000-0000-4000-8000-000000000000',
         'rice', 'A dish', 100, now() - interval '${DAYS} days', 'Kitchen', 'kitchen@messhall.test'
  from generate_series(0, 49) m;
  insert into meal_requests (user_id, meal_id, package_name, status, created_at, updated_at)
  select 'explain-user-' || (g % 200), md5('explain-meal-' || (g % 50))::uuid, 'Gold', 'delivered',
         now() - (g::bigint * ${DAYS} * 1440 / 40000) * interval '1 minute', now()
  from generate_series(0, 39999) g;
  insert into meal_likes (user_id, meal_id, created_at)
  select 'explain-user-' || (g % 200), md5('explain-meal-' || (g / 200))::uuid,
         now() - (g::bigint * ${DAYS} * 1440 / 10000) * interval '1 minute'
  from generate_series(0, 9999) g;
  insert into reviews (user_id, meal_id, rating, content, created_at, updated_at)
  select 'explain-user-' || (g % 200), md5('explain-meal-' || (g / 200))::uuid, 1 + g % 5, 'Fine',
         now() - (g::bigint * ${DAYS} * 1440 / 10000) * interval '1 minute', now()
  from generate_series(0, 9999) g;
  insert into payments (user_id, package_name, amount_cents, currency, provider, transaction_id, status,
                        period_start, period_end, created_at)
  select 'explain-user-' || (g % 200), 'Gold', 2000, 'usd', 'sandbox', 'explain-' || g, 'succeeded',
         now() - (g::bigint * ${DAYS} * 1440 / 20000) * interval '1 minute',
         now() - (g::bigint * ${DAYS} * 1440 / 20000) * interval '1 minute' + interval '30 days',
         now() - (g::bigint * ${DAYS} * 1440 / 20000) * interval '1 minute'
  from generate_series(0, 19999) g;
  analyze;`;

beforeAll(async () => {
  ({ database, drop } = await createTestDatabase());
  for (const statement of SEED_SQL.split(';').filter((s) => s.trim())) await database.query(statement);
  const recording = recordingDb(database);
  const today = hostelDate(ZONE);
  await getInsights({ db: recording.db, zone: ZONE }, { from: addDays(today, -6), to: today });
  statements = recording.statements;
}, 120_000);
afterAll(() => drop?.());

const seqScansOf = (nodes: PlanNode[], table: string) =>
  nodes.filter((n) => n['Node Type'] === 'Seq Scan' && n['Relation Name'] === table);
// A bitmap index scan names its index, not its table.
const usesIndex = (nodes: PlanNode[], index: string) =>
  nodes.some((n) => INDEX_SCANS.has(n['Node Type']) && n['Index Name'] === index);

describe('EXPLAIN of the insights of a week', () => {
  it.each([
    ['meal_requests', 'meal_requests_created_idx'],
    ['meal_likes', 'meal_likes_created_idx'],
    ['reviews', 'reviews_created_idx'],
  ])('reads %s through %s, never sequentially', async (table, index) => {
    const reading = statements.filter((s) => new RegExp(`"${table}"`).test(s.sql));
    expect(reading.length).toBeGreaterThan(0);
    for (const statement of reading) {
      const { nodes, where } = await planOf(database, statement);
      expect(seqScansOf(nodes, table), where).toEqual([]);
      expect(usesIndex(nodes, index), where).toBe(true);
    }
  });

  it('reads revenue and the payments of the period before through payments_created_idx', async () => {
    // Members and the meal service read payments by their periods (merged per student), not by when paid.
    const byPaidTime = statements.filter((s) => /"payments"\."created_at" >=/.test(s.sql));
    expect(byPaidTime.length).toBeGreaterThanOrEqual(2);
    for (const statement of byPaidTime) {
      const { nodes, where } = await planOf(database, statement);
      expect(usesIndex(nodes, 'payments_created_idx'), where).toBe(true);
    }
  });
});
