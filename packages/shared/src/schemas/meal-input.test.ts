import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { isPublishDateValid, mealInputSchema, upcomingMealInputSchema } from './meal-input';

const valid = {
  title: '  Chicken Biryani ',
  category: 'Lunch',
  image: '/api/images/6f1c2d3e-1111-4222-8333-444455556666',
  ingredients: 'Rice, chicken, spices',
  description: 'Fragrant rice with chicken.',
  price: '120.50',
  postTime: '2026-11-21T10:00:00.000Z',
};

function messagesFor(input: unknown, schema: z.ZodType = mealInputSchema) {
  const result = schema.safeParse(input);
  return result.success
    ? {}
    : Object.fromEntries(result.error.issues.map((i) => [i.path.join('.'), i.message]));
}

describe('mealInputSchema', () => {
  it('parses a valid form: trims text and turns the price into a number', () => {
    expect(mealInputSchema.parse(valid)).toEqual({
      ...valid,
      title: 'Chicken Biryani',
      price: 120.5,
      dietTags: [],
      allergens: [],
    });
  });

  it('strips mass-assignment keys instead of trusting them', () => {
    const parsed = mealInputSchema.parse({
      ...valid,
      role: 'admin',
      likes: 999,
      rating: 5,
      reviews_count: 40,
      distributorEmail: 'attacker@example.com',
      distributorName: 'Mallory',
      _id: 'x',
    });
    expect(Object.keys(parsed).sort()).toEqual([
      'allergens',
      'category',
      'description',
      'dietTags',
      'image',
      'ingredients',
      'postTime',
      'price',
      'title',
    ]);
  });

  it('reports the spec texts for an empty form', () => {
    expect(messagesFor({})).toEqual({
      title: 'Title is required',
      category: 'Category is required',
      image: 'Please upload an image first.',
      ingredients: 'Ingredients are required',
      description: 'Description is required',
      price: 'Price is required',
      postTime: 'Post time is required',
    });
  });

  it('treats blank strings like missing fields', () => {
    const blank = {
      title: '   ',
      category: '',
      image: '',
      ingredients: ' ',
      description: '',
      price: '',
      postTime: '',
    };
    expect(messagesFor(blank)).toMatchObject({
      title: 'Title is required',
      category: 'Category is required',
      price: 'Price is required',
      postTime: 'Post time is required',
    });
  });

  it("rejects a negative price with 'Must be positive' and allows 0", () => {
    expect(messagesFor({ ...valid, price: -1 })).toEqual({ price: 'Must be positive' });
    expect(messagesFor({ ...valid, price: '-0.5' })).toEqual({ price: 'Must be positive' });
    expect(mealInputSchema.parse({ ...valid, price: 0 }).price).toBe(0);
  });

  it('limits price to 2 decimals and a sane maximum', () => {
    expect(mealInputSchema.parse({ ...valid, price: 19.99 }).price).toBe(19.99);
    expect(messagesFor({ ...valid, price: 1.234 }).price).toBeDefined();
    expect(messagesFor({ ...valid, price: 100_001 }).price).toBeDefined();
    expect(messagesFor({ ...valid, price: 'abc' }).price).toBe('Price must be a number');
  });

  it('rejects unknown categories and over-long titles', () => {
    expect(messagesFor({ ...valid, category: 'Brunch' }).category).toBeDefined();
    expect(messagesFor({ ...valid, category: 'All' }).category).toBeDefined();
    expect(messagesFor({ ...valid, title: 'x'.repeat(121) }).title).toBeDefined();
  });

  it('accepts only our image paths', () => {
    for (const image of [
      'https://cdn.example.com/a.png',
      'javascript:alert(1)',
      'data:image/png;base64,AAAA',
      '/api/images/../auth',
      'ftp://x/y',
    ]) {
      expect(mealInputSchema.safeParse({ ...valid, image }).success, image).toBe(false);
    }
  });

  it('wants an ISO date-time with a zone, not a bare datetime-local value', () => {
    expect(messagesFor({ ...valid, postTime: '2026-11-21T10:00' }).postTime).toBe(
      'Enter a valid date and time',
    );
  });
});

describe('upcomingMealInputSchema', () => {
  const upcoming = { ...valid, postTime: undefined, publishDate: '2026-12-01T08:00:00.000Z' };

  it('needs a publish date but no post time', () => {
    expect(upcomingMealInputSchema.safeParse(upcoming).success).toBe(true);
    expect(messagesFor({ ...upcoming, publishDate: '' }, upcomingMealInputSchema)).toEqual({
      publishDate: 'Publish date is required',
    });
  });

  it("uses the upcoming form's image text", () => {
    expect(messagesFor({ ...upcoming, image: '' }, upcomingMealInputSchema)).toEqual({
      image: 'Please upload an image.',
    });
  });
});

describe('isPublishDateValid', () => {
  const now = new Date('2026-11-21T12:00:00.000Z');

  it('accepts now and the future, rejects the past', () => {
    expect(isPublishDateValid('2026-11-22T12:00:00.000Z', now)).toBe(true);
    expect(isPublishDateValid(now, now)).toBe(true);
    expect(isPublishDateValid('2026-11-21T11:00:00.000Z', now)).toBe(false);
  });

  it('allows the current minute (grace) unless told otherwise', () => {
    const thirtySecondsAgo = new Date(now.getTime() - 30_000);
    expect(isPublishDateValid(thirtySecondsAgo, now)).toBe(true);
    expect(isPublishDateValid(thirtySecondsAgo, now, 0)).toBe(false);
  });

  it('rejects garbage', () => {
    expect(isPublishDateValid('not a date', now)).toBe(false);
  });
});
