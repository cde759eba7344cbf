import type { z } from 'zod';
import {
  adminCheckResponseSchema,
  adminMealsResponseSchema,
  adminReviewPageSchema,
  authConfigResponseSchema,
  copyWeekResponseSchema,
  countResponseSchema,
  createPaymentIntentResponseSchema,
  devMailboxResponseSchema,
  dietProfileSchema,
  headcountResponseSchema,
  insightsResponseSchema,
  likeResponseSchema,
  mealListResponseSchema,
  mealPassSchema,
  mealRequestPageSchema,
  mealRequestSchema,
  mealSchema,
  membershipSchema,
  menuResponseSchema,
  menuSlotResponseSchema,
  menuTimesResponseSchema,
  notificationPageSchema,
  notificationReadResponseSchema,
  paymentConfigSchema,
  paymentHistorySchema,
  rangeSkipResponseSchema,
  reviewDeleteResponseSchema,
  reviewPageSchema,
  reviewWriteResponseSchema,
  sandboxConfirmResponseSchema,
  savePaymentResponseSchema,
  scanResponseSchema,
  skipResponseSchema,
  successResponseSchema,
  upcomingLikeResponseSchema,
  upcomingLikersSchema,
  upcomingMealListSchema,
  upcomingMealSchema,
  uploadResponseSchema,
  userListResponseSchema,
  userReviewPageSchema,
  userSchema,
} from './schemas';

/**
 * The body of each API route's success answer, keyed "METHOD /api/pattern" — the schemas the server's routes
 * declare for it. The web app's tests check every answer they make up against this table, so a change of the
 * contract fails the web tests that still fake the old one.
 */
export const API_RESPONSES = {
  'GET /api/auth-config': authConfigResponseSchema,
  'GET /api/meals': mealListResponseSchema,
  'GET /api/meals/count': countResponseSchema,
  'GET /api/meals/:id': mealSchema,
  'POST /api/meals': mealSchema,
  'PATCH /api/meals/:id': successResponseSchema,
  'DELETE /api/meals/:id': successResponseSchema,
  'PATCH /api/meals/:id/like': likeResponseSchema,
  'GET /api/admin/meals': adminMealsResponseSchema,
  'GET /api/upcoming': upcomingMealListSchema,
  'POST /api/upcoming': upcomingMealSchema,
  'PATCH /api/upcoming/:id/like': upcomingLikeResponseSchema,
  'GET /api/upcoming/:id/likes': upcomingLikersSchema,
  'PATCH /api/upcoming/:id': successResponseSchema,
  'DELETE /api/upcoming/:id': successResponseSchema,
  'GET /api/meals/:id/reviews': reviewPageSchema,
  'POST /api/meals/:id/reviews': reviewWriteResponseSchema,
  'DELETE /api/reviews/:id': reviewDeleteResponseSchema,
  'GET /api/reviews/all': adminReviewPageSchema,
  'GET /api/reviews/user/:userId': userReviewPageSchema,
  'POST /api/requests': mealRequestSchema,
  'GET /api/requests': mealRequestPageSchema,
  'PATCH /api/requests/:id/serve': mealRequestSchema,
  'PATCH /api/requests/:id': mealRequestSchema,
  'DELETE /api/requests/:id': successResponseSchema,
  'POST /api/users': userSchema,
  'GET /api/users/me': userSchema,
  'GET /api/users/me/diet': dietProfileSchema,
  'PUT /api/users/me/diet': dietProfileSchema,
  'GET /api/users/admin/:email': adminCheckResponseSchema,
  'GET /api/users': userListResponseSchema,
  'PATCH /api/users/:id/make-admin': successResponseSchema,
  'GET /api/notifications': notificationPageSchema,
  'PATCH /api/notifications/read-all': notificationReadResponseSchema,
  'PATCH /api/notifications/:id/read': notificationReadResponseSchema,
  'POST /api/uploads': uploadResponseSchema,
  'POST /api/newsletter': successResponseSchema,
  'GET /api/dev/mailbox': devMailboxResponseSchema,
  'GET /api/payment/config': paymentConfigSchema,
  'POST /api/payment/create-payment-intent': createPaymentIntentResponseSchema,
  'POST /api/payment/sandbox/confirm': sandboxConfirmResponseSchema,
  'POST /api/payment/save-payment': savePaymentResponseSchema,
  'GET /api/payment/history': paymentHistorySchema,
  'GET /api/payment/membership': membershipSchema,
  'GET /api/menu': menuResponseSchema,
  'GET /api/menu/headcount': headcountResponseSchema,
  'GET /api/menu/cutoffs': menuTimesResponseSchema,
  'PUT /api/menu/cutoffs': menuTimesResponseSchema,
  'PUT /api/menu/:date/:slot': menuSlotResponseSchema,
  'POST /api/menu/copy-week': copyWeekResponseSchema,
  'POST /api/menu/:date/:slot/skip': skipResponseSchema,
  'POST /api/menu/skips': rangeSkipResponseSchema,
  'GET /api/menu/:date/:slot/pass': mealPassSchema,
  'POST /api/menu/scan': scanResponseSchema,
  'GET /api/admin/insights': insightsResponseSchema,
} as const satisfies Record<string, z.ZodType>;

export type ApiRoute = keyof typeof API_RESPONSES;

const patterns = Object.keys(API_RESPONSES).map((key) => {
  const [method, path] = key.split(' ') as [string, string];
  const params = path.split('/').filter((part) => part.startsWith(':')).length;
  const regex = new RegExp(`^${path.replace(/:\w+/g, '[^/]+')}$`);
  return { key: key as ApiRoute, method, regex, params };
});
// A path without parameters wins over a pattern that also matches it (/api/meals/count before /api/meals/:id).
patterns.sort((a, b) => a.params - b.params);

/** The table's route for a request, or undefined when the table does not describe it. */
export function apiRouteOf(method: string, pathname: string): ApiRoute | undefined {
  return patterns.find((p) => p.method === method && p.regex.test(pathname))?.key;
}
