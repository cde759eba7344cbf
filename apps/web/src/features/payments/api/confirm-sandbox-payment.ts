import type { SandboxConfirmInput, SandboxConfirmResponse } from '@messhall/shared';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/**
 * POST /api/payment/sandbox/confirm: the sandbox's stand-in for Stripe's confirmCardPayment. A declined test
 * card answers 402 with Stripe's message; a bad field answers 400 naming `card.number`, `card.expMonth`, ….
 */
export function confirmSandboxPayment(input: SandboxConfirmInput): Promise<SandboxConfirmResponse> {
  return api.post<SandboxConfirmResponse>('/api/payment/sandbox/confirm', input);
}

export function useConfirmSandboxPayment() {
  return useMutation({ mutationFn: confirmSandboxPayment });
}
