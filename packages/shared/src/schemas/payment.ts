import { z } from 'zod';
import { findPlan, PLAN_NAMES } from '../constants/plans';
import { PAYMENT_MESSAGES as P } from '../messages';
import { isoDateTimeSchema } from './common';

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

export const createPaymentIntentResponseSchema = z.object({
  clientSecret: z.string(),
  package: z.object({ name: z.enum(PLAN_NAMES), price: z.number() }),
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
    .max(255, P.transactionIdRequired),
  packageName: packageNameSchema.optional(),
});
export type SavePaymentInput = z.infer<typeof savePaymentSchema>;

export const savePaymentResponseSchema = z.object({ success: z.boolean(), payment: paymentSchema });
export type SavePaymentResponse = z.infer<typeof savePaymentResponseSchema>;

/** GET /api/payment/history — a plain array (spec §7). `email` must be the caller's own. */
export const paymentHistoryQuerySchema = z.object({
  email: z.string().trim().toLowerCase().max(254).optional(),
});
export const paymentHistorySchema = z.array(paymentSchema);

/** Sandbox provider confirm (stands in for Stripe's confirmCardPayment when no keys are set). */
export const sandboxConfirmSchema = z.object({
  clientSecret: z.string().trim().min(1).max(255),
  card: z.object({
    number: z
      .string({ error: P.invalidCardNumber })
      .regex(/^[\d ]+$/, P.invalidCardNumber)
      .refine((value) => {
        const digits = value.replace(/ /g, '').length;
        return digits >= 12 && digits <= 19;
      }, P.invalidCardNumber),
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
  }),
});
export type SandboxConfirmInput = z.infer<typeof sandboxConfirmSchema>;

export const sandboxConfirmResponseSchema = z.object({ id: z.string(), status: z.literal('succeeded') });
export type SandboxConfirmResponse = z.infer<typeof sandboxConfirmResponseSchema>;
