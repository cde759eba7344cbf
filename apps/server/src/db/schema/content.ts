import { bigserial, index, integer, jsonb, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { bytea, tsz } from './columns.js';
import { users } from './auth.js';

// Images live in the database: one backup holds everything and every app instance can serve them.
export const images = pgTable('images', {
  id: uuid('id').primaryKey().defaultRandom(),
  ownerId: text('owner_id').references(() => users.id, { onDelete: 'set null' }),
  contentType: text('content_type').notNull(),
  width: integer('width').notNull(),
  height: integer('height').notNull(),
  sizeBytes: integer('size_bytes').notNull(),
  bytes: bytea('bytes').notNull(),
  createdAt: tsz('created_at').notNull().defaultNow(),
});

// Smaller copies of an image for responsive `srcset`s (decision 0017): made on first request, one row per
// (image, width), kept beside the original so every instance shares them and the resize runs once.
export const imageVariants = pgTable(
  'image_variants',
  {
    imageId: uuid('image_id')
      .notNull()
      .references(() => images.id, { onDelete: 'cascade' }),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    contentType: text('content_type').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    bytes: bytea('bytes').notNull(),
    createdAt: tsz('created_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.imageId, t.width] })],
);

export const notifications = pgTable(
  'notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    /** The title in English, as written when it was sent; what a row without a key shows. */
    title: text('title').notNull(),
    /** The title as a key of the shared catalogue and its values, worded in each reader's language. */
    titleKey: text('title_key'),
    titleValues: jsonb('title_values'),
    body: text('body').notNull().default(''),
    link: text('link'),
    readAt: tsz('read_at'),
    createdAt: tsz('created_at').notNull().defaultNow(),
  },
  (t) => [index('notifications_user_created_idx').on(t.userId, t.createdAt.desc())],
);

export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    actorId: text('actor_id'),
    action: text('action').notNull(),
    targetType: text('target_type').notNull(),
    targetId: text('target_id'),
    data: jsonb('data'),
    createdAt: tsz('created_at').notNull().defaultNow(),
  },
  (t) => [index('audit_log_created_idx').on(t.createdAt.desc())],
);

export const newsletterSubscribers = pgTable('newsletter_subscribers', {
  email: text('email').primaryKey(),
  createdAt: tsz('created_at').notNull().defaultNow(),
});

// Small facts about this installation: secrets generated on first start (when not given by env, so sessions
// survive restarts on every instance) and one-time markers such as "demo content was seeded".
export const appSettings = pgTable('app_settings', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: tsz('created_at').notNull().defaultNow(),
});
