// Membership plans of docs/product/rules.md#membership-plans. The server charges from this table (never from a client-sent
// price), and the Membership cards render from it, so the two always agree.

export const PLAN_NAMES = ['Silver', 'Gold', 'Platinum'] as const;
export type PlanName = (typeof PLAN_NAMES)[number];
export type PlanSlug = Lowercase<PlanName>;

/** Bronze is the level shown when there is no active paid plan; it cannot be bought. */
export const DEFAULT_LEVEL = 'Bronze' as const;
export const MEMBERSHIP_LEVELS = [DEFAULT_LEVEL, ...PLAN_NAMES] as const;
export type MembershipLevel = (typeof MEMBERSHIP_LEVELS)[number];

export interface Plan {
  readonly name: PlanName;
  /** Lowercase name used in /checkout/{slug}. */
  readonly slug: PlanSlug;
  /** Dollars per month, as shown on the cards. */
  readonly price: number;
  /** Integer cents, what the payment provider is asked to charge (no float rounding). */
  readonly priceCents: number;
  readonly currency: 'usd';
  readonly benefits: readonly string[];
}

export const PLANS = [
  {
    name: 'Silver',
    slug: 'silver',
    price: 10,
    priceCents: 1000,
    currency: 'usd',
    benefits: [
      'Basic Badge',
      'Access to Upcoming Meals',
      '1 Monthly Meal Vote',
      'Limited Support',
      'Email Notifications',
      'Profile Highlight',
    ],
  },
  {
    name: 'Gold',
    slug: 'gold',
    price: 20,
    priceCents: 2000,
    currency: 'usd',
    benefits: [
      'Gold Badge',
      'Priority Meals',
      '3 Monthly Meal Votes',
      'Faster Support',
      'Exclusive Recipes',
      'Meal Feedback Privilege',
      'Early Access to Features',
    ],
  },
  {
    name: 'Platinum',
    slug: 'platinum',
    price: 30,
    priceCents: 3000,
    currency: 'usd',
    benefits: [
      'Platinum Badge',
      'All Perks',
      'Unlimited Meal Votes',
      '24/7 Premium Support',
      'Custom Meal Request',
      'Beta Feature Access',
      'VIP Profile Badge',
    ],
  },
] as const satisfies readonly Plan[];

/**
 * Finds a plan by name or slug, ignoring case and surrounding spaces: the checkout URL carries
 * the lowercase slug while stored payments carry the display name.
 */
export function findPlan(nameOrSlug: string): Plan | undefined {
  const key = nameOrSlug.trim().toLowerCase();
  return PLANS.find((plan) => plan.slug === key);
}

export function isMembershipLevel(value: unknown): value is MembershipLevel {
  return typeof value === 'string' && (MEMBERSHIP_LEVELS as readonly string[]).includes(value);
}
