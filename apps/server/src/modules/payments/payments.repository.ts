import { and, count, desc, eq, gt, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { paymentIntents, payments, users, webhookEvents } from '../../db/schema/index.js';

export type PaymentRow = typeof payments.$inferSelect;
export type IntentRow = typeof paymentIntents.$inferSelect;
export type IntentStatus = 'requires_payment_method' | 'succeeded' | 'canceled';

/** Identifies a checkout "slot": one user buying one plan through one provider. */
export interface IntentKey {
  userId: string;
  packageName: string;
  provider: string;
}

const slot = (key: IntentKey) =>
  and(
    eq(paymentIntents.userId, key.userId),
    eq(paymentIntents.packageName, key.packageName),
    eq(paymentIntents.provider, key.provider),
  );

/** The slot's pending intent, if it was created after `since`. */
export async function findPendingIntent(db: Db, key: IntentKey, since: Date): Promise<IntentRow | undefined> {
  const [row] = await db
    .select()
    .from(paymentIntents)
    .where(
      and(
        slot(key),
        eq(paymentIntents.status, 'requires_payment_method'),
        gt(paymentIntents.createdAt, since),
      ),
    );
  return row;
}

/** Pending intents older than `before` stop being reused (and free the one-pending slot). */
export async function expireStaleIntents(db: Db, key: IntentKey, before: Date): Promise<void> {
  await db
    .update(paymentIntents)
    .set({ status: 'canceled', updatedAt: new Date() })
    .where(
      and(
        slot(key),
        eq(paymentIntents.status, 'requires_payment_method'),
        lt(paymentIntents.createdAt, before),
      ),
    );
}

/** How many checkouts of this slot exist: numbers the next attempt (Stripe's idempotency key). */
export async function countIntents(db: Db, key: IntentKey): Promise<number> {
  const [row] = await db.select({ n: count() }).from(paymentIntents).where(slot(key));
  return row?.n ?? 0;
}

/** Inserts unless the id is known or the slot already has a pending intent (a parallel call won). */
export async function insertIntent(
  db: Db,
  values: IntentKey & { id: string; clientSecret: string; amountCents: number; currency: string },
): Promise<void> {
  await db.insert(paymentIntents).values(values).onConflictDoNothing();
}

export async function findIntentById(db: Db, id: string): Promise<IntentRow | undefined> {
  const [row] = await db.select().from(paymentIntents).where(eq(paymentIntents.id, id));
  return row;
}

export async function findIntentByClientSecret(db: Db, clientSecret: string): Promise<IntentRow | undefined> {
  const [row] = await db.select().from(paymentIntents).where(eq(paymentIntents.clientSecret, clientSecret));
  return row;
}

/** Moves an intent out of `from` only: of two parallel confirms, one wins. Returns whether it moved. */
export async function transitionIntent(
  db: Db,
  id: string,
  from: IntentStatus,
  to: IntentStatus,
): Promise<boolean> {
  const rows = await db
    .update(paymentIntents)
    .set({ status: to, updatedAt: new Date() })
    .where(and(eq(paymentIntents.id, id), eq(paymentIntents.status, from)))
    .returning({ id: paymentIntents.id });
  return rows.length > 0;
}

export async function markIntent(db: Db, id: string, status: IntentStatus): Promise<void> {
  await db.update(paymentIntents).set({ status, updatedAt: new Date() }).where(eq(paymentIntents.id, id));
}

export async function findPaymentByTransactionId(
  db: Db,
  transactionId: string,
): Promise<PaymentRow | undefined> {
  const [row] = await db.select().from(payments).where(eq(payments.transactionId, transactionId));
  return row;
}

/** `on conflict (transaction_id) do nothing`: returns the row only to the one call that inserted it. */
export async function insertPayment(
  db: Db,
  values: Omit<typeof payments.$inferInsert, 'id' | 'createdAt'>,
): Promise<PaymentRow | undefined> {
  const [row] = await db
    .insert(payments)
    .values(values)
    .onConflictDoNothing({ target: payments.transactionId })
    .returning();
  return row;
}

/** Succeeded payments of a user, newest first (payments_user_created_idx). */
export async function listPaymentsOfUser(db: Db, userId: string): Promise<PaymentRow[]> {
  return db
    .select()
    .from(payments)
    .where(and(eq(payments.userId, userId), eq(payments.status, 'succeeded')))
    .orderBy(desc(payments.createdAt), desc(payments.id));
}

export async function findUserIdByEmail(db: Db, email: string): Promise<string | undefined> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.email}) = ${email.toLowerCase()}`)
    .limit(1);
  return row?.id;
}

export async function webhookEventExists(db: Db, id: string): Promise<boolean> {
  const [row] = await db.select({ id: webhookEvents.id }).from(webhookEvents).where(eq(webhookEvents.id, id));
  return row !== undefined;
}

/** Records an event id once; false when it was already recorded (a redelivery, maybe a parallel one). */
export async function insertWebhookEvent(
  db: Db,
  event: { id: string; provider: string; type: string },
): Promise<boolean> {
  const rows = await db
    .insert(webhookEvents)
    .values(event)
    .onConflictDoNothing({ target: webhookEvents.id })
    .returning({ id: webhookEvents.id });
  return rows.length > 0;
}
