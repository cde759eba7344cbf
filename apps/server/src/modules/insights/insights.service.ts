import {
  daysBetween,
  findPlan,
  type InsightsCsvQuery,
  type InsightsQuery,
  type InsightsResponse,
  type InsightsTotals,
  type MealServiceDay,
  type RequestsDay,
  type RevenueMonth,
} from '@messhall/shared';
import type { Db } from '../../db/client.js';
import { addDays, daysOf } from '../../lib/hostel-clock.js';
import { getHeadcount } from '../menu/menu.service.js';
import { historyStart } from '../forecast/forecast.service.js';
import { listProduction } from '../forecast/production.repository.js';
import { wasteDays } from './insights-waste.js';
import { dayWindow, type DayWindow } from './insights-window.js';
import { seriesTables, type CsvTable } from './insights.csv.js';
import { paymentRows, requestRows } from './insights-rows.repository.js';
import {
  countMembersByDay,
  countRequests,
  countReviewsByStars,
  countTotals,
  rankMealsByStars,
  sumRevenueByMonth,
  topLikedMeals,
  type DayStatusCount,
  type MonthPlanRevenue,
} from './insights.repository.js';

/** What the insights need: the database and the hostel's zone (config.hostelTimeZone). */
export interface InsightsContext {
  db: Db;
  zone: string;
}

function requestsPerDay(w: DayWindow, rows: DayStatusCount[]): RequestsDay[] {
  const byDay = new Map(
    daysOf(w.from, w.to).map((date) => [date, { date, pending: 0, delivered: 0, cancelled: 0 }]),
  );
  for (const row of rows) {
    const day = byDay.get(row.date);
    if (day) day[row.status] += row.count;
  }
  return [...byDay.values()];
}

/** Every month the range touches, in order ("2026-01".."2026-03"). */
function monthsOf(from: string, to: string): string[] {
  const months: string[] = [];
  for (let day = `${from.slice(0, 7)}-01`; day <= to; day = addDays(day, 32).slice(0, 7) + '-01') {
    months.push(day.slice(0, 7));
  }
  return months;
}

function revenuePerMonth(w: DayWindow, rows: MonthPlanRevenue[]): RevenueMonth[] {
  const byMonth = new Map(
    monthsOf(w.from, w.to).map((month) => [month, { month, silver: 0, gold: 0, platinum: 0, payments: 0 }]),
  );
  for (const row of rows) {
    const month = byMonth.get(row.month);
    const plan = findPlan(row.plan)?.slug;
    if (!month || !plan) continue;
    month[plan] += row.cents;
    month.payments += row.payments;
  }
  return [...byMonth.values()];
}

const sumOf = <T>(items: readonly T[], value: (item: T) => number) =>
  items.reduce((total, item) => total + value(item), 0);

/** Skips and passes served over the days of a meal-service answer (the headcount's members' skips). */
const serviceTotals = (days: readonly MealServiceDay[]) => ({
  skips: sumOf(days, (day) => sumOf(day.slots, (slot) => slot.skipped)),
  served: sumOf(days, (day) => sumOf(day.slots, (slot) => slot.served)),
});

/** Portions recorded cooked and left over. */
const wasteTotals = (rows: readonly { cooked: number; leftover: number }[]) => ({
  cooked: sumOf(rows, (row) => row.cooked),
  leftover: sumOf(rows, (row) => row.leftover),
});

/** The kitchen's numbers over a range of hostel days (docs/product/rules.md#admin-insights). */
export async function getInsights(ctx: InsightsContext, range: InsightsQuery): Promise<InsightsResponse> {
  const w = dayWindow(ctx.zone, range.from, range.to);
  const days = daysBetween(range.from, range.to) + 1;
  const previousFrom = addDays(range.from, -days);
  const before = dayWindow(ctx.zone, previousFrom, addDays(range.from, -1));
  // The counts start early enough for the period before and for the forecast of the range's first day.
  const countsFrom = [previousFrom, historyStart(range.from)].sort()[0]!;
  const skipped = daysBetween(countsFrom, range.from);
  const [requests, revenue, members, liked, rated, stars, service, previous, production] = await Promise.all([
    countRequests(ctx.db, w),
    sumRevenueByMonth(ctx.db, w),
    countMembersByDay(ctx.db, w),
    topLikedMeals(ctx.db, w),
    rankMealsByStars(ctx.db, w),
    countReviewsByStars(ctx.db, w),
    // The period before, the forecast's weeks and the range in one count: one read of the members' periods.
    getHeadcount(ctx, { from: countsFrom, to: range.to }),
    countTotals(ctx.db, before),
    listProduction(ctx.db, previousFrom, range.to),
  ]);
  const mealService = service.days.slice(skipped);
  const previousService = service.days.slice(skipped - days, skipped);
  const waste = wasteDays(service.days, production, range.from);
  const previousWaste = wasteTotals(production.filter((row) => row.date < range.from));
  const reviewStars = {
    stars: [1, 2, 3, 4, 5].map((count) => ({
      stars: count,
      reviews: stars.find((row) => row.stars === count)?.reviews ?? 0,
    })),
    withoutStars: stars.find((row) => row.stars === null)?.reviews ?? 0,
  };
  const requestsPerDayList = requestsPerDay(w, requests.days);
  const revenueList = revenuePerMonth(w, revenue);
  const totals: InsightsTotals = {
    requests: sumOf(requestsPerDayList, (d) => d.pending + d.delivered + d.cancelled),
    revenueCents: sumOf(revenueList, (m) => m.silver + m.gold + m.platinum),
    payments: sumOf(revenueList, (m) => m.payments),
    reviews: sumOf(reviewStars.stars, (s) => s.reviews) + reviewStars.withoutStars,
    ...serviceTotals(mealService),
    ...wasteTotals(production.filter((row) => row.date >= range.from)),
  };
  return {
    timeZone: ctx.zone,
    from: range.from,
    to: range.to,
    requestsPerDay: requestsPerDayList,
    revenuePerMonth: revenueList,
    activeMembers: members,
    topMeals: { byRating: rated.best, byLikes: liked, byRequests: requests.top, worstRated: rated.worst },
    reviewStars,
    mealService,
    waste,
    totals,
    previousTotals: { ...previous, ...serviceTotals(previousService), ...previousWaste },
  };
}

async function* cells<T>(rows: AsyncIterable<T>, row: (item: T) => readonly (string | number)[]) {
  for await (const item of rows) yield row(item);
}

/** One series of the insights as CSV: a chart's numbers (from `read`), or the range's requests or payments row by row. */
export async function exportInsightsCsv(
  ctx: InsightsContext,
  query: InsightsCsvQuery,
  read: (range: InsightsQuery) => Promise<InsightsResponse>,
): Promise<CsvTable> {
  const w = dayWindow(ctx.zone, query.from, query.to);
  // Times are the hostel's wall clock, as the days of every chart are.
  const at = (name: string) => `${name} (${ctx.zone})`;
  switch (query.series) {
    case 'requests':
      return {
        header: [at('created_at'), 'meal', 'student', 'email', 'plan', 'status'],
        rows: cells(requestRows(ctx.db, w), (r) => [
          r.createdAt,
          r.mealTitle,
          r.studentName,
          r.studentEmail,
          r.plan,
          r.status,
        ]),
      };
    case 'payments':
      return {
        header: [at('paid_at'), 'student', 'email', 'plan', 'amount_cents', 'currency', 'transaction_id'],
        rows: cells(paymentRows(ctx.db, w), (p) => [
          p.paidAt,
          p.studentName,
          p.studentEmail,
          p.plan,
          p.amountCents,
          p.currency,
          p.transactionId,
        ]),
      };
    default:
      return seriesTables[query.series](await read({ from: query.from, to: query.to }));
  }
}
