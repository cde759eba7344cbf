import { plural, t } from '@lingui/core/macro';
import type {
  ActiveMembersDay,
  InsightsResponse,
  MealServiceDay,
  ReviewStars,
  TopMeal,
  WasteDay,
} from '@messhall/shared';
import { daysBetween } from '@messhall/shared';
import { formatNumber, formatRating, formatUsd } from '@/utils/format';
import { formatDay } from './labels';

// The one-line summary in words above each chart, computed from the answer. Comparisons are with the same
// number of days just before the range (the answer's previousTotals). Each sentence is one message with the
// numbers already formatted in it, so a language can order its words its own way.

/** The range's length in days, both ends included. */
export const rangeDays = ({ from, to }: Pick<InsightsResponse, 'from' | 'to'>) => daysBetween(from, to) + 1;

/**
 * How `current` compares with `previous`, the same number of days before: "up 18 % on the 30 days before",
 * "down 5 % …", "the same as …", or "none in the 30 days before" when there is nothing to compare with.
 */
export function changeOnBefore(current: number, previous: number, days: number): string {
  const n = formatNumber(days);
  if (previous === 0)
    return plural(days, { one: `none in the ${n} day before`, other: `none in the ${n} days before` });
  const percent = Math.round(((current - previous) / previous) * 100);
  if (percent === 0)
    return plural(days, {
      one: `the same as the ${n} day before`,
      other: `the same as the ${n} days before`,
    });
  const p = formatNumber(Math.abs(percent));
  return percent > 0
    ? plural(days, { one: `up ${p} % on the ${n} day before`, other: `up ${p} % on the ${n} days before` })
    : plural(days, {
        one: `down ${p} % on the ${n} day before`,
        other: `down ${p} % on the ${n} days before`,
      });
}

const requestCount = (count: number) => {
  const n = formatNumber(count);
  return plural(count, { one: `${n} request`, other: `${n} requests` });
};

export function requestsSummary(answer: InsightsResponse): string {
  const { requests } = answer.totals;
  if (requests === 0) return t`No requests in this range.`;
  const total = requestCount(requests);
  const change = changeOnBefore(requests, answer.previousTotals.requests, rangeDays(answer));
  return t`${total}, ${change}.`;
}

export function revenueSummary(answer: InsightsResponse): string {
  const { revenueCents, payments } = answer.totals;
  if (payments === 0) return t`No payments in this range.`;
  const change = changeOnBefore(revenueCents, answer.previousTotals.revenueCents, rangeDays(answer));
  const amount = formatUsd(revenueCents / 100);
  const n = formatNumber(payments);
  return plural(payments, {
    one: `${amount} from ${n} payment, ${change}.`,
    other: `${amount} from ${n} payments, ${change}.`,
  });
}

export function membersSummary(days: ActiveMembersDay[]): string {
  const first = days[0];
  const last = days.at(-1);
  if (!first || !last || days.every((day) => day.members === 0)) return t`No active members in this range.`;
  const members = last.members;
  const now = formatNumber(members);
  const lastDay = formatDay(last.date);
  const before = formatNumber(first.members);
  const firstDay = formatDay(first.date);
  const highest = formatNumber(Math.max(...days.map((day) => day.members)));
  if (last.members === first.members)
    return plural(members, {
      one: `${now} active member on ${lastDay}, as ${before} on ${firstDay}; at most ${highest}.`,
      other: `${now} active members on ${lastDay}, as ${before} on ${firstDay}; at most ${highest}.`,
    });
  if (last.members > first.members)
    return plural(members, {
      one: `${now} active member on ${lastDay}, up from ${before} on ${firstDay}; at most ${highest}.`,
      other: `${now} active members on ${lastDay}, up from ${before} on ${firstDay}; at most ${highest}.`,
    });
  return plural(members, {
    one: `${now} active member on ${lastDay}, down from ${before} on ${firstDay}; at most ${highest}.`,
    other: `${now} active members on ${lastDay}, down from ${before} on ${firstDay}; at most ${highest}.`,
  });
}

export type TopList = keyof InsightsResponse['topMeals'];

const stars = ({ value, count }: TopMeal) => {
  const average = formatRating(value);
  const n = formatNumber(count);
  return plural(count, {
    one: `${average} stars from ${n} starred review`,
    other: `${average} stars from ${n} starred reviews`,
  });
};

const likes = ({ value }: TopMeal) => {
  const n = formatNumber(value);
  return plural(value, { one: `${n} like`, other: `${n} likes` });
};

/**
 * What each top list ranks by, in words: its button, the lead of its summary, the value of its first meal, the
 * summary without any, the chart's name and the table's caption. Functions, read when shown.
 */
export const TOP_LISTS: Record<
  TopList,
  {
    label: () => string;
    lead: () => string;
    value: (meal: TopMeal) => string;
    empty: () => string;
    chart: () => string;
    caption: () => string;
  }
> = {
  byRating: {
    label: () => t`Best rated`,
    lead: () => t`Best rated`,
    value: stars,
    empty: () => t`No starred reviews in this range.`,
    chart: () => t`Bar chart of the best rated meals. The numbers are in the table below it.`,
    caption: () => t`Best rated meals`,
  },
  byLikes: {
    label: () => t`Most liked`,
    lead: () => t`Most liked`,
    value: likes,
    empty: () => t`No likes in this range.`,
    chart: () => t`Bar chart of the most liked meals. The numbers are in the table below it.`,
    caption: () => t`Most liked meals`,
  },
  byRequests: {
    label: () => t`Most requested`,
    lead: () => t`Most requested`,
    value: (meal) => requestCount(meal.value),
    empty: () => t`No requests in this range.`,
    chart: () => t`Bar chart of the most requested meals. The numbers are in the table below it.`,
    caption: () => t`Most requested meals`,
  },
  worstRated: {
    label: () => t`Worst rated`,
    lead: () => t`Lowest rated`,
    value: stars,
    empty: () => t`No meal has enough starred reviews in this range to rank.`,
    chart: () => t`Bar chart of the worst rated meals. The numbers are in the table below it.`,
    caption: () => t`Worst rated meals`,
  },
};

export function topMealsSummary(list: TopList, meals: TopMeal[]): string {
  const top = meals[0];
  const words = TOP_LISTS[list];
  if (!top) return words.empty();
  const lead = words.lead();
  const title = top.title;
  const value = words.value(top);
  return t`${lead}: ${title}, ${value}.`;
}

/** The average of the stars given (text-only reviews left out), or undefined without any. */
export function averageStars({ stars: counts }: ReviewStars): number | undefined {
  const starred = counts.reduce((sum, row) => sum + row.reviews, 0);
  if (starred === 0) return undefined;
  return counts.reduce((sum, row) => sum + row.stars * row.reviews, 0) / starred;
}

export function reviewsSummary(answer: InsightsResponse): string {
  const { reviews } = answer.totals;
  if (reviews === 0) return t`No reviews in this range.`;
  const average = averageStars(answer.reviewStars);
  const n = formatNumber(reviews);
  const change = changeOnBefore(reviews, answer.previousTotals.reviews, rangeDays(answer));
  const total = plural(reviews, { one: `${n} review, ${change}`, other: `${n} reviews, ${change}` });
  if (average === undefined) return t`${total}; none with stars.`;
  const averageText = formatRating(average);
  const { withoutStars } = answer.reviewStars;
  if (withoutStars === 0) return t`${total}; average ${averageText} stars.`;
  const without = formatNumber(withoutStars);
  return t`${total}; average ${averageText} stars; ${without} without stars.`;
}

/** Expected, served and skipped over the range, every slot of every day. */
export function serviceTotals(days: MealServiceDay[]) {
  const totals = { expected: 0, served: 0, skipped: 0 };
  for (const day of days) {
    for (const slot of day.slots) {
      totals.expected += slot.expected;
      totals.served += slot.served;
      totals.skipped += slot.skipped;
    }
  }
  return totals;
}

export function serviceSummary(answer: InsightsResponse): string {
  const { expected, served, skipped } = serviceTotals(answer.mealService);
  if (expected === 0 && served === 0 && skipped === 0) return t`No meals expected in this range.`;
  const servedCount = formatNumber(served);
  const e = formatNumber(expected);
  const expectedMeals = plural(expected, { one: `${e} expected meal`, other: `${e} expected meals` });
  const s = formatNumber(skipped);
  const skips = plural(skipped, { one: `${s} skip`, other: `${s} skips` });
  const change = changeOnBefore(served, answer.previousTotals.served, rangeDays(answer));
  if (expected === 0) return t`${servedCount} of ${expectedMeals} served, ${skips}; served ${change}.`;
  const share = formatNumber(Math.round((served / expected) * 100));
  return t`${servedCount} of ${expectedMeals} served (${share} %), ${skips}; served ${change}.`;
}

/** "5 stars", "1 star": a row of the stars chart. */
export function starCount(count: number): string {
  const n = formatNumber(count);
  return plural(count, { one: `${n} star`, other: `${n} stars` });
}

/**
 * A day of the waste chart, over the slots the kitchen recorded: portions cooked, served and left, and what
 * the forecast said; `recorded` is false when it recorded none of the day's slots.
 */
export function wasteOfDay(day: WasteDay) {
  const totals = { date: day.date, cooked: 0, served: 0, leftover: 0, forecast: 0, recorded: false };
  for (const slot of day.slots) {
    if (slot.cooked === null || slot.leftover === null) continue;
    totals.recorded = true;
    totals.cooked += slot.cooked;
    totals.leftover += slot.leftover;
    totals.served += slot.served;
    totals.forecast += slot.forecast;
  }
  return totals;
}

export function wasteSummary(answer: InsightsResponse): string {
  const { cooked, leftover } = answer.totals;
  if (cooked === 0) return t`Nothing recorded as cooked in this range.`;
  const c = formatNumber(cooked);
  const portions = plural(cooked, { one: `${c} portion cooked`, other: `${c} portions cooked` });
  const left = formatNumber(leftover);
  const share = formatNumber(Math.round((leftover / cooked) * 100));
  const change = changeOnBefore(leftover, answer.previousTotals.leftover, rangeDays(answer));
  return t`${portions}, ${left} left over (${share} %); left over ${change}.`;
}
