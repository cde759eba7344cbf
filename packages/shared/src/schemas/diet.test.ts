import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { DIET_MESSAGES } from '../messages';
import { allergensField, dietProfileSchema, dietTagsField } from './diet';
import { mealListQuerySchema } from './meal-query';

describe('diet tags and allergens in a meal body', () => {
  it('default to none and collapse repeats', () => {
    const body = z.object({ dietTags: dietTagsField, allergens: allergensField });
    expect(body.parse({})).toEqual({ dietTags: [], allergens: [] });
    expect(body.parse({ dietTags: ['vegan', 'vegan'], allergens: ['milk', 'eggs', 'milk'] })).toEqual({
      dietTags: ['vegan'],
      allergens: ['milk', 'eggs'],
    });
  });

  it('refuse unknown values with the list’s own message', () => {
    const tags = dietTagsField.safeParse(['pescatarian']);
    expect(tags.error?.issues[0]?.message).toBe(DIET_MESSAGES.unknownDietTag);
    const allergens = allergensField.safeParse('milk');
    expect(allergens.error?.issues[0]?.message).toBe(DIET_MESSAGES.unknownAllergen);
  });
});

describe('?diet= and ?avoid= on the meal list', () => {
  it('split on commas, trim, drop empty parts and repeats', () => {
    expect(
      mealListQuerySchema.parse({ diet: ' vegetarian, ,halal,vegetarian', avoid: 'peanuts,' }),
    ).toMatchObject({ diet: ['vegetarian', 'halal'], avoid: ['peanuts'] });
    expect(mealListQuerySchema.parse({ diet: '', avoid: ',' })).toMatchObject({ diet: [], avoid: [] });
  });

  it('refuse an unknown value on the parameter that holds it', () => {
    const result = mealListQuerySchema.safeParse({ diet: 'vegan', avoid: 'milk,nuts' });
    expect(result.error?.issues.map((i) => [i.path[0], i.message])).toEqual([
      ['avoid', DIET_MESSAGES.unknownAllergen],
    ]);
  });
});

describe('the diet profile', () => {
  it('needs both lists and has no transform, so it can also encode the answer', () => {
    expect(dietProfileSchema.safeParse({ diet: [] }).success).toBe(false);
    const profile = { diet: ['halal'], avoid: ['sesame'] };
    expect(z.encode(dietProfileSchema, profile as never)).toEqual(profile);
  });
});
