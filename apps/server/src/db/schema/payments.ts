import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
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
