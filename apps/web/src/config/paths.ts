/**
 * Every in-app URL in one place (spec §2 route table, plus /reset-password and /dev/mailbox).
 * `paths.*` build links; `routePatterns.*` are the matching React Router patterns.
 */
const seg = (value: string | number) => encodeURIComponent(String(value));

export const paths = {
  home: () => '/',
  meals: () => '/meals',
  /** Old-style link target; the router redirects it to the meal details page. */
  mealLegacy: (id: string) => `/meals/${seg(id)}`,
  upcomingMeals: () => '/upcomingmeals',
  mealDetails: (id: string) => `/mealdetails/${seg(id)}`,
  signup: () => '/signup',
  login: () => '/login',
  resetPassword: () => '/reset-password',
  forbidden: () => '/forbidden',
  /** Plan cards link with the plan name in lowercase (silver, gold, platinum). */
  checkout: (packageName: string) => `/checkout/${seg(packageName.toLowerCase())}`,
  devMailbox: () => '/dev/mailbox',
  dashboard: {
    root: () => '/dashboard',
    requestedMeals: () => '/dashboard/requestedmeals',
    myReviews: () => '/dashboard/myreviews',
    paymentHistory: () => '/dashboard/paymenthistory',
    /** A printable receipt of one payment (decision 0014). */
    receipt: (transactionId: string) => `/dashboard/paymenthistory/${seg(transactionId)}`,
  },
  admin: {
    root: () => '/admin',
    profile: () => '/admin/adminprofile',
    manageUsers: () => '/admin/manageusers',
    addMeal: () => '/admin/addmeal',
    allMeals: () => '/admin/allmeals',
    allReviews: () => '/admin/allreviews',
    serveMeals: () => '/admin/servemeals',
    upcomingMeals: () => '/admin/upcomingmealsadmin',
    mealDetails: (id: string) => `/admin/mealdetails/${seg(id)}`,
    updateMeal: (id: string) => `/admin/updatemeal/${seg(id)}`,
  },
} as const;

export const routePatterns = {
  home: '/',
  meals: '/meals',
  mealLegacy: '/meals/:id',
  upcomingMeals: '/upcomingmeals',
  mealDetails: '/mealdetails/:id',
  signup: '/signup',
  login: '/login',
  resetPassword: '/reset-password',
  forbidden: '/forbidden',
  checkout: '/checkout/:packageName',
  devMailbox: '/dev/mailbox',
  dashboard: {
    root: '/dashboard',
    requestedMeals: '/dashboard/requestedmeals',
    myReviews: '/dashboard/myreviews',
    paymentHistory: '/dashboard/paymenthistory',
    receipt: '/dashboard/paymenthistory/:transactionId',
  },
  admin: {
    root: '/admin',
    profile: '/admin/adminprofile',
    manageUsers: '/admin/manageusers',
    addMeal: '/admin/addmeal',
    allMeals: '/admin/allmeals',
    allReviews: '/admin/allreviews',
    serveMeals: '/admin/servemeals',
    upcomingMeals: '/admin/upcomingmealsadmin',
    mealDetails: '/admin/mealdetails/:id',
    updateMeal: '/admin/updatemeal/:id',
  },
} as const;

/**
 * A pattern relative to the area it belongs to, for the nested <Routes> of an area that is its own chunk:
 * relativePattern('/admin', '/admin/updatemeal/:id') is 'updatemeal/:id'.
 */
export function relativePattern(base: string, pattern: string): string {
  if (!pattern.startsWith(`${base}/`)) throw new Error(`Route pattern ${pattern} is not under ${base}`);
  return pattern.slice(base.length + 1);
}
