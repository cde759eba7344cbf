import type { Membership } from '@messhall/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { paymentKeys } from './keys';

/** GET /api/payment/membership: the caller's active level (Bronze without a paid plan) and when it ends. */
export function getMembership(signal?: AbortSignal): Promise<Membership> {
  return api.get<Membership>('/api/payment/membership', { signal });
}

export const membershipQueryOptions = () =>
  queryOptions({
    queryKey: paymentKeys.membership(),
    queryFn: ({ signal }) => getMembership(signal),
  });

export function useMembership() {
  return useQuery(membershipQueryOptions());
}
