import type { Payment } from '@messhall/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { paymentKeys } from './keys';

/** GET /api/payment/history?email=: the caller's own payments, newest first (another e-mail: admins only). */
export function getPaymentHistory(email: string, signal?: AbortSignal): Promise<Payment[]> {
  return api.get<Payment[]>('/api/payment/history', { query: { email }, signal });
}

export const paymentHistoryQueryOptions = (email: string) =>
  queryOptions({
    queryKey: paymentKeys.history(email),
    queryFn: ({ signal }) => getPaymentHistory(email, signal),
  });

export function usePaymentHistory(email: string) {
  return useQuery(paymentHistoryQueryOptions(email));
}
