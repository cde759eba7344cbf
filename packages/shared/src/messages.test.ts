import { describe, expect, it } from 'vitest';
import { MESSAGES, MSG } from './messages';

describe('messages', () => {
  it('keeps spec texts verbatim', () => {
    expect(MSG.nameRequired).toBe('Name is required');
    expect(MSG.passwordMinLength).toBe('Password must be at least 8 characters');
    expect(MSG.passwordCriteria).toBe('Password must meet all criteria');
    expect(MSG.loginPasswordRule).toBe(
      'Password must be at least 8 characters long and contain uppercase, lowercase, number, and special character',
    );
    expect(MSG.needSubscription).toBe('You need an active subscription to request meals');
    expect(MSG.pricePositive).toBe('Must be positive');
    expect(MSG.uploadImageFirst).toBe('Please upload an image first.');
    expect(MSG.stripeNotReady).toBe('Stripe is not ready or client secret is missing.');
    expect(MSG.paymentSaveFailed).toBe('Payment succeeded, but saving failed.');
    expect(MSG.mealAddFailed).toBe('Failed to add meal...');
    expect(MSG.upcomingMealAddFailed).toBe('Failed to add meal.');
    expect(MSG.requestCancelled).toBe('Request cancelled');
    expect(MSG.requestCanceled).toBe('Request canceled');
    expect(MSG.pleaseLogInToLike).toBe('Please log in to like meals.');
    expect(MSG.mealNotFound).toBe('Meal not found.');
  });

  it('interpolates limits into our own texts', () => {
    expect(MSG.titleTooLong).toBe('Title must be at most 120 characters');
    expect(MSG.reviewTooLong).toBe('Review must be at most 2000 characters');
  });

  it('has no key in two groups (the flat MSG would silently keep only one)', () => {
    const groupKeys = Object.values(MESSAGES).flatMap((group) => Object.keys(group));
    expect(new Set(groupKeys).size).toBe(groupKeys.length);
    expect(Object.keys(MSG)).toHaveLength(groupKeys.length);
  });

  it('has no blank or untrimmed text', () => {
    for (const text of Object.values(MSG)) expect(text).toBe(text.trim());
  });
});
