import type { NewsletterInput } from '@messhall/shared';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** POST /api/newsletter: the same answer whether the address is new or already subscribed. */
export function subscribe(input: NewsletterInput): Promise<{ success: boolean }> {
  return api.post<{ success: boolean }>('/newsletter', input);
}

export function useSubscribe() {
  return useMutation({ mutationFn: subscribe });
}
