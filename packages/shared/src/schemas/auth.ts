import { z } from 'zod';
import { PASSWORD_MIN_LENGTH } from '../constants/limits';
import { meetsPasswordRules } from '../constants/password-rules';
import { AUTH_MESSAGES as A } from '../messages';
import { emailField, nameField } from './fields';

// Client form schemas for Create Account and Login with the texts of docs/product/rules.md#validation. `abort` stops at the
// first failing rule so a field shows one message, in the spec's order.

const passwordRequired = z
  .string({ error: A.passwordRequired })
  .min(1, { error: A.passwordRequired, abort: true });

export const signUpFormSchema = z.object({
  name: nameField(),
  email: emailField(A.emailRequired),
  password: passwordRequired
    .min(PASSWORD_MIN_LENGTH, { error: A.passwordMinLength, abort: true })
    .refine(meetsPasswordRules, A.passwordCriteria),
});
export type SignUpFormValues = z.infer<typeof signUpFormSchema>;

export const loginFormSchema = z.object({
  email: emailField(A.emailRequired),
  password: passwordRequired.refine(meetsPasswordRules, A.loginPasswordRule),
});
export type LoginFormValues = z.infer<typeof loginFormSchema>;
