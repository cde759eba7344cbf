import type { SavePaymentInput, SavePaymentResponse } from '@messhall/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

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
    // A plan changes more than this feature shows: the badge and Payment History, and also the menu's covered
    // slots, its skip buttons and the pass, which other features keep. Every kept answer is marked stale (the
    // ones on screen refetch), so none of them shows the time before the payment.
    onSuccess: () => queryClient.invalidateQueries(),
  });
}
