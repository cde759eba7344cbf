import { describe, expect, it } from 'vitest';
import { DEFAULT_LEVEL, findPlan, isMembershipLevel, MEMBERSHIP_LEVELS, PLANS } from './plans';

describe('PLANS', () => {
  it('has the plan prices, in card order', () => {
    expect(PLANS.map((p) => [p.name, p.slug, p.price, p.priceCents, p.currency])).toEqual([
      ['Silver', 'silver', 10, 1000, 'usd'],
      ['Gold', 'gold', 20, 2000, 'usd'],
      ['Platinum', 'platinum', 30, 3000, 'usd'],
    ]);
  });

  it('keeps cents and dollars in step', () => {
    for (const plan of PLANS) expect(plan.priceCents).toBe(Math.round(plan.price * 100));
  });

  it('lists the benefits verbatim', () => {
    expect(findPlan('Silver')?.benefits).toEqual([
      'Basic Badge',
      'Access to Upcoming Meals',
      '1 Monthly Meal Vote',
      'Limited Support',
      'Email Notifications',
      'Profile Highlight',
    ]);
    expect(findPlan('Gold')?.benefits).toEqual([
      'Gold Badge',
      'Priority Meals',
      '3 Monthly Meal Votes',
      'Faster Support',
      'Exclusive Recipes',
      'Meal Feedback Privilege',
      'Early Access to Features',
    ]);
    expect(findPlan('Platinum')?.benefits).toEqual([
      'Platinum Badge',
      'All Perks',
      'Unlimited Meal Votes',
      '24/7 Premium Support',
      'Custom Meal Request',
      'Beta Feature Access',
      'VIP Profile Badge',
    ]);
  });
});

describe('findPlan', () => {
  it('matches name or slug in any case', () => {
    expect(findPlan('gold')?.name).toBe('Gold');
    expect(findPlan('PLATINUM')?.name).toBe('Platinum');
    expect(findPlan(' Silver ')?.name).toBe('Silver');
  });

  it('does not sell Bronze or unknown names', () => {
    expect(findPlan('Bronze')).toBeUndefined();
    expect(findPlan('diamond')).toBeUndefined();
    expect(findPlan('')).toBeUndefined();
  });
});

describe('membership levels', () => {
  it('starts at Bronze and contains every plan', () => {
    expect(DEFAULT_LEVEL).toBe('Bronze');
    expect(MEMBERSHIP_LEVELS).toEqual(['Bronze', 'Silver', 'Gold', 'Platinum']);
    expect(isMembershipLevel('Gold')).toBe(true);
    expect(isMembershipLevel('gold')).toBe(false);
  });
});
