import { z } from 'zod';
import { EMAIL_MAX_LENGTH, NAME_MAX_LENGTH, URL_MAX_LENGTH } from '../constants/limits';
import { AUTH_MESSAGES, MEAL_MESSAGES } from '../messages';
import { hasNoNul, NUL_CHARACTER_MESSAGE } from './common';

// Input field builders. Each takes the spec's "required" text and uses it both for a missing key
// (zod's invalid_type) and for an empty/blank value, so forms show the spec wording either way.

const isBlank = (input: unknown) => input === undefined || input === null || input === '';

/** Trimmed text, required, at most `max` characters. */
export function requiredText(requiredMessage: string, max: number, tooLongMessage: string) {
  return z
    .string({ error: requiredMessage })
    .trim()
    .min(1, { error: requiredMessage, abort: true })
    .max(max, tooLongMessage)
    .refine(hasNoNul, NUL_CHARACTER_MESSAGE);
}

/**
 * Control characters (C0 with CR, LF and TAB; DEL; C1) and the bidi embeddings, overrides and isolates. A name
 * is shown in lists, e-mails, the counter's scan screen and CSV exports: a line break there starts a new row
 * (one a spreadsheet may run as a formula) and an override makes the name read differently from what it holds.
 */
const NAME_FORBIDDEN = /[\p{Cc}\u202A-\u202E\u2066-\u2069]/u;

/** A person's name, one rule wherever a name is set: sign-up, update-user, POST /api/users. */
export function nameField() {
  return requiredText(AUTH_MESSAGES.nameRequired, NAME_MAX_LENGTH, AUTH_MESSAGES.nameTooLong).refine(
    (value) => !NAME_FORBIDDEN.test(value),
    AUTH_MESSAGES.nameInvalidCharacters,
  );
}

/** Trimmed, lowercased e-mail; lowercased so that one mailbox maps to one account. */
export function emailField(requiredMessage: string = AUTH_MESSAGES.emailRequired) {
  return z
    .string({ error: requiredMessage })
    .trim()
    .toLowerCase()
    .min(1, { error: requiredMessage, abort: true })
    .max(EMAIL_MAX_LENGTH, { error: AUTH_MESSAGES.invalidEmail, abort: true })
    .check(z.email({ error: AUTH_MESSAGES.invalidEmail }));
}

/** ISO date-time input; a blank value reports `requiredMessage`. */
export function isoDateTimeField(requiredMessage: string) {
  return z.iso.datetime({
    offset: true,
    error: (issue) => (isBlank(issue.input) ? requiredMessage : MEAL_MESSAGES.invalidDateTime),
  });
}

// Our own upload endpoint serves `/api/images/<id>`; the first character must be alphanumeric
// so that `..` cannot walk out of the images path.
const IMAGE_PATH = /^\/api\/images\/[A-Za-z0-9][A-Za-z0-9._-]*$/;

/**
 * Every image the site shows is one Messhall stores (an upload, or a Google photo copied at sign-in): a URL of
 * someone else's server in a meal or a reviewer's photo would be a tracking pixel fetched by every visitor, and
 * the CSP's img-src allows only our own origin.
 */
export function isImageUrl(value: string): boolean {
  return IMAGE_PATH.test(value);
}

/** A stored photo as it may be shown: ours, or none (a row written before photos had to be ours). */
export const storedImageOrNull = (value: string | null | undefined): string | null =>
  value && isImageUrl(value) ? value : null;

/** An image uploaded to Messhall (`/api/images/<id>`); blank reports `requiredMessage`. */
export function imageUrlField(requiredMessage: string) {
  return z
    .string({ error: requiredMessage })
    .trim()
    .min(1, { error: requiredMessage, abort: true })
    .max(URL_MAX_LENGTH, MEAL_MESSAGES.invalidImage)
    .refine(isImageUrl, MEAL_MESSAGES.invalidImage);
}
