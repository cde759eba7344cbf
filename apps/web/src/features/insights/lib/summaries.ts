import type {
  ActiveMembersDay,
  InsightsResponse,
  MealServiceDay,
  ReviewStars,
  TopMeal,
} from '@messhall/shared';
import { daysBetween } from '@messhall/shared';
import { formatRating, formatUsd } from '@/utils/format';
import { formatCount, formatDay } from './labels';

// The one-line summary in words above each chart, computed from the answer. Comparisons are with the same
// number of days just before the range (the answer's previousTotals).

/** "1 request", "412 requests". */
export const counted = (count: number, one: string, many = `${one}s`) =>
  `${formatCount(count)} ${count === 1 ? one : many}`;

/** The range's length in days, both ends included. */
export const rangeDays = ({ from, to }: Pick<InsightsResponse, 'from' | 'to'>) => daysBetween(from, to) + 1;

/**
 * How `current` compares with `previous`, the same number of days before: "up 18 % on the 30 days before",
 * "down 5 % …", "the same as …", or "none in the 30 days before" when there is nothing to compare with.
 */
export function changeOnBefore(current: number, previous: number, days: number): string {
  const before = `the ${counted(days, 'day')} before`;
  if (previous === 0) return `none in ${before}`;
  const percent = Math.round(((current - previous) / previous) * 100);
  if (percent === 0) return `the same as ${before}`;
  return `${percent > 0 ? 'up' : 'down'} ${formatCount(Math.abs(percent))} % on ${before}`;
}

export function requestsSummary(answer: InsightsResponse): string {
  const { requests } = answer.totals;
  if (requests === 0) return 'No requests in this range.';
  return `${counted(requests, 'request')}, ${changeOnBefore(requests, answer.previousTotals.requests, rangeDays(answer))}.`;
}

export function revenueSummary(answer: InsightsResponse): string {
  const { revenueCents, payments } = answer.totals;
  if (payments === 0) return 'No payments in this range.';
  const change = changeOnBefore(revenueCents, answer.previousTotals.revenueCents, rangeDays(answer));
  return `${formatUsd(revenueCents / 100)} from ${counted(payments, 'payment')}, ${change}.`;
}

export function membersSummary(days: ActiveMembersDay[]): string {
  const first = days[0];
  const last = days.at(-1);
  if (!first || !last || days.every((day) => day.members === 0)) return 'No active members in this range.';
  const highest = Math.max(...days.map((day) => day.members));
  const trend =
    last.members === first.members ? 'as' : last.members > first.members ? 'up from' : 'down from';
  return `${counted(last.members, 'active member')} on ${formatDay(last.date)}, ${trend} ${formatCount(first.members)} on ${formatDay(first.date)}; at most ${formatCount(highest)}.`;
}

export type TopList = keyof InsightsResponse['topMeals'];

const stars = (meal: TopMeal) =>
  `${formatRating(meal.value)} stars from ${counted(meal.count, 'starred review')}`;

/** What each top list ranks by, in words. */
export const TOP_LISTS: Record<
  TopList,
  { label: string; lead: string; value: (meal: TopMeal) => string; empty: string }
> = {
  byRating: {
    label: 'Best rated',
    lead: 'Best rated',
    value: stars,
    empty: 'No starred reviews in this range.',
  },
  byLikes: {
    label: 'Most liked',
    lead: 'Most liked',
    value: (meal) => counted(meal.value, 'like'),
    empty: 'No likes in this range.',
  },
  byRequests: {
    label: 'Most requested',
    lead: 'Most requested',
    value: (meal) => counted(meal.value, 'request'),
    empty: 'No requests in this range.',
  },
  worstRated: {
    label: 'Worst rated',
    lead: 'Lowest rated',
    value: stars,
    empty: 'No meal has enough starred reviews in this range to rank.',
  },
};

export function topMealsSummary(list: TopList, meals: TopMeal[]): string {
  const top = meals[0];
  const words = TOP_LISTS[list];
  return top ? `${words.lead}: ${top.title}, ${words.value(top)}.` : words.empty;
}

/** The average of the stars given (text-only reviews left out), or undefined without any. */
export function averageStars({ stars: counts }: ReviewStars): number | undefined {
  const starred = counts.reduce((sum, row) => sum + row.reviews, 0);
  if (starred === 0) return undefined;
  return counts.reduce((sum, row) => sum + row.stars * row.reviews, 0) / starred;
}

export function reviewsSummary(answer: InsightsResponse): string {
  const { reviews } = answer.totals;
  if (reviews === 0) return 'No reviews in this range.';
  const average = averageStars(answer.reviewStars);
  const parts = [
    `${counted(reviews, 'review')}, ${changeOnBefore(reviews, answer.previousTotals.reviews, rangeDays(answer))}`,
    average === undefined ? 'none with stars' : `average ${formatRating(average)} stars`,
  ];
  if (answer.reviewStars.withoutStars > 0 && average !== undefined) {
    parts.push(`${formatCount(answer.reviewStars.withoutStars)} without stars`);
  }
  return `${parts.join('; ')}.`;
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
  if (expected === 0 && served === 0 && skipped === 0) return 'No meals expected in this range.';
  const share = expected > 0 ? ` (${formatCount(Math.round((served / expected) * 100))} %)` : '';
  const change = changeOnBefore(served, answer.previousTotals.served, rangeDays(answer));
  return `${formatCount(served)} of ${counted(expected, 'expected meal')} served${share}, ${counted(skipped, 'skip')}; served ${change}.`;
}
