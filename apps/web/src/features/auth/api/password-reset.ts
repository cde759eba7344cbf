import { useMutation } from '@tanstack/react-query';
import { paths } from '@/config/paths';
import { api } from '@/lib/api-client';

/**
 * POST /api/auth/request-password-reset. The server mails a link to /reset-password?token=… (built from
 * its PUBLIC_URL); `redirectTo` is sent as better-auth expects it. The answer is the same whether or not the
 * address has an account, so it does not reveal who is registered.
 */
export function requestPasswordReset(email: string): Promise<unknown> {
  const redirectTo = `${window.location.origin}${paths.resetPassword()}`;
  return api.post(
    '/auth/request-password-reset',
    { email: email.trim(), redirectTo },
    { skipAuthRedirect: true },
  );
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}

/** POST /api/auth/reset-password. A bad or expired token answers 400 with code INVALID_TOKEN. */
export function resetPassword(input: { newPassword: string; token: string }): Promise<unknown> {
  return api.post('/auth/reset-password', input, { skipAuthRedirect: true });
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
