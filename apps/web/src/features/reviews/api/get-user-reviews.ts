import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { UserReviewPage } from '../types';
import { reviewKeys } from './keys';

/** Rows per page of My Reviews. */
export const MY_REVIEWS_PAGE_SIZE = 20;

/** GET /api/reviews/user/:userId: the user's reviews with the meal's title and likes, newest first. */
export function getUserReviews(userId: string, page: number, signal?: AbortSignal): Promise<UserReviewPage> {
  return api.get<UserReviewPage>(`/reviews/user/${encodeURIComponent(userId)}`, {
    query: { page, limit: MY_REVIEWS_PAGE_SIZE },
    signal,
  });
}

export const userReviewsQueryOptions = (userId: string, page: number) =>
  queryOptions({
    queryKey: reviewKeys.user(userId, page),
    queryFn: ({ signal }) => getUserReviews(userId, page, signal),
    placeholderData: keepPreviousData,
  });

export function useUserReviews(userId: string, page: number) {
  return useQuery(userReviewsQueryOptions(userId, page));
}
