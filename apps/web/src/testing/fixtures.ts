import type { Session, SessionUser } from '@/features/auth/types';
import type { MealSummary } from '@/features/meals/types';

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

export function makeMeal(overrides: Partial<MealSummary> = {}): MealSummary {
  return {
    _id: 'meal-1',
    title: 'Chicken Biryani',
    category: 'Lunch',
    image: '/api/images/biryani',
    price: 120,
    rating: 4.5,
    likes: 3,
    reviews_count: 2,
    ...overrides,
  };
}
