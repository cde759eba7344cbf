import { CLIENT_ROUTES as r, routeUrl } from '@messhall/shared';

/**
 * Every in-app URL in one place, built from the shared route table (packages/shared/src/client-routes.ts),
 * which also gives the router its patterns.
 */
export const paths = {
  home: () => r.home.path,
  meals: () => r.meals.path,
  upcomingMeals: () => r.upcomingMeals.path,
  mealDetails: (id: string) => routeUrl(r.mealDetails.path, { id }),
  /** The dated menu (decision 0035). */
  menu: () => r.menu.path,
  /** The member's QR pass for the slot being served or next. */
  mealPass: () => r.mealPass.path,
  signup: () => r.signup.path,
  login: () => r.login.path,
  resetPassword: () => r.resetPassword.path,
  forbidden: () => r.forbidden.path,
  /** Plan cards link with the plan name in lowercase (silver, gold, platinum). */
  checkout: (packageName: string) => routeUrl(r.checkout.path, { packageName: packageName.toLowerCase() }),
  devMailbox: () => r.devMailbox.path,
  dashboard: {
    root: () => r.dashboard.path,
    requestedMeals: () => r.requestedMeals.path,
    myReviews: () => r.myReviews.path,
    paymentHistory: () => r.paymentHistory.path,
    /** The diet profile: the student's diet and the allergens they avoid. */
    diet: () => r.myDiet.path,
    /** A printable receipt of one payment (decision 0014). */
    receipt: (transactionId: string) => routeUrl(r.receipt.path, { transactionId }),
  },
  admin: {
    profile: () => r.adminProfile.path,
    manageUsers: () => r.manageUsers.path,
    addMeal: () => r.addMeal.path,
    allMeals: () => r.adminAllMeals.path,
    allReviews: () => r.allReviews.path,
    serveMeals: () => r.serveMeals.path,
    upcomingMeals: () => r.adminUpcomingMeals.path,
    menuPlanner: () => r.menuPlanner.path,
    headcount: () => r.headcount.path,
    /** The kitchen's numbers over a range of hostel days (`?from=&to=`). */
    insights: () => r.adminInsights.path,
    /** The kitchen's printable sheet of one hostel day (YYYY-MM-DD). */
    daySheet: (date: string) => routeUrl(r.daySheet.path, { date }),
    scanPasses: () => r.scanPasses.path,
    mealDetails: (id: string) => routeUrl(r.adminMealDetails.path, { id }),
    updateMeal: (id: string) => routeUrl(r.updateMeal.path, { id }),
  },
} as const;
