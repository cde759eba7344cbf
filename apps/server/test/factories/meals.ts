import { randomUUID } from 'node:crypto';
import type { Db } from '../../src/db/client.js';
import { meals } from '../../src/db/schema/index.js';

type NewMeal = typeof meals.$inferInsert;

let counter = 0;

/** Inserts meals straight into the database; each field can be overridden. */
export async function insertMeals(db: Db, overrides: Partial<NewMeal>[]): Promise<string[]> {
  const rows = overrides.map((o) => {
    counter += 1;
    return {
      id: randomUUID(),
      title: `Test meal ${counter}`,
      category: 'Lunch' as const,
      image: '/api/images/00000000-0000-4000-8000-000000000000',
      ingredients: 'rice, lentils',
      description: 'A plain test meal',
      price: 100,
      postTime: new Date(),
      distributorName: 'Kitchen',
      distributorEmail: 'kitchen@messhall.test',
      ...o,
    };
  });
  await db.insert(meals).values(rows);
  return rows.map((r) => r.id);
}

/**
 * SQL inserting dishes i = 1…count straight into meals, for lists larger than a test could post: dish i is i
 * minutes newer than dish i - 1, in category i % 4, every 97th is upcoming, and prices repeat (the id breaks
 * ties). `title`, `dietTags` and `allergens` are SQL expressions of i.
 */
export function dishesSql(count: number, columns: { title: string; dietTags?: string; allergens?: string }) {
  return `
  insert into meals (title, category, image, ingredients, description, price, post_time, status, distributor_name,
                     distributor_email, diet_tags, allergens, created_at, updated_at)
  select ${columns.title},
         (array['Breakfast','Lunch','Dinner','Snacks'])[1 + i % 4]::meal_category,
         '/api/images/00000000-0000-4000-8000-000000000000',
         'rice, onion', 'A plain dish',
         20 + (i * 7919) % 300,
         now(),
         (case when i % 97 = 0 then 'upcoming' else 'published' end)::meal_status,
         'Kitchen', 'kitchen@messhall.test',
         ${columns.dietTags ?? `'{}'`},
         ${columns.allergens ?? `'{}'`},
         now() - (${count} - i) * interval '1 minute',
         now()
  from generate_series(1, ${count}) i`;
}
