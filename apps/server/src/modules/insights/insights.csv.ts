import { Readable } from 'node:stream';
import type { InsightsResponse, InsightsSeries, TopMeal } from '@messhall/shared';
import { stringify } from 'csv-stringify';

// CSV exports of the insights: csv-stringify quotes (commas, quotes, line breaks) and neutralises formulas, a
// header row names the columns, CRLF ends each record (RFC 4180) and a byte-order mark tells spreadsheets the
// text is UTF-8.

type Cell = string | number;

export interface CsvTable {
  header: readonly string[];
  rows: Iterable<readonly Cell[]> | AsyncIterable<readonly Cell[]>;
}

/** The table as a CSV stream; rows are pulled as the client reads, so an export is never one huge string. */
export function csvStream(table: CsvTable): Readable {
  const csv = stringify({
    bom: true,
    record_delimiter: 'windows',
    // A bare LF or CR inside a field ends a row for a spreadsheet as much as CRLF does: such a field is quoted.
    quote_record_delimiter: true,
    // A spreadsheet runs a cell that starts with = + - @ (their full-width forms too, or a tab or carriage
    // return) as a formula, so a meal title or a student's name could run one on the admin's machine: such
    // text gets a leading '. Numbers, negative ones included, stay numbers.
    escape_formulas: true,
  });
  const records = Readable.from(
    (async function* () {
      yield table.header;
      yield* table.rows;
    })(),
  );
  records.on('error', (error) => csv.destroy(error));
  return records.pipe(csv);
}

const topRows = (list: string, meals: readonly TopMeal[]) =>
  meals.map((meal, i) => [list, i + 1, meal.mealId, meal.title, meal.value, meal.count] as const);

/** Each chart's numbers as a table: the same numbers as the JSON answer. */
export const seriesTables: Record<
  Exclude<InsightsSeries, 'requests' | 'payments'>,
  (answer: InsightsResponse) => CsvTable
> = {
  'requests-per-day': (a) => ({
    header: ['date', 'pending', 'delivered', 'cancelled'],
    rows: a.requestsPerDay.map((d) => [d.date, d.pending, d.delivered, d.cancelled]),
  }),
  'revenue-per-month': (a) => ({
    header: ['month', 'silver_cents', 'gold_cents', 'platinum_cents', 'payments'],
    rows: a.revenuePerMonth.map((m) => [m.month, m.silver, m.gold, m.platinum, m.payments]),
  }),
  'active-members': (a) => ({
    header: ['date', 'members'],
    rows: a.activeMembers.map((d) => [d.date, d.members]),
  }),
  'top-meals': (a) => ({
    header: ['list', 'rank', 'meal_id', 'title', 'value', 'count'],
    rows: [
      ...topRows('by-rating', a.topMeals.byRating),
      ...topRows('by-likes', a.topMeals.byLikes),
      ...topRows('by-requests', a.topMeals.byRequests),
      ...topRows('worst-rated', a.topMeals.worstRated),
    ],
  }),
  'review-stars': (a) => ({
    header: ['stars', 'reviews'],
    rows: [
      ...a.reviewStars.stars.map((s) => [String(s.stars), s.reviews] as const),
      ['none', a.reviewStars.withoutStars] as const,
    ],
  }),
  'meal-service': (a) => ({
    header: ['date', 'slot', 'expected', 'skipped', 'served'],
    rows: a.mealService.flatMap((d) =>
      d.slots.map((s) => [d.date, s.slot, s.expected, s.skipped, s.served] as const),
    ),
  }),
  // A slot without a production record leaves cooked and leftover empty, not 0: nothing was recorded.
  waste: (a) => ({
    header: ['date', 'slot', 'expected', 'forecast', 'served', 'cooked', 'leftover'],
    rows: a.waste.flatMap((d) =>
      d.slots.map(
        (s) => [d.date, s.slot, s.expected, s.forecast, s.served, s.cooked ?? '', s.leftover ?? ''] as const,
      ),
    ),
  }),
};
