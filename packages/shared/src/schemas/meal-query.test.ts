import { describe, expect, it } from 'vitest';
import { adminMealsQuerySchema, mealListQuerySchema } from './meal-query';

describe('mealListQuerySchema', () => {
  it('fills the defaults of the category view', () => {
    expect(mealListQuerySchema.parse({})).toEqual({
      category: 'All',
      page: 1,
      limit: 6,
      diet: [],
      avoid: [],
    });
  });

  it('coerces query-string numbers', () => {
    const q = mealListQuerySchema.parse({
      page: '3',
      limit: '30',
      minPrice: '10',
      maxPrice: '200',
      sort: 'price',
      order: 'asc',
    });
    expect(q).toMatchObject({ page: 3, limit: 30, minPrice: 10, maxPrice: 200, sort: 'price', order: 'asc' });
  });

  it('clamps a too-large limit to 100 instead of rejecting it', () => {
    expect(mealListQuerySchema.parse({ limit: '500' }).limit).toBe(100);
    expect(mealListQuerySchema.parse({ limit: 100 }).limit).toBe(100);
  });

  it('rejects a zero or fractional page and a zero limit', () => {
    expect(mealListQuerySchema.safeParse({ page: '0' }).success).toBe(false);
    expect(mealListQuerySchema.safeParse({ page: '1.5' }).success).toBe(false);
    expect(mealListQuerySchema.safeParse({ limit: '0' }).success).toBe(false);
  });

  it('rejects maxPrice below minPrice on the maxPrice field', () => {
    const result = mealListQuerySchema.safeParse({ minPrice: '50', maxPrice: '10' });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => i.path)).toEqual([['maxPrice']]);
    expect(mealListQuerySchema.safeParse({ minPrice: '10', maxPrice: '10' }).success).toBe(true);
  });

  it('rejects negative prices and unknown categories or sorts', () => {
    expect(mealListQuerySchema.safeParse({ minPrice: '-1' }).success).toBe(false);
    expect(mealListQuerySchema.safeParse({ category: 'Brunch' }).success).toBe(false);
    expect(mealListQuerySchema.safeParse({ sort: 'title; drop table meals' }).success).toBe(false);
  });

  it('trims the search and treats an empty box as no search', () => {
    expect(mealListQuerySchema.parse({ search: '  rice ' }).search).toBe('rice');
    expect(mealListQuerySchema.parse({ search: '   ' }).search).toBeUndefined();
    expect(mealListQuerySchema.safeParse({ search: 'x'.repeat(101) }).success).toBe(false);
  });
});

describe('adminMealsQuerySchema', () => {
  it('sorts only by likes or reviews_count', () => {
    expect(adminMealsQuerySchema.parse({ sortBy: 'reviews_count', order: 'desc' })).toMatchObject({
      sortBy: 'reviews_count',
      order: 'desc',
    });
    expect(adminMealsQuerySchema.safeParse({ sortBy: 'price' }).success).toBe(false);
  });
});
