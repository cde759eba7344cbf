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
