import { type Query, QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-client';

/** 4xx answers will not change on a retry; network errors and 5xx get two more tries. */
function shouldRetry(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
  return failureCount < 2;
}

/**
 * `meta` of a query that only a signed-in user can read and that stays mounted across screens (the bell's
 * notifications). Log Out drops such queries instead of refetching them: a refetch would race the component's
 * unmount and answer 401.
 */
export const signedInOnly = { signedInOnly: true } as const;

export const isSignedInOnly = (query: Query): boolean => query.meta?.signedInOnly === true;

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      // offlineFirst: a query runs once even offline, so the service worker can answer it from what it kept
      // (decision 0042); without an answer its retries wait for the connection instead of failing.
      queries: {
        staleTime: 30_000,
        retry: shouldRetry,
        refetchOnWindowFocus: false,
        networkMode: 'offlineFirst',
      },
      mutations: { retry: false },
    },
  });
}
