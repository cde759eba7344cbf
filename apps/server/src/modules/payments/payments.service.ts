import {
  findPlan,
  type CreatePaymentIntentResponse,
  type Payment,
  type PaymentConfig,
  type Plan,
  type SavePaymentInput,
  type SavePaymentResponse,
} from '@messhall/shared';
import type { Db } from '../../db/client.js';
import { AppError, badRequest, forbidden } from '../../lib/app-error.js';
import { recordAudit } from '../audit/audit.repository.js';
import type { Viewer } from '../../lib/viewer.js';
import { endPeriodsAt, listPaidTimeAhead, lockPayer } from './membership.repository.js';
import type { PaymentProvider, ProviderIntent } from './payment-provider.js';
import { schedulePlan } from './plan-schedule.js';
import {
  countIntents,
  expireStaleIntents,
  findPaymentByTransactionId,
  findPendingIntent,
  findUserIdByEmail,
  insertIntent,
  insertPayment,
  listPaymentsOfUser,
  markIntent,
  type IntentRow,
  type PaymentRow,
} from './payments.repository.js';

/** A pending intent is reused for this long (double clicks, reloads of the checkout page). */
export const INTENT_REUSE_MS = 30 * 60 * 1000;
/** Stripe statuses in which the browser can still pay the intent. */
const PAYABLE = new Set(['requires_payment_method', 'requires_confirmation', 'requires_action']);

export function paymentConfig(provider: PaymentProvider | null): PaymentConfig {
  if (!provider) return { provider: 'none', testMode: false };
  return {
    provider: provider.name,
    ...(provider.publishableKey ? { publishableKey: provider.publishableKey } : {}),
    testMode: provider.testMode,
  };
}

function requireProvider(provider: PaymentProvider | null): PaymentProvider {
  if (!provider) throw new AppError('SERVICE_UNAVAILABLE', 'paymentsUnavailable', 503);
  return provider;
}

function planOf(packageName: string): Plan {
  const plan = findPlan(packageName);
  if (!plan) throw badRequest('unknownPackage', 'packageName');
  return plan;
}

/** Whether a stored pending intent can still be paid; a Stripe one is asked (it may have been paid meanwhile). */
async function stillPayable(db: Db, provider: PaymentProvider, row: IntentRow): Promise<boolean> {
  if (provider.name === 'sandbox') return true;
  const intent = await provider.retrieve(row.id);
  if (intent && PAYABLE.has(intent.status)) return true;
  // Paid (the webhook or save-payment records it), processing or canceled: not for a new checkout.
  await markIntent(db, row.id, intent?.status === 'succeeded' ? 'succeeded' : 'canceled');
  return false;
}

/**
 * Checkout start. The amount and currency are the plan's, never the client's. The caller's pending intent for the
 * same plan from the last 30 minutes is reused, so a double click or a reload pays one intent; parallel calls
 * converge on one row through the one-pending unique index (and on one Stripe intent through the idempotency key).
 */
export async function createPaymentIntent(
  db: Db,
  provider: PaymentProvider | null,
  viewer: Viewer,
  packageName: string,
): Promise<CreatePaymentIntentResponse> {
  const plan = planOf(packageName);
  const active = requireProvider(provider);
  const key = { userId: viewer.id, packageName: plan.name, provider: active.name };
  const { schedule } = schedulePlan(plan, await listPaidTimeAhead(db, viewer.id, new Date()), new Date());
  const answer = (clientSecret: string) => ({
    clientSecret,
    package: { name: plan.name, price: plan.price },
    schedule,
  });

  const since = new Date(Date.now() - INTENT_REUSE_MS);
  await expireStaleIntents(db, key, since);
  const pending = await findPendingIntent(db, key, since);
  if (pending && (await stillPayable(db, active, pending))) return answer(pending.clientSecret);

  const created = await active.createIntent({
    userId: viewer.id,
    plan,
    attempt: await countIntents(db, key),
  });
  await insertIntent(db, {
    ...key,
    id: created.id,
    clientSecret: created.clientSecret,
    amountCents: plan.priceCents,
    currency: plan.currency,
  });
  // A parallel call may have taken the pending slot first: everyone answers with the stored one.
  const stored = await findPendingIntent(db, key, since);
  return answer(stored?.clientSecret ?? created.clientSecret);
}

/**
 * Checks a provider's intent against the plan it names: succeeded, the plan's exact amount and currency.
 * Returns the plan, or throws a 400 naming what is wrong. Ownership is the caller's check.
 */
export function verifyIntent(intent: ProviderIntent): Plan {
  const plan = intent.metadata.packageName ? findPlan(intent.metadata.packageName) : undefined;
  if (!plan || !intent.metadata.userId) throw badRequest('paymentNotFound', 'transactionId');
  if (intent.status !== 'succeeded') throw badRequest('paymentNotSucceeded', 'transactionId');
  if (intent.amount !== plan.priceCents || intent.currency.toLowerCase() !== plan.currency) {
    throw badRequest('paymentAmountMismatch', 'transactionId');
  }
  return plan;
}

export type RecordedVia = 'save-payment' | 'webhook' | 'sandbox-confirm';

/**
 * Records a payment the provider has verified, for the period `schedulePlan` gives it (decision 0031). Run it
 * inside the caller's transaction: the payer's row is locked first, so two payments of one user are scheduled one
 * after the other. Idempotent on the transaction id: the first call inserts and audits, every later or parallel
 * one gets the same row back and changes nothing.
 */
export async function recordVerifiedPayment(
  tx: Db,
  input: { intent: ProviderIntent; plan: Plan; userId: string; provider: string; via: RecordedVia },
): Promise<PaymentRow> {
  await lockPayer(tx, input.userId);
  const known = await findPaymentByTransactionId(tx, input.intent.id);
  if (known) return known;
  const now = new Date();
  const scheduled = schedulePlan(input.plan, await listPaidTimeAhead(tx, input.userId, now), now);
  await endPeriodsAt(
    tx,
    scheduled.credited.map((p) => p.id),
    now,
  );
  const inserted = await insertPayment(tx, {
    userId: input.userId,
    packageName: input.plan.name,
    amountCents: input.intent.amount,
    currency: input.intent.currency.toLowerCase(),
    provider: input.provider,
    transactionId: input.intent.id,
    status: 'succeeded',
    periodStart: scheduled.periodStart,
    periodEnd: scheduled.periodEnd,
  });
  if (!inserted) {
    const existing = await findPaymentByTransactionId(tx, input.intent.id);
    if (!existing) throw new Error(`payment ${input.intent.id} vanished after a conflict`);
    return existing;
  }
  await markIntent(tx, input.intent.id, 'succeeded');
  await recordAudit(tx, {
    actorId: input.userId,
    action: 'payment.recorded',
    targetType: 'payment',
    targetId: inserted.id,
    data: {
      transactionId: input.intent.id,
      via: input.via,
      packageName: input.plan.name,
      amountCents: input.intent.amount,
      change: scheduled.schedule.change,
      ...(scheduled.credited.length > 0 ? { credited: scheduled.credited.map((p) => p.id) } : {}),
    },
  });
  return inserted;
}

export function toPaymentDto(row: PaymentRow): Payment {
  return {
    transactionId: row.transactionId,
    packageName: row.packageName,
    price: row.amountCents / 100,
    date: row.createdAt.toISOString(),
  };
}

function checkPackage(input: SavePaymentInput, packageName: string) {
  if (input.packageName && findPlan(input.packageName)?.name !== packageName) {
    throw badRequest('paymentPackageMismatch', 'packageName');
  }
}

/**
 * POST /payment/save-payment: records the caller's payment after asking the provider about it. Any e-mail or
 * price in the body was dropped by the schema; packageName, when sent, must match. Same answer every time.
 */
export async function savePayment(
  db: Db,
  provider: PaymentProvider | null,
  viewer: Viewer,
  input: SavePaymentInput,
): Promise<SavePaymentResponse> {
  const recorded = await findPaymentByTransactionId(db, input.transactionId);
  if (recorded) {
    if (recorded.userId !== viewer.id) throw forbidden('paymentNotYours');
    checkPackage(input, recorded.packageName);
    return { success: true, payment: toPaymentDto(recorded) };
  }
  const active = requireProvider(provider);
  const intent = await active.retrieve(input.transactionId);
  if (!intent) throw badRequest('paymentNotFound', 'transactionId');
  if (intent.metadata.userId !== viewer.id) throw forbidden('paymentNotYours');
  const plan = verifyIntent(intent);
  checkPackage(input, plan.name);
  const payment = await db.transaction((tx) =>
    recordVerifiedPayment(tx, {
      intent,
      plan,
      userId: viewer.id,
      provider: active.name,
      via: 'save-payment',
    }),
  );
  return { success: true, payment: toPaymentDto(payment) };
}

/** Own history by default; another user's (by e-mail) for admins only. Newest first. */
export async function getPaymentHistory(
  db: Db,
  viewer: Viewer,
  email: string | undefined,
): Promise<Payment[]> {
  let userId: string | undefined = viewer.id;
  if (email && email.toLowerCase() !== viewer.email.toLowerCase()) {
    if (viewer.role !== 'admin') throw forbidden('paymentHistoryForbidden');
    userId = await findUserIdByEmail(db, email);
    if (!userId) return [];
  }
  return (await listPaymentsOfUser(db, userId)).map(toPaymentDto);
}
