import { MSG } from '@messhall/shared';
import { useMutation } from '@tanstack/react-query';
import { toast } from '@/lib/toast';
import { api, ApiError, SUBSCRIPTION_REQUIRED } from '@/lib/api-client';

/** POST /api/requests: the server takes the user from the session and the meal from `mealId`. */
export function requestMeal(mealId: string): Promise<unknown> {
  return api.post('/requests', { mealId }, { skipAuthRedirect: true });
}

/** The toast for a failed request (spec §8). */
export function requestErrorMessage(error: unknown): string {
  if (error instanceof ApiError) {
    if (error.status === 401) return MSG.loginToRequest;
    if (error.status === 403 && error.code === SUBSCRIPTION_REQUIRED) return MSG.needSubscription;
  }
  return MSG.requestFailed;
}

export function useRequestMeal(mealId: string) {
  return useMutation({
    mutationFn: () => requestMeal(mealId),
    onSuccess: () => {
      toast.success(MSG.requestSubmitted);
    },
    onError: (error) => {
      console.error('Failed to request meal', error);
      toast.error(requestErrorMessage(error));
    },
  });
}
