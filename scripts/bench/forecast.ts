// `npm run bench:forecast`: the forecast per slot (decisions 0065, 0067), measured.
//
// 1. Backtest on the demo history: the demo seed (apps/server/src/db/seed) in a throwaway embedded database, seven
//    times, as of today and each of the six days before (the demo's pattern is by weekday, so the weekday the
//    history ends on moves the error); rolling forward one day at a time, each day's forecast knows only the days
//    before it (the service's own forecastSlot). Mean absolute error per slot against the passes served, next to
//    the baseline "cook for the expected count", over the days from the fourth week on (before it the forecast has
//    too little history and is the baseline); the verdict takes the worst of the seven.
// 2. The 7-day forecast's cost on PostgreSQL with 1,000 members and a year of history: the service's getForecast
//    in this process on a pool to a throwaway database, median and 95th percentile of 50 calls after 10 warm-ups.
//
// Prints both and writes them into docs/performance.md between the forecast markers (--no-write to skip).
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { DEFAULT_HOSTEL_TIME_ZONE, FORECAST_MIN_WEEKS, MEAL_SLOTS, type MealSlot } from '@messhall/shared';
import { loadConfig } from '../../apps/server/src/config.js';
import { openDatabase, type Database } from '../../apps/server/src/db/client.js';
import { seedDemo } from '../../apps/server/src/db/seed/seed.js';
import { addDays, daysOf, hostelDate } from '../../apps/server/src/lib/hostel-clock.js';
import { slotForecaster } from '../../apps/server/src/lib/forecast-method.js';
import {
  getForecast,
  historyOf,
  pastCountsCache,
} from '../../apps/server/src/modules/forecast/forecast.service.js';
import { getHeadcount } from '../../apps/server/src/modules/menu/menu.service.js';

const ZONE = DEFAULT_HOSTEL_TIME_ZONE;
const PG_URL = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const MEMBERS = 1_000;
const HISTORY_DAYS = 365;
const WARMUP = 10;
const RUNS = 50;
const repoRoot = path.resolve(import.meta.dirname, '../..');
const report = path.join(repoRoot, 'docs/performance.md');
const write = !process.argv.includes('--no-write');
/** `--backtest-only`: skip the PostgreSQL timing (and write nothing). */
const backtestOnly = process.argv.includes('--backtest-only');

interface SlotError {
  slot: MealSlot;
  days: number;
  /** Mean absolute errors over every backtested day, in portions. */
  forecast: number;
  baseline: number;
  /** The highest forecast / baseline ratio of the seven histories. */
  worst: number;
}

/** The demo history seeded as of `now`, each of its days from the fourth week on forecast from the days before. */
async function backtestAsOf(now: Date) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'messhall-forecast-'));
  const database = await openDatabase({ dataDir });
  try {
    await database.migrate();
    const config = { ...loadConfig({ ...process.env, DATA_DIR: dataDir }), hostelTimeZone: ZONE };
    await seedDemo(database.db, config, { reset: false, now });
    const today = hostelDate(ZONE, now);
    const [first] = await database.query<{ d: string }>('select min(date)::text as d from meal_servings');
    const counts = await getHeadcount(
      { db: database.db, zone: ZONE },
      { from: first!.d, to: addDays(today, -1) },
    );
    const history = historyOf(counts.days);
    const forecastOf = slotForecaster(history);
    const days = daysOf(addDays(first!.d, 7 * FORECAST_MIN_WEEKS), addDays(today, -1));
    const slots = MEAL_SLOTS.map((slot) => {
      let forecast = 0;
      let baseline = 0;
      for (const date of days) {
        const past = history.get(date)![slot]!;
        const guess = forecastOf({ date, slot, expected: past.expected }, date);
        forecast += Math.abs(guess.cookFor - past.served);
        baseline += Math.abs(past.expected - past.served);
      }
      return { slot, forecast, baseline };
    });
    return { slots, days: days.length, today };
  } finally {
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** Histories ending on each weekday: the demo's pattern is by weekday, so which one is today moves the error. */
const HISTORIES = 7;

async function backtest(): Promise<{ rows: SlotError[]; todays: string[] }> {
  const runs: Awaited<ReturnType<typeof backtestAsOf>>[] = [];
  for (let k = 0; k < HISTORIES; k++) runs.push(await backtestAsOf(new Date(Date.now() - k * 86_400_000)));
  const rows = MEAL_SLOTS.map((slot, i) => {
    const days = runs.reduce((t, run) => t + run.days, 0);
    const sum = (pick: (s: { forecast: number; baseline: number }) => number) =>
      runs.reduce((t, run) => t + pick(run.slots[i]!), 0);
    return {
      slot,
      days,
      forecast: sum((s) => s.forecast) / days,
      baseline: sum((s) => s.baseline) / days,
      worst: Math.max(...runs.map((run) => run.slots[i]!.forecast / run.slots[i]!.baseline)),
    };
  });
  return { rows, todays: runs.map((run) => run.today) };
}

/** A year of a thousand members: monthly plans back to back, one skip in twenty, three in four served. */
const HALL_SQL = `
  insert into users (id, name, email, email_verified, role, created_at, updated_at)
  select 'fc-member-' || g, 'Member ' || g, 'fc-member-' || g || '@messhall.test', true, 'user', now(), now()
  from generate_series(0, ${MEMBERS - 1}) g;
  insert into payments (user_id, package_name, amount_cents, currency, provider, transaction_id, status,
                        period_start, period_end, created_at)
  select 'fc-member-' || g, 'Gold', 2000, 'usd', 'sandbox', 'fc-plan-' || g || '-' || k, 'succeeded',
         now() - interval '${HISTORY_DAYS} days' + k * interval '30 days',
         now() - interval '${HISTORY_DAYS} days' + (k + 1) * interval '30 days',
         now() - interval '${HISTORY_DAYS} days' + k * interval '30 days'
  from generate_series(0, ${MEMBERS - 1}) g, generate_series(0, ${Math.ceil(HISTORY_DAYS / 30)}) k;
  insert into meal_skips (user_id, date, slot, created_at)
  select 'fc-member-' || g, current_date - d, s, now()
  from generate_series(0, ${MEMBERS - 1}) g, generate_series(-7, ${HISTORY_DAYS}) d,
       unnest(enum_range(null::meal_slot)) s
  where (g * 7 + d * 13 + length(s::text)) % 20 = 0;
  insert into meal_servings (user_id, date, slot, served_at)
  select 'fc-member-' || g, current_date - d, s, now() - d * interval '1 day'
  from generate_series(0, ${MEMBERS - 1}) g, generate_series(1, ${HISTORY_DAYS}) d,
       unnest(enum_range(null::meal_slot)) s
  where (g * 7 + d * 13 + length(s::text)) % 20 <> 0 and (g * 31 + d * 17 + length(s::text) * 5) % 4 <> 0;
  analyze`;

async function timing(): Promise<{
  headcount: number;
  cold: number;
  median: number;
  p95: number;
  servings: number;
  label: string;
}> {
  const name = `fc_bench_${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`;
  const admin = new pg.Client({ connectionString: PG_URL });
  await admin.connect();
  await admin.query(`create database "${name}"`);
  const url = new URL(PG_URL);
  url.pathname = `/${name}`;
  let database: Database | undefined;
  try {
    database = await openDatabase({ databaseUrl: url.toString(), dataDir: os.tmpdir() });
    await database.migrate();
    for (const statement of HALL_SQL.split(';').filter((s) => s.trim())) await database.query(statement);
    const [count] = await database.query<{ n: number }>('select count(*)::int as n from meal_servings');
    const [version] = await database.query<{ v: string }>("select current_setting('server_version') as v");
    const ctx = { db: database.db, zone: ZONE, past: pastCountsCache() };
    const today = hostelDate(ZONE);
    const range = { from: today, to: addDays(today, 6) };
    // The first call of the day on an instance counts the eight weeks before; every later one reads them kept.
    const coldStarted = performance.now();
    await getForecast(ctx, range);
    const cold = performance.now() - coldStarted;
    const times: number[] = [];
    for (let i = 0; i < WARMUP + RUNS; i++) {
      const started = performance.now();
      await getForecast(ctx, range);
      if (i >= WARMUP) times.push(performance.now() - started);
    }
    times.sort((a, b) => a - b);
    // The headcount of the same 7 days alone, measured the same way right after: what the forecast adds to it.
    const alone: number[] = [];
    for (let i = 0; i < WARMUP + RUNS; i++) {
      const started = performance.now();
      await getHeadcount(ctx, range);
      if (i >= WARMUP) alone.push(performance.now() - started);
    }
    alone.sort((a, b) => a - b);
    return {
      headcount: alone[Math.floor(RUNS / 2)]!,
      cold,
      median: times[Math.floor(RUNS / 2)]!,
      p95: times[Math.ceil(RUNS * 0.95) - 1]!,
      servings: count!.n,
      label: `PostgreSQL ${(version?.v ?? '?').split(' ')[0]}`,
    };
  } finally {
    await database?.close();
    await admin.query(`drop database if exists "${name}" with (force)`);
    await admin.end();
  }
}

const fixed = (n: number) => n.toFixed(2);

async function main() {
  console.log('Backtest on the demo history (embedded database)…');
  const test = await backtest();
  const lines = [
    `Backtest over the demo history seeded as of each of ${test.todays.at(-1)} to ${test.todays[0]} (one ` +
      `history ending on each weekday; each day from the fourth week on forecast from the days before it):`,
    '',
    '| Slot | Days | Forecast MAE (portions) | Cook for expected MAE | Forecast / baseline | Worst history |',
    '| ---- | ---: | ----------------------: | --------------------: | ------------------: | ------------: |',
    ...test.rows.map(
      (r) =>
        `| ${r.slot} | ${r.days} | ${fixed(r.forecast)} | ${fixed(r.baseline)} | ${fixed(r.forecast / r.baseline)} | ${fixed(r.worst)} |`,
    ),
  ];
  console.log(lines.join('\n'));
  if (backtestOnly) return;
  console.log(`\nThe 7-day forecast on PostgreSQL, ${MEMBERS} members, ${HISTORY_DAYS} days of history…`);
  const cost = await timing();
  const load = os
    .loadavg()
    .map((n) => n.toFixed(2))
    .join(', ');
  const costLine =
    `The 7-day forecast (\`getForecast\`, ${cost.label}, ${MEMBERS} members, ${HISTORY_DAYS} days of history, ` +
    `${cost.servings.toLocaleString('en')} passes served): median ${fixed(cost.median)} ms, 95th percentile ` +
    `${fixed(cost.p95)} ms over ${RUNS} calls; the instance's first call of the day, which counts the eight weeks ` +
    `before, ${fixed(cost.cold)} ms; the 7-day headcount alone, measured right after: median ` +
    `${fixed(cost.headcount)} ms (budget 20 ms; load average ${load}, ${os.cpus().length} CPUs).`;
  console.log(costLine);
  const worst = Math.max(...test.rows.map((r) => r.worst));
  const verdict = worst <= 0.5 && cost.median <= 20 ? 'pass' : 'FAIL';
  console.log(
    `\nForecast error at most half the baseline's on every history, 7-day forecast within 20 ms: ${verdict}`,
  );
  if (write) {
    const start = '<!-- forecast:start -->';
    const end = '<!-- forecast:end -->';
    const text = readFileSync(report, 'utf8');
    const block = `${start}\n${lines.join('\n')}\n\n${costLine}\n${end}`;
    const next = text.includes(start)
      ? text.replace(new RegExp(`${start}[\\s\\S]*${end}`), block)
      : `${text.trimEnd()}\n\n## The forecast per slot (\`npm run bench:forecast\`)\n\n${block}\n`;
    writeFileSync(report, next);
    console.log(`Wrote ${path.relative(repoRoot, report)}`);
  }
  if (verdict !== 'pass') process.exitCode = 1;
}

await main();
