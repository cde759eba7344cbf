import { describe, expect, it } from 'vitest';
import { loginFormSchema, signUpFormSchema } from './auth';

function firstMessage(
  schema: typeof signUpFormSchema | typeof loginFormSchema,
  input: unknown,
  field: string,
) {
  const result = schema.safeParse(input);
  return result.success ? undefined : result.error.issues.find((i) => i.path[0] === field)?.message;
}

describe('signUpFormSchema', () => {
  const valid = { name: 'Rahim', email: 'Rahim@Example.com ', password: 'Abcdef1!' };

  it('accepts a valid form and normalises the e-mail', () => {
    expect(signUpFormSchema.parse(valid)).toEqual({
      name: 'Rahim',
      email: 'rahim@example.com',
      password: 'Abcdef1!',
    });
  });

  it('shows the spec texts, one per field, in the spec order', () => {
    expect(firstMessage(signUpFormSchema, { ...valid, name: '' }, 'name')).toBe('Name is required');
    expect(firstMessage(signUpFormSchema, { ...valid, email: '' }, 'email')).toBe('Email is required');
    expect(firstMessage(signUpFormSchema, { ...valid, password: '' }, 'password')).toBe(
      'Password is required',
    );
    expect(firstMessage(signUpFormSchema, { ...valid, password: 'Ab1!' }, 'password')).toBe(
      'Password must be at least 8 characters',
    );
    expect(firstMessage(signUpFormSchema, { ...valid, password: 'abcdefgh' }, 'password')).toBe(
      'Password must meet all criteria',
    );
    const result = signUpFormSchema.safeParse({ ...valid, password: '' });
    expect(result.error?.issues.filter((i) => i.path[0] === 'password')).toHaveLength(1);
  });

  it('rejects a malformed e-mail', () => {
    expect(firstMessage(signUpFormSchema, { ...valid, email: 'nope' }, 'email')).toBe(
      'Please enter a valid email address',
    );
  });
});

describe('loginFormSchema', () => {
  it('uses the login pattern text', () => {
    expect(firstMessage(loginFormSchema, { email: 'a@b.co', password: 'short' }, 'password')).toBe(
      'Password must be at least 8 characters long and contain uppercase, lowercase, number, and special character',
    );
    expect(firstMessage(loginFormSchema, { email: '', password: '' }, 'email')).toBe('Email is required');
    expect(firstMessage(loginFormSchema, { email: 'a@b.co', password: '' }, 'password')).toBe(
      'Password is required',
    );
    expect(loginFormSchema.safeParse({ email: 'a@b.co', password: 'Abcdef1!' }).success).toBe(true);
  });
});
