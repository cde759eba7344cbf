import { zodResolver } from '@hookform/resolvers/zod';
import { loginFormSchema, signUpFormSchema } from '@messhall/shared';
import { z } from 'zod';

// The forms' zod schemas (shared with the server) and their react-hook-form resolvers. Loaded through
// lazy-resolver.ts, so zod (~25 KB gzip) is not part of the sign-in screens' first load.

/** ours: the spec has no reset screen; the new password follows the sign-up rules and texts. */
export const PASSWORDS_DO_NOT_MATCH = 'Passwords do not match';

export const resetPasswordSchema = z
  .object({
    newPassword: signUpFormSchema.shape.password,
    confirmPassword: z.string(),
  })
  .refine((values) => values.newPassword === values.confirmPassword, {
    path: ['confirmPassword'],
    error: PASSWORDS_DO_NOT_MATCH,
  });

export const signUpResolver = zodResolver(signUpFormSchema);
export const loginResolver = zodResolver(loginFormSchema);
export const resetPasswordResolver = zodResolver(resetPasswordSchema);
