import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgEnum, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { MEAL_SLOTS } from '@messhall/shared';
import { tsz } from './columns.js';
import { users } from './auth.js';
import { meals } from './meals.js';

// The daily meal service (decision 0035). `date` is a calendar day of the hostel's time zone, kept as text
// (YYYY-MM-DD) in the API and as a SQL date here.

export const mealSlot = pgEnum('meal_slot', MEAL_SLOTS);

/** What a day's slot serves: one row per listed meal, in `position` order. A deleted meal leaves the menu. */
export const menuItems = pgTable(
  'menu_items',
  {
    date: date('date', { mode: 'string' }).notNull(),
    slot: mealSlot('slot').notNull(),
    mealId: uuid('meal_id')
      .notNull()
      .references(() => meals.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
  },
  (t) => [primaryKey({ columns: [t.date, t.slot, t.mealId] }), index('menu_items_meal_idx').on(t.mealId)],
);

/** A member will not eat this slot. One row per member and slot, whatever the number of clicks. */
export const mealSkips = pgTable(
  'meal_skips',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    date: date('date', { mode: 'string' }).notNull(),
    slot: mealSlot('slot').notNull(),
    createdAt: tsz('created_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.date, t.slot] }),
    index('meal_skips_date_slot_idx').on(t.date, t.slot),
  ],
);

/** A pass scanned at the counter: one serving per member and slot, so a second scan (or a screenshot) fails. */
export const mealServings = pgTable(
  'meal_servings',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    date: date('date', { mode: 'string' }).notNull(),
    slot: mealSlot('slot').notNull(),
    servedAt: tsz('served_at').notNull().defaultNow(),
    servedBy: text('served_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.date, t.slot] }),
    index('meal_servings_date_slot_idx').on(t.date, t.slot),
  ],
);

/**
 * What the kitchen cooked for a slot and what was left after it (decision 0066): one row per day and slot,
 * written on that hostel day by an admin; the insights' waste is read from it.
 */
export const mealProduction = pgTable(
  'meal_production',
  {
    date: date('date', { mode: 'string' }).notNull(),
    slot: mealSlot('slot').notNull(),
    cooked: integer('cooked').notNull(),
    leftover: integer('leftover').notNull(),
    updatedAt: tsz('updated_at').notNull().defaultNow(),
    updatedBy: text('updated_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    primaryKey({ columns: [t.date, t.slot] }),
    check(
      'meal_production_portions',
      sql`${t.cooked} >= 0 and ${t.leftover} >= 0 and ${t.leftover} <= ${t.cooked}`,
    ),
  ],
);
