import { MSG } from '@messhall/shared';
import { useMutation } from '@tanstack/react-query';
import { sharedText } from '@/lib/i18n/shared-text';
import { toast } from '@/lib/toast';
import { api, ApiError, SUBSCRIPTION_REQUIRED } from '@/lib/api-client';

/** POST /api/requests: the server takes the user from the session and the meal from `mealId`. */
export function requestMeal(mealId: string): Promise<unknown> {
  return api.post('/requests', { mealId }, { skipAuthRedirect: true });
}

/**
 * The toast for a failed request (docs/product/texts-and-errors.md#meals-reviews-and-requests): the two refusals the spec words itself get their own text, with
 * the server's reason when it says more (a plan that expired, and when); any other failure is 'Failed to
 * request meal' with the server's reason (e.g. a pending request exists).
 */
function toastRequestFailure(error: unknown): void {
  if (error instanceof ApiError) {
    if (error.status === 401) return toast.error(sharedText(MSG.loginToRequest));
    if (error.status === 403 && error.code === SUBSCRIPTION_REQUIRED)
      return toast.failure(sharedText(MSG.needSubscription), error);
  }
  toast.failure(sharedText(MSG.requestFailed), error);
}

export function useRequestMeal(mealId: string) {
  return useMutation({
    mutationFn: () => requestMeal(mealId),
    onSuccess: () => {
      toast.success(sharedText(MSG.requestSubmitted));
    },
    onError: (error) => {
      console.error('Failed to request meal', error);
      toastRequestFailure(error);
    },
  });
}
