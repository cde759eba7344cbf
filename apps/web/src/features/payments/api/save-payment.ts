import type { SavePaymentInput, SavePaymentResponse } from '@messhall/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { paymentKeys } from './keys';

/**
 * POST /api/payment/save-payment. The server verifies the transaction with the provider and takes the plan,
 * price and user from it and from the session; the spec's `email` and `price` fields are not sent (ignored).
 */
export function savePayment(input: SavePaymentInput): Promise<SavePaymentResponse> {
  return api.post<SavePaymentResponse>('/api/payment/save-payment', input);
}

export function useSavePayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: savePayment,
    // The profile badge and Payment History show the new plan.
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: paymentKeys.membership() }),
        queryClient.invalidateQueries({ queryKey: paymentKeys.histories() }),
      ]),
  });
}
