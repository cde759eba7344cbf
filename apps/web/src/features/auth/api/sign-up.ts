import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SignUpFormValues } from '@messhall/shared';
import { api } from '@/lib/api-client';
import { loadAndForgetAccountData } from '@/lib/forget-account-data';
import { uploadImage } from '@/lib/upload-image';
import type { SessionUser } from '../types';
import { refreshSession } from './refresh-session';
import type { AuthResult } from './sign-in';

export interface SignUpInput extends SignUpFormValues {
  /** The Profile Picture, uploaded once the account exists (uploads need a session). */
  photo?: File | null;
}

export interface SignUpOutcome {
  user: SessionUser;
  /** The account was created but the picture could not be uploaded or saved. */
  photoFailed: boolean;
}

/**
 * docs/product/states.md#sign-up-and-google-flows: create the account (better-auth signs the new user in), upload the picture if one
 * was chosen, post the user record (POST /api/users { name, photo }), then read the session again so the
 * avatar shows the photo. Only the account creation can fail the flow; the rest is logged (docs/product/texts-and-errors.md#login-and-account).
 */
export async function signUp(input: SignUpInput): Promise<{ user: SessionUser; photoFailed: boolean }> {
  const { photo, ...account } = input;
  const { user } = await api.post<AuthResult>('/auth/sign-up/email', account, { skipAuthRedirect: true });

  let photoUrl: string | undefined;
  let photoFailed = false;
  if (photo) {
    try {
      photoUrl = await uploadImage(photo);
    } catch (error) {
      console.error('Profile picture upload failed', error);
      photoFailed = true;
    }
  }
  try {
    await api.post('/users', photoUrl ? { name: account.name, photo: photoUrl } : { name: account.name });
  } catch (error) {
    console.error('Saving the user record failed', error);
    if (photoUrl) photoFailed = true;
  }
  return { user, photoFailed };
}

export function useSignUp() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: SignUpInput): Promise<SignUpOutcome> => {
      // What a previous account kept on this device (its passes) is not the new one's to find.
      await loadAndForgetAccountData();
      const outcome = await signUp(input);
      const session = await refreshSession(queryClient);
      return { ...outcome, user: session?.user ?? outcome.user };
    },
  });
}
