import { sql } from 'drizzle-orm';
import { check, index, pgTable, smallint, text, unique, uuid } from 'drizzle-orm/pg-core';
import { tsz } from './columns.js';
import { users } from './auth.js';
import { meals } from './meals.js';

export const reviews = pgTable(
  'reviews',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    mealId: uuid('meal_id')
      .notNull()
      .references(() => meals.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    // Stars are optional: the spec's review is text only.
    rating: smallint('rating'),
    content: text('content').notNull(),
    createdAt: tsz('created_at').notNull().defaultNow(),
    updatedAt: tsz('updated_at').notNull().defaultNow(),
  },
  (t) => [
    // One review per user per meal; a second submit edits it.
    unique('reviews_meal_user_unique').on(t.mealId, t.userId),
    index('reviews_meal_created_idx').on(t.mealId, t.createdAt.desc()),
    index('reviews_user_created_idx').on(t.userId, t.createdAt.desc()),
    index('reviews_created_idx').on(t.createdAt.desc()),
    check('reviews_rating_range', sql`${t.rating} between 1 and 5`),
  ],
);
