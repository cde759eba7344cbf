import { PAYMENT_MESSAGES as P, sandboxConfirmSchema, type SandboxConfirmInput } from '@messhall/shared';
import { ApiError } from '@/lib/api-client';

/** What the sandbox card form holds, as typed. */
export interface CardFormValues {
  number: string;
  /** 'MM / YY' (or MM/YYYY). */
  expiry: string;
  cvc: string;
}

export type CardField = keyof CardFormValues;
export type CardErrors = Partial<Record<CardField, string>>;

/** Groups the digits in fours as the user types (Amex and Diners are still accepted by the server as typed). */
export function formatCardNumber(value: string): string {
  const digits = value.replace(/\D/g, '').slice(0, 19);
  return digits.replace(/(\d{4})(?=\d)/g, '$1 ');
}

/** '1230' reads as '12 / 30' while typed; the slash is optional. */
export function formatExpiry(value: string): string {
  const digits = value.replace(/\D/g, '').slice(0, 6);
  return digits.length > 2 ? `${digits.slice(0, 2)} / ${digits.slice(2)}` : digits;
}

/** 'MM / YY' → month and four-digit year; null when it is not a date at all. */
export function parseExpiry(expiry: string): { expMonth: number; expYear: number } | null {
  const match = /^\s*(\d{1,2})\s*\/?\s*(\d{2}|\d{4})\s*$/.exec(expiry);
  if (!match) return null;
  const expMonth = Number(match[1]);
  const year = Number(match[2]);
  return { expMonth, expYear: year < 100 ? 2000 + year : year };
}

const FIELD_OF: Record<string, CardField> = {
  number: 'number',
  expMonth: 'expiry',
  expYear: 'expiry',
  cvc: 'cvc',
};

/**
 * Checks the card with the same schema the server uses (length, Luhn, month, year, not expired, CVC), so a
 * mistyped digit is caught before any request. Returns the card to send, or the message for each field.
 */
export function validateCard(
  values: CardFormValues,
): { ok: true; card: SandboxConfirmInput['card'] } | { ok: false; errors: CardErrors } {
  const errors: CardErrors = {};
  const expiry = parseExpiry(values.expiry);
  if (!expiry) errors.expiry = P.invalidExpiry;
  const parsed = sandboxConfirmSchema.shape.card.safeParse({
    number: values.number.trim(),
    expMonth: expiry?.expMonth ?? 1,
    expYear: expiry?.expYear ?? 2100,
    cvc: values.cvc.trim(),
  });
  if (parsed.success && !errors.expiry) return { ok: true, card: parsed.data };
  for (const issue of parsed.error?.issues ?? []) {
    const field = FIELD_OF[String(issue.path[0])];
    if (field && !errors[field]) errors[field] = issue.message;
  }
  return { ok: false, errors };
}

/** The field errors of a 400 from sandbox/confirm (`card.number`, `card.expMonth`, …), if it has any. */
export function serverCardErrors(error: unknown): CardErrors {
  const errors: CardErrors = {};
  if (!(error instanceof ApiError) || error.status !== 400) return errors;
  for (const issue of error.issues ?? []) {
    const path = Array.isArray(issue.path) ? issue.path.join('.') : String(issue.path ?? '');
    const field = FIELD_OF[path.replace(/^card\./, '')];
    if (field && !errors[field]) errors[field] = issue.message;
  }
  return errors;
}
