import { mealReviewsQuery } from '@messhall/shared';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { ReviewPage } from '../types';
import { reviewKeys } from './keys';

const reviewsPath = (mealId: string) => `/meals/${encodeURIComponent(mealId)}/reviews`;

/** GET /api/meals/:id/reviews: newest first, one page. */
export function getMealReviews(mealId: string, page: number, signal?: AbortSignal): Promise<ReviewPage> {
  return api.get<ReviewPage>(reviewsPath(mealId), { query: mealReviewsQuery(page), signal });
}

/** Pages are appended by "Load more reviews", so a long list never arrives in one answer. */
export const mealReviewsQueryOptions = (mealId: string) =>
  infiniteQueryOptions({
    queryKey: reviewKeys.meal(mealId),
    queryFn: ({ pageParam, signal }) => getMealReviews(mealId, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.page * last.limit < last.total ? last.page + 1 : undefined),
  });

export function useMealReviews(mealId: string) {
  return useInfiniteQuery(mealReviewsQueryOptions(mealId));
}
