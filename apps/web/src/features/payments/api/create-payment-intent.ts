import type { CreatePaymentIntentResponse } from '@messhall/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { paymentKeys } from './keys';

/** POST /api/payment/create-payment-intent: the price comes from the server's plan table. */
export function createPaymentIntent(
  packageName: string,
  signal?: AbortSignal,
): Promise<CreatePaymentIntentResponse> {
  return api.post<CreatePaymentIntentResponse>(
    '/api/payment/create-payment-intent',
    { packageName },
    { signal },
  );
}

/**
 * Asked once when the checkout opens (docs/product/states.md#checkout). A query rather than a mutation: StrictMode's double mount and a
 * reload reuse one answer (the server also reuses the user's pending intent). Dropped as soon as the checkout
 * unmounts (gcTime 0), so the next checkout of the same plan, after a payment, gets a fresh intent.
 */
export const paymentIntentQueryOptions = (packageName: string) =>
  queryOptions({
    queryKey: paymentKeys.intent(packageName),
    queryFn: ({ signal }) => createPaymentIntent(packageName, signal),
    staleTime: Infinity,
    gcTime: 0,
    retry: false,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });

export function usePaymentIntent(packageName: string) {
  return useQuery(paymentIntentQueryOptions(packageName));
}
