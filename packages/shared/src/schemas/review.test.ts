import { describe, expect, it } from 'vitest';
import { mealRequestInputSchema, requestStatusUpdateSchema } from './meal-request';
import { reviewInputSchema, reviewUpdateSchema } from './review';

describe('review inputs', () => {
  it('trims content, takes 1..5 whole stars and ignores author fields', () => {
    expect(
      reviewInputSchema.parse({ content: ' Tasty ', rating: '4', userId: 'x', userName: 'Eve' }),
    ).toEqual({
      content: 'Tasty',
      rating: 4,
    });
    for (const rating of [0, 6, 2.5, 'five']) {
      const result = reviewInputSchema.safeParse({ content: 'ok', rating });
      expect(result.success, String(rating)).toBe(false);
      expect(result.error?.issues[0]).toMatchObject({
        path: ['rating'],
        message: 'A rating is 1 to 5 stars',
      });
    }
  });

  it('takes the spec’s text-only body: no stars, or an empty star choice, is a review without stars', () => {
    const spec = { userId: 'u', userName: 'Eve', content: 'Loved the khichuri' };
    expect(reviewInputSchema.parse(spec)).toEqual({ content: 'Loved the khichuri' });
    for (const rating of ['', null, undefined]) {
      expect(reviewInputSchema.parse({ content: 'ok', rating }), String(rating)).toEqual({ content: 'ok' });
    }
  });

  it('refuses blank and over-long reviews', () => {
    expect(reviewInputSchema.safeParse({ content: '   ', rating: 5 }).success).toBe(false);
    expect(reviewInputSchema.safeParse({ content: 'x'.repeat(2001), rating: 5 }).success).toBe(false);
    expect(reviewInputSchema.safeParse({ content: 'x'.repeat(2000), rating: 5 }).success).toBe(true);
  });

  it('refuses the NUL character, which PostgreSQL text cannot store', () => {
    expect(reviewInputSchema.safeParse({ content: 'a\u0000b', rating: 5 }).success).toBe(false);
  });

  it('lets an edit keep the rating', () => {
    expect(reviewUpdateSchema.parse({ content: 'Better now' })).toEqual({ content: 'Better now' });
  });
});

describe('meal request inputs', () => {
  it('takes only the meal id from the body', () => {
    const mealId = '6f1c2d3e-1111-4222-8333-444455556666';
    expect(
      mealRequestInputSchema.parse({
        mealId,
        userId: 'u',
        userEmail: 'x@y.z',
        status: 'delivered',
        packageName: 'Gold',
      }),
    ).toEqual({ mealId });
    expect(mealRequestInputSchema.safeParse({ mealId: "1' or '1'='1" }).success).toBe(false);
  });

  it('accepts known statuses only (the server decides which transitions are allowed: 409 otherwise)', () => {
    expect(requestStatusUpdateSchema.safeParse({ status: 'cancelled' }).success).toBe(true);
    expect(requestStatusUpdateSchema.safeParse({ status: 'pending' }).success).toBe(true);
    expect(requestStatusUpdateSchema.safeParse({ status: 'approved' }).success).toBe(false);
    expect(requestStatusUpdateSchema.safeParse({}).success).toBe(false);
  });
});
