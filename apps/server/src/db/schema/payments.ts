import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { tsz } from './columns.js';
import { users } from './auth.js';

export const payments = pgTable(
  'payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    packageName: text('package_name').notNull(),
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull(),
    provider: text('provider').notNull(),
    // One payment per provider transaction: save-payment and webhooks may both arrive, more than once.
    transactionId: text('transaction_id').notNull().unique(),
    status: text('status').notNull(),
    periodStart: tsz('period_start').notNull(),
    periodEnd: tsz('period_end').notNull(),
    createdAt: tsz('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('payments_user_created_idx').on(t.userId, t.createdAt.desc()),
    index('payments_user_period_idx').on(t.userId, t.periodEnd.desc()),
    // Admin insights: revenue and the payments export of a range of days (docs/decisions/0040).
    index('payments_created_idx').on(t.createdAt),
    check('payments_amount_positive', sql`${t.amountCents} > 0`),
  ],
);

// Each provider event is processed once, whatever the number of deliveries.
export const webhookEvents = pgTable('webhook_events', {
  id: text('id').primaryKey(),
  provider: text('provider').notNull(),
  type: text('type').notNull(),
  receivedAt: tsz('received_at').notNull().defaultNow(),
});

/**
 * Checkout attempts. The sandbox provider's intents live only here (the client secret is the card form's key);
 * Stripe's are mirrored here so a double click or a reload reuses the pending one instead of creating another.
 */
export const paymentIntents = pgTable(
  'payment_intents',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    packageName: text('package_name').notNull(),
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull(),
    // Random and unguessable: whoever holds it can confirm the intent (with the owner's session, here).
    clientSecret: text('client_secret').notNull().unique(),
    status: text('status').notNull().default('requires_payment_method'),
    provider: text('provider').notNull(),
    createdAt: tsz('created_at').notNull().defaultNow(),
    updatedAt: tsz('updated_at').notNull().defaultNow(),
  },
  (t) => [
    // At most one pending intent per user, plan and provider: parallel "create" calls converge on one.
    uniqueIndex('payment_intents_one_pending_idx')
      .on(t.userId, t.packageName, t.provider)
      .where(sql`${t.status} = 'requires_payment_method'`),
    index('payment_intents_user_idx').on(t.userId, t.createdAt.desc()),
    check(
      'payment_intents_status_known',
      sql`${t.status} in ('requires_payment_method', 'succeeded', 'canceled')`,
    ),
    check('payment_intents_amount_positive', sql`${t.amountCents} > 0`),
  ],
);
