import { z } from 'zod';
import { findPlan, PLAN_NAMES } from '../constants/plans';
import { PAYMENT_MESSAGES as P } from '../messages';
import { isoDateTimeSchema } from './common';
import { membershipLevelSchema } from './user';

// Prices always come from the server's plan table; a client-sent email or price is ignored.

/** A purchasable plan by name or slug, any case ('gold', 'Gold'). Bronze is not purchasable. */
export const packageNameSchema = z
  .string({ error: P.unknownPackage })
  .trim()
  .min(1, { error: P.unknownPackage, abort: true })
  .max(40, P.unknownPackage)
  .refine((value) => findPlan(value) !== undefined, P.unknownPackage);

/** POST /api/payment/create-payment-intent */
export const createPaymentIntentSchema = z.object({ packageName: packageNameSchema });
export type CreatePaymentIntentInput = z.infer<typeof createPaymentIntentSchema>;

/**
 * When a plan bought now would run (decision 0031). 'new': nothing is paid for, it starts now. 'later': a plan
 * that costs the same or less than the active one starts when all paid time ends. 'upgrade': a dearer plan
 * starts now, and the paid time left (`unusedDays` of `current` and any plan waiting after it) is credited at its
 * value as `creditDays` of the new plan, added at the end. `current` is the active plan and when it ends.
 */
export const planScheduleSchema = z.object({
  change: z.enum(['new', 'later', 'upgrade']),
  startsAt: isoDateTimeSchema,
  endsAt: isoDateTimeSchema,
  current: z.object({ plan: z.enum(PLAN_NAMES), endsAt: isoDateTimeSchema }).nullable(),
  unusedDays: z.number().int().nonnegative(),
  creditDays: z.number().int().nonnegative(),
});
export type PlanSchedule = z.infer<typeof planScheduleSchema>;

/** The intent, its plan, and when that plan would run if the payment succeeded now. */
export const createPaymentIntentResponseSchema = z.object({
  clientSecret: z.string(),
  package: z.object({ name: z.enum(PLAN_NAMES), price: z.number() }),
  schedule: planScheduleSchema,
});
export type CreatePaymentIntentResponse = z.infer<typeof createPaymentIntentResponseSchema>;

/** One payment as the history table shows it (price in dollars). */
export const paymentSchema = z.object({
  transactionId: z.string(),
  packageName: z.string(),
  price: z.number(),
  date: isoDateTimeSchema,
});
export type Payment = z.infer<typeof paymentSchema>;

/**
 * POST /api/payment/save-payment. The server verifies the intent with the provider and takes
 * the plan from it; packageName is only cross-checked.
 */
export const savePaymentSchema = z.object({
  transactionId: z
    .string({ error: P.transactionIdRequired })
    .trim()
    .min(1, P.transactionIdRequired)
    .max(255, P.transactionIdRequired)
    // Provider ids are letters, digits and underscores; anything else (a NUL byte) cannot name a payment.
    .regex(/^\w+$/, P.paymentNotFound),
  packageName: packageNameSchema.optional(),
});
export type SavePaymentInput = z.infer<typeof savePaymentSchema>;

export const savePaymentResponseSchema = z.object({ success: z.boolean(), payment: paymentSchema });
export type SavePaymentResponse = z.infer<typeof savePaymentResponseSchema>;

/** GET /api/payment/history — a plain array (docs/product/api.md#payments). `email` must be the caller's own. */
export const paymentHistoryQuerySchema = z.object({
  email: z
    .string()
    .trim()
    .toLowerCase()
    .max(254)
    .regex(/^[^\p{Cc}]*$/u, 'Invalid e-mail')
    .optional(),
});
export const paymentHistorySchema = z.array(paymentSchema);

/** Luhn checksum of a card number (spaces allowed): catches a mistyped digit before any request. */
export function isLuhnValid(cardNumber: string): boolean {
  const digits = cardNumber.replace(/ /g, '');
  if (!/^\d+$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** A card that expires at the end of its month is still good during that month. */
export function isCardExpired(expMonth: number, expYear: number, now = new Date()): boolean {
  const year = now.getUTCFullYear();
  return expYear < year || (expYear === year && expMonth < now.getUTCMonth() + 1);
}

/**
 * Sandbox provider confirm (stands in for Stripe's confirmCardPayment when no keys are set).
 * Field errors name `card.number`, `card.expMonth` / `card.expYear` or `card.cvc`. The year has four digits.
 */
export const sandboxConfirmSchema = z.object({
  clientSecret: z
    .string()
    .trim()
    .min(1)
    .max(255)
    .regex(/^[\w-]+$/, P.paymentNotFound),
  card: z
    .object({
      number: z
        .string({ error: P.invalidCardNumber })
        .regex(/^[\d ]+$/, P.invalidCardNumber)
        .refine((value) => {
          const digits = value.replace(/ /g, '').length;
          return digits >= 12 && digits <= 19;
        }, P.invalidCardNumber)
        .refine(isLuhnValid, P.invalidCardNumber),
      expMonth: z.coerce
        .number({ error: P.invalidExpiry })
        .int(P.invalidExpiry)
        .min(1, P.invalidExpiry)
        .max(12, P.invalidExpiry),
      expYear: z.coerce
        .number({ error: P.invalidExpiry })
        .int(P.invalidExpiry)
        .min(2000, P.invalidExpiry)
        .max(2100, P.invalidExpiry),
      cvc: z.string({ error: P.invalidCvc }).regex(/^\d{3,4}$/, P.invalidCvc),
    })
    .superRefine((card, ctx) => {
      if (!isCardExpired(card.expMonth, card.expYear)) return;
      const year = new Date().getUTCFullYear();
      ctx.addIssue({
        code: 'custom',
        path: card.expYear < year ? ['expYear'] : ['expMonth'],
        message: P.cardExpired,
      });
    }),
});
export type SandboxConfirmInput = z.infer<typeof sandboxConfirmSchema>;

export const sandboxConfirmResponseSchema = z.object({ id: z.string(), status: z.literal('succeeded') });
export type SandboxConfirmResponse = z.infer<typeof sandboxConfirmResponseSchema>;

export const PAYMENT_PROVIDERS = ['stripe', 'sandbox', 'none'] as const;
export type PaymentProviderName = (typeof PAYMENT_PROVIDERS)[number];

/**
 * GET /api/payment/config: which card form the checkout shows. `publishableKey` only for Stripe; `testMode` asks
 * for the 'Test mode — no real charge' label. 'none': no provider in production (checkout answers 503).
 */
export const paymentConfigSchema = z.object({
  provider: z.enum(PAYMENT_PROVIDERS),
  publishableKey: z.string().optional(),
  testMode: z.boolean(),
});
export type PaymentConfig = z.infer<typeof paymentConfigSchema>;

/**
 * GET /api/payment/membership: the caller's active level (Bronze without a paid plan) and when it ends; the plan
 * paid for after it (`next`, null if none); without an active plan, the last paid plan and when it ended (null if
 * they never paid), so a screen can say "Silver — expired on 12 Oct 2026" and offer to renew it.
 */
export const membershipSchema = z.object({
  level: membershipLevelSchema,
  periodEnd: isoDateTimeSchema.nullable(),
  next: z
    .object({ plan: z.enum(PLAN_NAMES), startsAt: isoDateTimeSchema, endsAt: isoDateTimeSchema })
    .nullable(),
  expired: z.object({ plan: z.enum(PLAN_NAMES), endedAt: isoDateTimeSchema }).nullable(),
});
export type Membership = z.infer<typeof membershipSchema>;

/** POST /api/payment/webhook answer. */
export const webhookResponseSchema = z.object({ received: z.literal(true) });
