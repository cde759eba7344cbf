import { describe, expect, it } from 'vitest';
import { meetsPasswordRules, PASSWORD_RULES } from './password-rules';

describe('PASSWORD_RULES', () => {
  it('carries the spec checklist labels verbatim, in order', () => {
    expect(PASSWORD_RULES.map((r) => r.label)).toEqual([
      'At least 8 characters',
      'At least one uppercase letter',
      'At least one lowercase letter',
      'At least one number',
      'At least one special character',
    ]);
  });

  it('accepts a password that has every class', () => {
    expect(meetsPasswordRules('Abcdef1!')).toBe(true);
    expect(PASSWORD_RULES.every((r) => r.test('Abcdef1!'))).toBe(true);
  });

  it.each([
    ['length', 'Abcde1!'],
    ['uppercase', 'abcdef1!'],
    ['lowercase', 'ABCDEF1!'],
    ['number', 'Abcdefg!'],
    ['special', 'Abcdefg1'],
  ])('rejects a password missing %s, and only that rule fails', (id, password) => {
    const failing = PASSWORD_RULES.filter((r) => !r.test(password)).map((r) => r.id);
    expect(failing).toEqual([id]);
    expect(meetsPasswordRules(password)).toBe(false);
  });

  it('does not count whitespace as a special character', () => {
    expect(meetsPasswordRules('Abcdefg1 ')).toBe(false);
  });
});
