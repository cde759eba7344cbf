import {
  findPlan,
  type CreatePaymentIntentResponse,
  type Meal,
  type MealRequest,
  type Membership,
  type PlanName,
  type PlanSchedule,
  type User,
} from '@messhall/shared';
import type { Session, SessionUser } from '@/features/auth/types';

export const testUser: SessionUser = {
  id: 'user-1',
  name: 'Rahim Uddin',
  email: 'rahim@hostel.test',
  image: null,
  role: 'user',
};

export const testAdmin: SessionUser = {
  id: 'admin-1',
  name: 'Meal Admin',
  email: 'admin@hostel.test',
  image: null,
  role: 'admin',
};

export function sessionFor(user: SessionUser): Session {
  return {
    session: { id: `session-${user.id}`, userId: user.id, expiresAt: '2099-01-01T00:00:00.000Z' },
    user,
  };
}

/** A meal as the API answers it (mealSchema), with `overrides`. */
export function makeMeal(overrides: Partial<Meal> = {}): Meal {
  return {
    _id: 'meal-1',
    title: 'Chicken Biryani',
    category: 'Lunch',
    image: '/api/images/biryani',
    ingredients: 'Rice, chicken, spices',
    description: 'Slow-cooked chicken biryani.',
    price: 120,
    postTime: '2026-11-01T06:00:00.000Z',
    distributorName: 'Meal Admin',
    distributorEmail: 'admin@hostel.test',
    rating: 4.5,
    likes: 3,
    likedByMe: false,
    reviews_count: 2,
    createdAt: '2026-11-01T06:00:00.000Z',
    status: 'published',
    publishDate: null,
    dietTags: [],
    allergens: [],
    ...overrides,
  };
}

/** A breakfast meal with a real id, as a meal's page shows it (the page, its reviews, its like and request). */
export function makeOmelette(overrides: Partial<Meal> = {}): Meal {
  return makeMeal({
    _id: '644dbef5-57f6-4485-8fd1-5143b893a0d6',
    title: 'Masala Omelette',
    category: 'Breakfast',
    image: '/api/images/omelette',
    ingredients: 'Eggs, onion, tomato',
    description: 'A fluffy two-egg omelette.',
    price: 90,
    postTime: '2026-11-20T02:45:00.000Z',
    createdAt: '2026-11-20T02:45:00.000Z',
    distributorName: 'Rahima Khatun',
    distributorEmail: 'rahima@hostel.test',
    rating: 4,
    likes: 8,
    ...overrides,
  });
}

/** A row of Manage Users (GET /api/users): a student without a plan who has not logged in yet. */
export function makeUser(overrides: Partial<User> = {}): User {
  return {
    _id: 'u1',
    name: 'Rahim Uddin',
    email: 'rahim@hostel.test',
    photo: null,
    role: 'user',
    subscriptionStatus: null,
    created_at: '2026-11-01T00:00:00.000Z',
    last_log_in: null,
    ...overrides,
  };
}

/** The answer of POST /api/requests: `user`'s pending request of `meal`. */
export function makeMealRequest(meal: Meal, user: SessionUser = testUser): MealRequest {
  return {
    _id: 'r1',
    mealId: meal._id,
    mealTitle: meal.title,
    userId: user.id,
    userEmail: user.email,
    userName: user.name ?? '',
    packageName: 'Gold',
    status: 'pending',
    likes: meal.likes,
    reviews_count: meal.reviews_count,
    createdAt: '2026-11-27T06:00:00.000Z',
  };
}

/** GET /api/payment/membership (membershipSchema): Bronze with nothing paid, or `overrides`. */
export function makeMembership(overrides: Partial<Membership> = {}): Membership {
  return { level: 'Bronze', periodEnd: null, next: null, expired: null, ...overrides };
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** The create-payment-intent answer for a student with no paid time (the plan starts now), or `schedule`. */
export function paymentIntentFor(
  plan: PlanName,
  clientSecret: string,
  schedule: Partial<PlanSchedule> = {},
): CreatePaymentIntentResponse {
  const now = Date.now();
  return {
    clientSecret,
    package: { name: plan, price: findPlan(plan)!.price },
    schedule: {
      change: 'new',
      startsAt: new Date(now).toISOString(),
      endsAt: new Date(now + 30 * DAY_MS).toISOString(),
      current: null,
      unusedDays: 0,
      creditDays: 0,
      ...schedule,
    },
  };
}
