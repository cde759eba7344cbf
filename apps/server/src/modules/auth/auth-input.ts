import {
  emailField,
  imageUrlField,
  MEAL_MESSAGES as M,
  nameField,
  type SharedCatalogue,
} from '@messhall/shared';
import { z } from 'zod';
import { keyOfIssueMessage, renderError, type WireIssue } from '../../lib/error-body.js';

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

export type InputIssue = WireIssue;

/** Nesting depth and NUL characters, for any body of any auth route; walked without recursion. */
function structuralIssue(body: unknown): InputIssue | undefined {
  const stack: { value: unknown; path: string; depth: number }[] = [{ value: body, path: '', depth: 0 }];
  while (stack.length > 0) {
    const { value, path, depth } = stack.pop()!;
    if (typeof value === 'string') {
      if (value.includes('\u0000')) return { path: path || 'body', messageKey: 'nulCharacter' };
      continue;
    }
    if (typeof value !== 'object' || value === null) continue;
    if (depth >= MAX_DEPTH) return { path: path || 'body', messageKey: 'nestedTooDeeply' };
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
  return { path: issue.path.join('.') || 'body', ...keyOfIssueMessage(issue.message) };
}

/**
 * A 400 in our envelope and at the top level, where better-auth's clients look (like our 429s), worded in the
 * reader's language; `issues` names the field.
 */
export function authInputErrorBody(issue: InputIssue, catalogue: SharedCatalogue) {
  const error = renderError({ code: 'VALIDATION_FAILED', ...issue, issues: [issue] }, catalogue);
  return { code: error.code, message: error.message, error };
}
