import { PASSWORD_MIN_LENGTH } from './limits';

export type PasswordRuleId = 'length' | 'uppercase' | 'lowercase' | 'number' | 'special';

export interface PasswordRule {
  readonly id: PasswordRuleId;
  /** Checklist label, verbatim from docs/product/rules.md#password-checklist. */
  readonly label: string;
  readonly test: (password: string) => boolean;
}

// Unicode classes so that e.g. 'É' counts as an uppercase letter rather than a "special" one.
export const PASSWORD_RULES: readonly PasswordRule[] = [
  { id: 'length', label: 'At least 8 characters', test: (pw) => pw.length >= PASSWORD_MIN_LENGTH },
  { id: 'uppercase', label: 'At least one uppercase letter', test: (pw) => /\p{Lu}/u.test(pw) },
  { id: 'lowercase', label: 'At least one lowercase letter', test: (pw) => /\p{Ll}/u.test(pw) },
  { id: 'number', label: 'At least one number', test: (pw) => /\p{Nd}/u.test(pw) },
  // Anything that is not a letter, digit or whitespace is "special".
  { id: 'special', label: 'At least one special character', test: (pw) => /[^\p{L}\p{N}\s]/u.test(pw) },
];

/** True when every checklist rule is met — the one check both forms and the server use. */
export function meetsPasswordRules(password: string): boolean {
  return PASSWORD_RULES.every((rule) => rule.test(password));
}
