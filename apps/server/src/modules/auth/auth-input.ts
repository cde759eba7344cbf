import {
  emailField,
  imageUrlField,
  MEAL_MESSAGES as M,
  nameField,
  NUL_CHARACTER_MESSAGE,
} from '@messhall/shared';
import { z } from 'zod';

/**
 * better-auth's routes take a user's name, photo and e-mail as any JSON value of any length; our own routes
 * take them through the zod fields of packages/shared. These are the same fields, so a value refused by
 * POST /api/users is refused by better-auth's routes too (and never reaches the database as a 5xx).
 */
const name = nameField();
const image = imageUrlField(M.invalidImage).nullable();
const email = emailField();

const FIELD_RULES: Record<string, z.ZodObject> = {
  '/api/auth/sign-up/email': z.object({ name, email, image: image.optional() }),
  '/api/auth/update-user': z.object({ name: name.optional(), image: image.optional() }),
  '/api/auth/sign-in/email': z.object({ email }),
  '/api/auth/request-password-reset': z.object({ email }),
};

/** Deeper than any body better-auth takes; a deeper one only costs stack (JSON.stringify recursion). */
const MAX_DEPTH = 8;

export interface InputIssue {
  path: string;
  message: string;
}

/** Nesting depth and NUL characters, for any body of any auth route; walked without recursion. */
function structuralIssue(body: unknown): InputIssue | undefined {
  const stack: { value: unknown; path: string; depth: number }[] = [{ value: body, path: '', depth: 0 }];
  while (stack.length > 0) {
    const { value, path, depth } = stack.pop()!;
    if (typeof value === 'string') {
      if (value.includes('\u0000')) return { path: path || 'body', message: NUL_CHARACTER_MESSAGE };
      continue;
    }
    if (typeof value !== 'object' || value === null) continue;
    if (depth >= MAX_DEPTH) return { path: path || 'body', message: 'The request is nested too deeply' };
    for (const [key, child] of Object.entries(value)) {
      stack.push({ value: child, path: path ? `${path}.${key}` : key, depth: depth + 1 });
    }
  }
  return undefined;
}

/** The first problem with the body of a better-auth route, or undefined when better-auth may have it. */
export function authInputIssue(pathname: string, body: unknown): InputIssue | undefined {
  const structural = structuralIssue(body);
  if (structural) return structural;
  const rules = FIELD_RULES[pathname];
  if (!rules || typeof body !== 'object' || body === null || Array.isArray(body)) return undefined;
  const result = rules.safeParse(body);
  if (result.success) return undefined;
  const issue = result.error.issues[0]!;
  return { path: issue.path.join('.') || 'body', message: issue.message };
}

/**
 * A 400 in our envelope and at the top level, where better-auth's clients look (like our 429s). The message is
 * the form's own text (the web app shows it as is); `issues` names the field.
 */
export function authInputErrorBody(issue: InputIssue) {
  const error = { code: 'VALIDATION_FAILED', message: issue.message, issues: [issue] };
  return { code: error.code, message: issue.message, error };
}
