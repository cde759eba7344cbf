import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { LoginFormValues } from '@messhall/shared';
import { api } from '@/lib/api-client';
import { loadAndForgetAccountData } from '@/lib/forget-account-data';
import type { SessionUser } from '../types';
import { refreshSession } from './refresh-session';

/** better-auth's answer to an e-mail sign-in or sign-up (it also sets the session cookie). */
export interface AuthResult {
  user: SessionUser;
}

/** POST /api/auth/sign-in/email. A 401 here is a wrong password, not an expired session: no redirect. */
export function signInWithEmail(values: LoginFormValues): Promise<AuthResult> {
  return api.post<AuthResult>('/auth/sign-in/email', values, { skipAuthRedirect: true });
}

export function useSignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (values: LoginFormValues) => {
      // What a previous account kept on this device (its passes) is not the next one's to find.
      await loadAndForgetAccountData();
      const result = await signInWithEmail(values);
      const session = await refreshSession(queryClient);
      return session?.user ?? result.user;
    },
  });
}
