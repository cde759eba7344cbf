import type { PaymentConfig } from '@messhall/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { paymentKeys } from './keys';

/** GET /api/payment/config: which card form to show (Stripe with its publishable key, or the sandbox). */
export function getPaymentConfig(signal?: AbortSignal): Promise<PaymentConfig> {
  return api.get<PaymentConfig>('/api/payment/config', { signal });
}

export const paymentConfigQueryOptions = () =>
  queryOptions({
    queryKey: paymentKeys.config(),
    queryFn: ({ signal }) => getPaymentConfig(signal),
    // The provider is fixed for the server's lifetime.
    staleTime: Infinity,
  });

export function usePaymentConfig() {
  return useQuery(paymentConfigQueryOptions());
}
