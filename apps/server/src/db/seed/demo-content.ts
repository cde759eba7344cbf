import { randomBytes, randomUUID } from 'node:crypto';
import { MEMBERSHIP_PERIOD_DAYS, PLANS, type MealCategory, type PlanName } from '@messhall/shared';
import type { mealLikes, mealRequests, meals, payments, reviews } from '../schema/index.js';
import { SERVING_HOUR, type DemoMeal, type DemoUpcomingMeal } from './demo-meals.js';
import { REVIEW_TEXTS, type DemoPerson } from './demo-people.js';
import type { Rng } from './random.js';

// Builds every demo row in memory, with counters computed from the very rows inserted beside them, so the
// denormalised likes/reviews/rating columns are exact by construction. Pure apart from ids and "now".

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
/** Asia/Dhaka is UTC+6 all year (no daylight saving). */
const DHAKA_OFFSET_HOURS = 6;

export interface Distributor {
  id: string;
  name: string;
  email: string;
}

export interface DemoStudent {
  id: string;
  person: DemoPerson;
  joinedAt: Date;
}

export interface MealPlan<M extends DemoMeal = DemoMeal> {
  id: string;
  source: M;
  distributor: Distributor;
}

export interface DemoRows {
  meals: (typeof meals.$inferInsert)[];
  likes: (typeof mealLikes.$inferInsert)[];
  reviews: (typeof reviews.$inferInsert)[];
  requests: (typeof mealRequests.$inferInsert)[];
  payments: (typeof payments.$inferInsert)[];
}

/** A time on the day `daysFromNow` away (negative: past) at a Dhaka wall-clock hour. */
export function dhakaTime(now: Date, daysFromNow: number, hour: number, minute = 0): Date {
  const day = new Date(now.getTime() + DHAKA_OFFSET_HOURS * HOUR + daysFromNow * DAY);
  return new Date(
    Date.UTC(day.getUTCFullYear(), day.getUTCMonth(), day.getUTCDate(), hour - DHAKA_OFFSET_HOURS, minute),
  );
}

/** A random moment between two times (inclusive of `from`). */
function between(rng: Rng, from: Date, to: Date): Date {
  const start = from.getTime();
  const end = Math.max(start, to.getTime());
  return new Date(start + Math.floor(rng.next() * (end - start)));
}

const latest = (a: Date, b: Date) => (a > b ? a : b);

/** round(sum / count, 1) like the reviews service, in integers so no float rounding creeps in. */
export function averageRating(sum: number, count: number): number {
  return count === 0 ? 0 : Math.round((sum * 10) / count) / 10;
}

interface MembershipPeriod {
  plan: PlanName;
  start: Date;
  end: Date;
}

/** A student's paid periods, as the seed writes their payments. */
export function membershipPeriods(student: DemoStudent, now: Date): MembershipPeriod[] {
  return (student.person.payments ?? []).map((p) => {
    const start = dhakaTime(now, -p.startedDaysAgo, 10, 15);
    return { plan: p.plan, start, end: new Date(start.getTime() + MEMBERSHIP_PERIOD_DAYS * DAY) };
  });
}

export function paymentRows(students: readonly DemoStudent[], now: Date): DemoRows['payments'] {
  return students.flatMap((student) =>
    membershipPeriods(student, now).map((period) => {
      const plan = PLANS.find((p) => p.name === period.plan)!;
      return {
        userId: student.id,
        packageName: plan.name,
        amountCents: plan.priceCents,
        currency: plan.currency,
        provider: 'sandbox',
        transactionId: `pi_demo_${randomBytes(12).toString('hex')}`,
        status: 'succeeded',
        periodStart: period.start,
        periodEnd: period.end,
        createdAt: period.start,
      };
    }),
  );
}

/** How many reviews the busiest meals get; the rest get none. Sums to 60. */
const REVIEW_COUNTS = [5, 4, 4, 3, 3, 3, 3, 2, 2, 2, 2, 2, 2, 2, 2, 2, ...Array<number>(17).fill(1)];

function reviewRating(rng: Rng): 2 | 3 | 4 | 5 {
  return rng.weighted<2 | 3 | 4 | 5>([
    [5, 40],
    [4, 36],
    [3, 18],
    [2, 6],
  ]);
}

/** Requests by members: [login, status, days ago]. Pending ones fall inside an active membership. */
const REQUESTS: readonly [string, 'pending' | 'delivered' | 'cancelled', number][] = [
  ['ayesha', 'pending', 0.2],
  ['tanvir', 'pending', 0.5],
  ['tanvir', 'pending', 1.2],
  ['nusrat', 'pending', 0.8],
  ['arif', 'pending', 1.5],
  ['ayesha', 'delivered', 30],
  ['tanvir', 'delivered', 9],
  ['nusrat', 'delivered', 14],
  ['farhana', 'delivered', 40],
  ['arif', 'cancelled', 2],
  ['ayesha', 'cancelled', 4],
];

export function buildDemoRows(input: {
  rng: Rng;
  now: Date;
  students: readonly DemoStudent[];
  published: readonly MealPlan[];
  upcoming: readonly MealPlan<DemoUpcomingMeal>[];
  imageUrls: ReadonlyMap<string, string>;
}): DemoRows {
  const { rng, now, students, imageUrls } = input;
  const rows: DemoRows = { meals: [], likes: [], reviews: [], requests: [], payments: [] };
  const postTimes = new Map<string, Date>();

  // Published meals: spread evenly over the last two months, in an order that mixes the categories.
  const published = rng.shuffle(input.published);
  published.forEach((meal, index) => {
    const daysAgo = 1 + Math.round((index * 60) / Math.max(1, published.length - 1));
    const postTime = dhakaTime(now, -daysAgo, SERVING_HOUR[meal.source.category], rng.int(0, 45));
    const createdAt = new Date(postTime.getTime() - rng.int(2, 20) * HOUR);
    postTimes.set(meal.id, postTime);
    rows.meals.push({
      ...mealColumns(meal, imageUrls),
      postTime,
      status: 'published',
      publishDate: null,
      publishedAt: createdAt,
      createdAt,
      updatedAt: createdAt,
    });
  });

  for (const meal of input.upcoming) {
    const { source } = meal;
    const createdAt = new Date(now.getTime() - rng.int(6, 96) * HOUR);
    postTimes.set(meal.id, createdAt);
    rows.meals.push({
      ...mealColumns(meal, imageUrls),
      postTime: createdAt,
      status: 'upcoming',
      publishDate: dhakaTime(now, source.inDays, SERVING_HOUR[source.category], 0),
      publishedAt: null,
      createdAt,
      updatedAt: createdAt,
    });
  }

  // Likes: 0–12 per published meal; the upcoming ones get the count their data says (below 10).
  const likeCounts = new Map<string, number>();
  const likeTarget = (meal: MealPlan | MealPlan<DemoUpcomingMeal>) =>
    'likes' in meal.source
      ? meal.source.likes
      : rng.weighted([
          [0, 8],
          [rng.int(1, 4), 32],
          [rng.int(5, 8), 38],
          [rng.int(9, 12), 22],
        ]);
  for (const meal of [...published, ...input.upcoming]) {
    const likers = rng.shuffle(students).slice(0, likeTarget(meal));
    const since = postTimes.get(meal.id)!;
    for (const student of likers) {
      rows.likes.push({
        mealId: meal.id,
        userId: student.id,
        createdAt: between(rng, latest(since, student.joinedAt), now),
      });
    }
    likeCounts.set(meal.id, likers.length);
  }

  // Reviews: the most liked meals collect the most, one per student per meal, texts never repeated on a meal.
  const byLikes = [...published].sort(
    (a, b) => likeCounts.get(b.id)! + rng.next() * 3 - (likeCounts.get(a.id)! + rng.next() * 3),
  );
  byLikes.forEach((meal, index) => {
    const count = REVIEW_COUNTS[index] ?? 0;
    const reviewers = rng.shuffle(students).slice(0, count);
    const usedTexts = new Set<string>();
    for (const student of reviewers) {
      const rating = reviewRating(rng);
      const texts = REVIEW_TEXTS[rating].filter((t) => !usedTexts.has(t));
      const content = rng.pick(texts.length > 0 ? texts : REVIEW_TEXTS[rating]);
      usedTexts.add(content);
      const createdAt = between(rng, latest(postTimes.get(meal.id)!, student.joinedAt), now);
      rows.reviews.push({
        mealId: meal.id,
        userId: student.id,
        rating,
        content,
        createdAt,
        updatedAt: createdAt,
      });
    }
  });

  countInto(rows);

  rows.payments = paymentRows(students, now);
  rows.requests = requestRows(rng, now, students, published, postTimes);
  return rows;
}

/**
 * Sets every meal's likes, reviews, text-only reviews, star sum and rating from the like and review rows beside
 * it (the rating averages the starred reviews, as the reviews service keeps it).
 */
export function countInto(rows: Pick<DemoRows, 'meals' | 'likes' | 'reviews'>): void {
  const likes = new Map<string, number>();
  for (const like of rows.likes) likes.set(like.mealId, (likes.get(like.mealId) ?? 0) + 1);
  const reviews = new Map<string, { count: number; unrated: number; sum: number }>();
  for (const review of rows.reviews) {
    const totals = reviews.get(review.mealId) ?? { count: 0, unrated: 0, sum: 0 };
    totals.count += 1;
    if (review.rating === null || review.rating === undefined) totals.unrated += 1;
    else totals.sum += review.rating;
    reviews.set(review.mealId, totals);
  }
  for (const row of rows.meals) {
    const totals = reviews.get(row.id!) ?? { count: 0, unrated: 0, sum: 0 };
    row.likesCount = likes.get(row.id!) ?? 0;
    row.reviewsCount = totals.count;
    row.unratedReviews = totals.unrated;
    row.ratingSum = totals.sum;
    row.rating = averageRating(totals.sum, totals.count - totals.unrated);
  }
}

function mealColumns(meal: MealPlan, imageUrls: ReadonlyMap<string, string>) {
  const { source, distributor } = meal;
  return {
    id: meal.id,
    title: source.title,
    category: source.category as MealCategory,
    image: imageUrls.get(meal.id)!,
    ingredients: source.ingredients,
    description: source.description,
    price: source.price,
    dietTags: source.dietTags,
    allergens: source.allergens,
    distributorId: distributor.id,
    distributorName: distributor.name,
    distributorEmail: distributor.email,
  };
}

function requestRows(
  rng: Rng,
  now: Date,
  students: readonly DemoStudent[],
  published: readonly MealPlan[],
  postTimes: ReadonlyMap<string, Date>,
): DemoRows['requests'] {
  const taken = new Set<string>();
  return REQUESTS.map(([login, status, daysAgo]) => {
    const student = students.find((s) => s.person.login === login);
    if (!student) throw new Error(`demo request by unknown student ${login}`);
    const createdAt = new Date(now.getTime() - daysAgo * DAY);
    const period = membershipPeriods(student, now).find((p) => p.start <= createdAt && createdAt < p.end);
    if (!period) throw new Error(`demo request by ${login} falls outside a membership`);
    // Only meals already on the menu then, and never the same meal twice for one student.
    const choices = published.filter(
      (m) => postTimes.get(m.id)! < createdAt && !taken.has(`${student.id}:${m.id}`),
    );
    const meal = rng.pick(choices);
    taken.add(`${student.id}:${meal.id}`);
    const updatedAt = status === 'pending' ? createdAt : new Date(createdAt.getTime() + rng.int(1, 5) * HOUR);
    return {
      id: randomUUID(),
      userId: student.id,
      mealId: meal.id,
      packageName: period.plan,
      status,
      createdAt,
      updatedAt,
    };
  });
}
