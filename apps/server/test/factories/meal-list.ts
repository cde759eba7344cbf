import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';

/** GET /api/meals?{query} (as a visitor, or with these headers): must answer 200; returns the body. */
export async function getMealList<T>(
  app: FastifyInstance,
  query: string,
  headers?: Record<string, string>,
): Promise<T> {
  const res = await app.inject({ method: 'GET', url: `/api/meals?${query}`, headers });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<T>();
}

/** The ORDER BY of each list order, for reference queries that know nothing of the list's windows. */
export const LIST_ORDER_SQL = {
  recent: 'created_at desc, id desc',
  'price,asc': 'price asc, id asc',
  'price,desc': 'price desc, id desc',
  'likes,desc': 'likes_count desc, created_at desc, id desc',
} as const;
export type ListOrder = keyof typeof LIST_ORDER_SQL;

export interface MealListBody<M> {
  meals: M[];
  total: number;
}

/**
 * Checks pages 1…(one past the last, or past `maxPages`) of a list against `all`, the ids of every match in the
 * list's order: each page's ids, and `total` = min(matches, offset + limit + 1), the "at least" of searches and
 * diet filters. Returns the meals of the pages read.
 */
export async function expectPagesOf<M extends { _id: string }>(
  all: readonly string[],
  limit: number,
  page: (n: number) => Promise<MealListBody<M>>,
  where: string,
  maxPages = Infinity,
): Promise<M[]> {
  const lastPage = Math.min(Math.ceil(all.length / limit), maxPages);
  const read: M[] = [];
  for (let n = 1; n <= lastPage + 1; n += 1) {
    const offset = (n - 1) * limit;
    const body = await page(n);
    const at = `${where} page ${n}`;
    expect(
      body.meals.map((m) => m._id),
      at,
    ).toEqual(all.slice(offset, offset + limit));
    expect(body.total, at).toBe(Math.min(all.length, offset + limit + 1));
    read.push(...body.meals);
  }
  return read;
}
