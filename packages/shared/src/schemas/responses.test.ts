import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import * as schemas from './index';
import { mealSchema, upcomingMealSchema } from './meal';
import { userSchema } from './user';

const meal = {
  _id: '6f1c2d3e-1111-4222-8333-444455556666',
  title: 'Khichuri',
  category: 'Dinner',
  image: '/api/images/6f1c2d3e-1111-4222-8333-444455556666',
  ingredients: 'Rice, lentils',
  description: 'Comfort food.',
  price: 80,
  postTime: '2026-11-21T10:00:00.000Z',
  distributorName: 'Admin',
  distributorEmail: 'admin@messhall.test',
  rating: 4.5,
  likes: 3,
  likedByMe: false,
  reviews_count: 2,
  createdAt: '2026-11-21T10:00:00.000Z',
  status: 'published',
  publishDate: null,
  dietTags: ['vegetarian'],
  allergens: ['milk'],
} as const;

// The server serialises with z.encode (fastify-type-provider-zod), so test that path.
describe('response schemas', () => {
  it('drop keys that are not in the contract', () => {
    const out = z.encode(mealSchema, { ...meal, likedBy: ['u1', 'u2'], internalNote: 'x' } as never);
    expect(out).toEqual(meal);
    const user = {
      _id: 'u1',
      name: 'Rahim',
      email: 'r@x.y',
      photo: null,
      role: 'user',
      subscriptionStatus: null,
      created_at: '2026-11-21T10:00:00.000Z',
      last_log_in: null,
    } as const;
    expect(z.encode(userSchema, { ...user, password: 'hash', banned: false } as never)).toEqual(user);
  });

  it('refuse Date objects, so the server must send ISO strings', () => {
    expect(z.safeEncode(mealSchema, { ...meal, postTime: new Date() } as never).success).toBe(false);
  });

  it('give upcoming meals a published flag and the likes that publish them', () => {
    const upcoming = { ...meal, status: 'upcoming', trustedLikes: 3, published: false };
    expect(upcomingMealSchema.parse(upcoming)).toMatchObject({ published: false, trustedLikes: 3 });
    expect(upcomingMealSchema.safeParse({ ...upcoming, trustedLikes: undefined }).success).toBe(false);
  });

  // Swagger renders every route schema through z.toJSONSchema; a schema it cannot render breaks /api/docs.
  it('all convert to JSON Schema for OpenAPI', () => {
    const all = Object.entries(schemas).filter(
      ([name, value]) => name.endsWith('Schema') && value instanceof z.ZodType,
    );
    expect(all.length).toBeGreaterThan(40);
    for (const [name, schema] of all) {
      expect(() => z.toJSONSchema(schema as z.ZodType, { io: 'input' }), name).not.toThrow();
      if (
        /Response|^(meal|upcomingMeal|review|userReview|adminReviewRow|mealRequest|user|payment|notification)(List)?Schema$/.test(
          name,
        )
      ) {
        expect(() => z.toJSONSchema(schema as z.ZodType, { io: 'output' }), name).not.toThrow();
      }
    }
  });
});
