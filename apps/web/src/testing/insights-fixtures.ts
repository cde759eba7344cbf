import { type InsightsResponse, type InsightsTotals, MEAL_SLOTS } from '@messhall/shared';
import { shiftDate, ZONE } from './menu-fixtures';

// Answers of GET /api/admin/insights for the Insights screen's tests: every series covers the whole range.

const noTotals: InsightsTotals = {
  requests: 0,
  revenueCents: 0,
  payments: 0,
  reviews: 0,
  skips: 0,
  served: 0,
  cooked: 0,
  leftover: 0,
};

const days = (from: string, to: string) => {
  const list: string[] = [];
  for (let day = from; day <= to; day = shiftDate(day, 1)) list.push(day);
  return list;
};

/** A range where nothing happened: zeros every day, empty lists. */
export function emptyInsights(from: string, to: string): InsightsResponse {
  return {
    timeZone: ZONE,
    from,
    to,
    requestsPerDay: days(from, to).map((date) => ({ date, pending: 0, delivered: 0, cancelled: 0 })),
    revenuePerMonth: [...new Set(days(from, to).map((date) => date.slice(0, 7)))].map((month) => ({
      month,
      silver: 0,
      gold: 0,
      platinum: 0,
      payments: 0,
    })),
    activeMembers: days(from, to).map((date) => ({ date, members: 0 })),
    topMeals: { byRating: [], byLikes: [], byRequests: [], worstRated: [] },
    reviewStars: { stars: [1, 2, 3, 4, 5].map((stars) => ({ stars, reviews: 0 })), withoutStars: 0 },
    mealService: days(from, to).map((date) => ({
      date,
      slots: MEAL_SLOTS.map((slot) => ({ slot, expected: 0, skipped: 0, served: 0 })),
    })),
    waste: days(from, to).map((date) => ({
      date,
      slots: MEAL_SLOTS.map((slot) => ({
        slot,
        expected: 0,
        forecast: 0,
        served: 0,
        cooked: null,
        leftover: null,
      })),
    })),
    totals: noTotals,
    previousTotals: noTotals,
  };
}

/**
 * A busy range: each day's requests, members and service numbers follow the day's index, and the totals add
 * up to the series (as the server's do). `previous` sets the period before.
 */
export function busyInsights(
  from: string,
  to: string,
  previous: Partial<InsightsTotals> = {},
): InsightsResponse {
  const answer = emptyInsights(from, to);
  answer.requestsPerDay = answer.requestsPerDay.map((day, index) => ({
    date: day.date,
    pending: index % 3,
    delivered: 2 + index,
    cancelled: index % 2,
  }));
  answer.activeMembers = answer.activeMembers.map((day, index) => ({ date: day.date, members: 30 + index }));
  answer.revenuePerMonth = answer.revenuePerMonth.map((month) => ({
    ...month,
    silver: 2000,
    gold: 5000,
    platinum: 0,
    payments: 2,
  }));
  answer.mealService = answer.mealService.map((day) => ({
    date: day.date,
    slots: MEAL_SLOTS.map((slot) => ({ slot, expected: 40, skipped: 2, served: 37 })),
  }));
  answer.reviewStars = {
    stars: [1, 2, 3, 4, 5].map((stars) => ({ stars, reviews: stars })),
    withoutStars: 2,
  };
  const meal = (n: number, value: number, count: number) => ({
    mealId: `00000000-0000-4000-8000-00000000000${n}`,
    title: `Meal ${n}`,
    value,
    count,
  });
  answer.topMeals = {
    byRating: [meal(1, 4.8, 12), meal(2, 4.1, 5)],
    byLikes: [meal(2, 14, 14), meal(1, 9, 9)],
    byRequests: [meal(3, 20, 20)],
    worstRated: [meal(4, 2.1, 5)],
  };
  const sum = <T>(rows: T[], value: (row: T) => number) => rows.reduce((total, row) => total + value(row), 0);
  answer.totals = {
    requests: sum(answer.requestsPerDay, (day) => day.pending + day.delivered + day.cancelled),
    revenueCents: sum(answer.revenuePerMonth, (month) => month.silver + month.gold + month.platinum),
    payments: sum(answer.revenuePerMonth, (month) => month.payments),
    reviews: 17,
    skips: sum(answer.mealService, (day) => sum(day.slots, (slot) => slot.skipped)),
    served: sum(answer.mealService, (day) => sum(day.slots, (slot) => slot.served)),
    cooked: 0,
    leftover: 0,
  };
  answer.previousTotals = { ...noTotals, ...previous };
  return answer;
}
