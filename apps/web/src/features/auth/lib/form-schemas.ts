import { zodResolver } from '@hookform/resolvers/zod';
import { t } from '@lingui/core/macro';
import { loginFormSchema, signUpFormSchema } from '@messhall/shared';
import { z } from 'zod';

// The forms' zod schemas (shared with the server) and their react-hook-form resolvers. Loaded through
// lazy-resolver.ts, so zod (~25 KB gzip) is not part of the sign-in screens' first load.

/** Ours: the spec has no reset screen; the new password follows the sign-up rules and texts. */
export const resetPasswordSchema = z
  .object({
    newPassword: signUpFormSchema.shape.password,
    confirmPassword: z.string(),
  })
  .refine((values) => values.newPassword === values.confirmPassword, {
    path: ['confirmPassword'],
    // Not a shared text: a message of this feature's catalogue, made in the page's language when checked.
    error: () => t`Passwords do not match`,
  });

export const signUpResolver = zodResolver(signUpFormSchema);
export const loginResolver = zodResolver(loginFormSchema);
export const resetPasswordResolver = zodResolver(resetPasswordSchema);
