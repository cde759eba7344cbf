import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { AdminReviewPage } from '../types';
import { reviewKeys } from './keys';

/** Rows per page of Admin All Reviews (the spec shows no paging; one page of every review is long). */
export const ALL_REVIEWS_PAGE_SIZE = 20;

/** GET /api/reviews/all (admin): every review with its meal's title, likes and review count, newest first. */
export function getAllReviews(page: number, signal?: AbortSignal): Promise<AdminReviewPage> {
  return api.get<AdminReviewPage>('/reviews/all', { query: { page, limit: ALL_REVIEWS_PAGE_SIZE }, signal });
}

export const allReviewsQueryOptions = (page: number) =>
  queryOptions({
    queryKey: reviewKeys.admin(page),
    queryFn: ({ signal }) => getAllReviews(page, signal),
    placeholderData: keepPreviousData,
  });

export function useAllReviews(page: number) {
  return useQuery(allReviewsQueryOptions(page));
}
