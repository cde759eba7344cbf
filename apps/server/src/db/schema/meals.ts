// Search uses the "simple" text configuration: no stemming, so a typed prefix ("biry") matches the word
// ("biryani"); English stemming would turn "biry" into "biri" and miss it.
import { sql } from 'drizzle-orm';
import { check, index, integer, numeric, pgEnum, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import type { Allergen, DietTag } from '@messhall/shared';
import { tsvector, tsz } from './columns.js';
import { dietKeysExpression } from './diet.js';
import { users } from './auth.js';

export const mealCategory = pgEnum('meal_category', ['Breakfast', 'Lunch', 'Dinner', 'Snacks']);
// Upcoming meals and meals share one table: publishing flips the status and keeps likes and reviews.
export const mealStatus = pgEnum('meal_status', ['upcoming', 'published']);

export const meals = pgTable(
  'meals',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    title: text('title').notNull(),
    category: mealCategory('category').notNull(),
    image: text('image').notNull(),
    ingredients: text('ingredients').notNull(),
    description: text('description').notNull(),
    price: numeric('price', { precision: 10, scale: 2, mode: 'number' }).notNull(),
    postTime: tsz('post_time').notNull(),
    status: mealStatus('status').notNull().default('published'),
    publishDate: tsz('publish_date'),
    publishedAt: tsz('published_at'),
    distributorId: text('distributor_id').references(() => users.id, { onDelete: 'set null' }),
    distributorName: text('distributor_name').notNull(),
    distributorEmail: text('distributor_email').notNull(),
    // Denormalised counters, kept exact in the same transaction as the like/review rows they count.
    likesCount: integer('likes_count').notNull().default(0),
    reviewsCount: integer('reviews_count').notNull().default(0),
    ratingSum: integer('rating_sum').notNull().default(0),
    // Reviews without stars: the average is the sum over the reviews that have them.
    unratedReviews: integer('unrated_reviews').notNull().default(0),
    rating: numeric('rating', { precision: 2, scale: 1, mode: 'number' }).notNull().default(0),
    // Kept in the order of DIET_TAGS and ALLERGENS (packages/shared/src/constants/diet.ts).
    dietTags: text('diet_tags')
      .array()
      .$type<DietTag[]>()
      .notNull()
      .default(sql`'{}'`),
    allergens: text('allergens')
      .array()
      .$type<Allergen[]>()
      .notNull()
      .default(sql`'{}'`),
    /** What the diet and avoid filters match, an index helper like searchVector: schema/diet.ts. */
    dietKeys: text('diet_keys').array().generatedAlwaysAs(dietKeysExpression()),
    searchVector: tsvector('search_vector').generatedAlwaysAs(
      sql`setweight(to_tsvector('simple', coalesce(title, '')), 'A') || setweight(to_tsvector('simple', coalesce(ingredients, '')), 'B') || setweight(to_tsvector('simple', coalesce(description, '')), 'C')`,
    ),
    createdAt: tsz('created_at').notNull().defaultNow(),
    updatedAt: tsz('updated_at').notNull().defaultNow(),
  },
  (t) => [
    // Every list order has an index in the same direction, nulls included: a DESC sort in SQL means NULLS FIRST,
    // and an index built DESC NULLS LAST (Drizzle's default) cannot serve it. The id breaks ties so pages are stable.
    index('meals_status_created_idx').on(t.status, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('meals_status_category_created_idx').on(
      t.status,
      t.category,
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    index('meals_status_category_price_idx').on(t.status, t.category, t.price, t.id),
    index('meals_status_price_idx').on(t.status, t.price, t.id),
    index('meals_status_likes_idx').on(
      t.status,
      t.likesCount.desc().nullsFirst(),
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    index('meals_status_rating_idx').on(
      t.status,
      t.rating.desc().nullsFirst(),
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    index('meals_status_reviews_idx').on(
      t.status,
      t.reviewsCount.desc().nullsFirst(),
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    index('meals_distributor_email_idx').on(t.distributorEmail),
    index('meals_search_idx').using('gin', t.searchVector),
    index('meals_diet_keys_idx').using('gin', t.dietKeys),
    check('meals_price_nonnegative', sql`${t.price} >= 0`),
    check('meals_counts_nonnegative', sql`${t.likesCount} >= 0 and ${t.reviewsCount} >= 0`),
  ],
);

// One like per user per meal: the primary key makes a double like impossible even under races.
export const mealLikes = pgTable(
  'meal_likes',
  {
    mealId: uuid('meal_id')
      .notNull()
      .references(() => meals.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: tsz('created_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.mealId, t.userId] }),
    index('meal_likes_user_idx').on(t.userId),
    // Admin insights: the likes given in a range of days, counted per meal from the index alone
    // (docs/decisions/0040).
    index('meal_likes_created_idx').on(t.createdAt, t.mealId),
  ],
);
