import type { MessageKey } from '@messhall/shared';

// Stripe's documented test cards (https://docs.stripe.com/testing), so the sandbox behaves like Stripe test mode.

const SUCCEEDING = new Set([
  '4242424242424242', // Visa
  '4000056655665556', // Visa debit
  '5555555555554444', // Mastercard
  '2223003122003222', // Mastercard (2-series)
  '5200828282828210', // Mastercard debit
  '378282246310005', // American Express
  '371449635398431', // American Express
  '6011111111111117', // Discover
  '3056930009020004', // Diners Club
  '36227206271667', // Diners Club (14 digits)
  '3566002020360505', // JCB
  '6200000000000005', // UnionPay
]);

const DECLINING: Record<string, MessageKey> = {
  '4000000000000002': 'cardDeclined', // generic decline
  '4000000000009995': 'insufficientFunds',
  '4000000000009987': 'cardDeclined', // lost card
  '4000000000009979': 'cardDeclined', // stolen card
  '4000000000000069': 'cardExpired',
  '4000000000000127': 'incorrectCvc',
  '4000000000000119': 'processingError',
};

export type CardOutcome = { ok: true } | { ok: false; messageKey: MessageKey };

/** What Stripe test mode would answer for this (already Luhn-valid) number; a real card number is declined. */
export function sandboxCardOutcome(cardNumber: string): CardOutcome {
  const digits = cardNumber.replace(/ /g, '');
  if (SUCCEEDING.has(digits)) return { ok: true };
  return { ok: false, messageKey: DECLINING[digits] ?? 'nonTestCard' };
}
