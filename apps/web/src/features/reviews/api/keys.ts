import { queryKeys } from '@messhall/shared';

/** Query keys of this feature; every list sits under ['reviews'], so one prefix refreshes them all after a write. */
export const reviewKeys = {
  all: ['reviews'] as const,
  meal: queryKeys.mealReviews,
  user: (userId: string, page: number) => ['reviews', 'user', userId, page] as const,
  admin: (page: number) => ['reviews', 'all', page] as const,
};
