import { sql } from 'drizzle-orm';
import { index, pgEnum, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { tsz } from './columns.js';
import { users } from './auth.js';
import { meals } from './meals.js';

export const requestStatus = pgEnum('request_status', ['pending', 'delivered', 'cancelled']);

export const mealRequests = pgTable(
  'meal_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    mealId: uuid('meal_id')
      .notNull()
      .references(() => meals.id, { onDelete: 'cascade' }),
    // The plan the member held when asking, decided by the server from the payments table.
    packageName: text('package_name').notNull(),
    status: requestStatus('status').notNull().default('pending'),
    createdAt: tsz('created_at').notNull().defaultNow(),
    updatedAt: tsz('updated_at').notNull().defaultNow(),
  },
  (t) => [
    // At most one pending request per user per meal; delivered/cancelled history may repeat.
    uniqueIndex('meal_requests_one_pending_idx')
      .on(t.userId, t.mealId)
      .where(sql`${t.status} = 'pending'`),
    index('meal_requests_user_created_idx').on(t.userId, t.createdAt.desc()),
    index('meal_requests_created_idx').on(t.createdAt.desc()),
  ],
);
