import { CLIENT_ROUTES, type ClientRoute } from '../client-routes';
import { CATEGORY_FILTERS } from '../constants/categories';
import { ALLERGEN_FULL_NAMES, ALLERGEN_LABELS, DIET_TAG_LABELS } from '../constants/diet';
import { MEAL_SLOTS } from '../constants/menu';
import { PASSWORD_RULES } from '../constants/password-rules';
import { MEMBERSHIP_LEVELS, PLANS } from '../constants/plans';
import { MEAL_STATUSES, REQUEST_STATUSES, ROLES } from '../constants/statuses';

/**
 * The shared names people read, in English: categories, statuses, roles, plans and their benefits, diet tags and
 * allergens, meal slots, the password checklist and the screens' titles. Each has a translation in every
 * catalogue of this folder (catalogues.test.ts holds that).
 */
export function sharedNames(): string[] {
  return [
    ...new Set<string>([
      ...CATEGORY_FILTERS,
      ...REQUEST_STATUSES,
      ...MEAL_STATUSES,
      ...ROLES,
      ...MEMBERSHIP_LEVELS,
      ...PLANS.flatMap((plan) => plan.benefits),
      ...Object.values(DIET_TAG_LABELS),
      ...Object.values(ALLERGEN_LABELS),
      ...Object.values(ALLERGEN_FULL_NAMES),
      ...MEAL_SLOTS,
      ...PASSWORD_RULES.map((rule) => rule.label),
      ...Object.values(CLIENT_ROUTES as Record<string, ClientRoute>).flatMap((route) => route.title ?? []),
    ]),
  ];
}
