import { ALL_MEALS_PAGE_SIZE, DEFAULT_PRICE_RANGE, MEAL_REVIEWS_PAGE_SIZE } from './constants/limits';
import { FEATURED_MEALS_QUERY } from './constants/meal-list';
import {
  BANNER_SIZES,
  bannerSrc,
  bannerSrcSet,
  FIRST_BANNER_ID,
  HOME_CARD_IMAGE,
  type ImageSlot,
  imageSrcSet,
  LIST_CARD_IMAGE,
  MEAL_DETAILS_IMAGE,
} from './images';

/** A query string's values as the web app's API client takes them; empty ones are left out. */
export type QueryParams = Record<string, string | number | boolean | undefined | null>;

/** `path` with `query` appended in the object's order, empty values left out. */
export function withQuery(path: string, query?: QueryParams): string {
  if (!query) return path;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === '') continue;
    params.append(key, String(value));
  }
  const search = params.toString();
  return search ? `${path}${path.includes('?') ? '&' : '?'}${search}` : path;
}

/** What a plain /meals (no filters in its URL) asks GET /api/meals for: the first page of 30, all prices. */
export const ALL_MEALS_DEFAULT_QUERY = {
  category: 'All',
  minPrice: DEFAULT_PRICE_RANGE.min,
  maxPrice: DEFAULT_PRICE_RANGE.max,
  page: 1,
  limit: ALL_MEALS_PAGE_SIZE,
} as const;

/** What a meal's page asks GET /api/meals/:id/reviews for at once, and "Load more reviews" after it. */
export const mealReviewsQuery = (page: number) => ({ page, limit: MEAL_REVIEWS_PAGE_SIZE }) as const;

/**
 * TanStack Query keys of the reads a first screen makes. The server fills a query cache under these keys
 * and sends it dehydrated inside the page; the web app's query options use the same keys, so hydration
 * hands each screen its data before the first render.
 */
export const queryKeys = {
  session: ['auth', 'session'] as const,
  mealList: (query: object) => ['meals', 'list', query] as const,
  meal: (id: string) => ['meals', 'detail', id] as const,
  mealReviews: (mealId: string) => ['reviews', 'meal', mealId] as const,
};

/** The id of the JSON block in the page that carries the dehydrated query cache. */
export const QUERY_STATE_ELEMENT_ID = 'query-state';

/**
 * One API read a screen makes at once, answered by the server for the page. The query key says which read it
 * is (the server's ssr/landing-data.ts answers each kind by the service its API route calls).
 */
export interface FirstRead {
  queryKey: readonly unknown[];
  /** An infinite query: the answer is its first page (page param 1). */
  infinite?: boolean;
}

/** A picture the first paint shows, announced as `<link rel=preload as=image>` with the `<img>`'s strings. */
export interface ImageHint {
  href: string;
  srcset?: string | undefined;
  sizes?: string | undefined;
}

/** What a screen a visit commonly opens on needs before its first paint. */
export interface LandingScreen {
  /** Its reads on this URL (none for variants such as a filtered list: the screen then asks itself). */
  reads: (params: Record<string, string | undefined>, search: string) => FirstRead[];
  /** The pictures its first paint shows, from the answers (in `reads` order; undefined where one failed). */
  images?: (answers: unknown[]) => ImageHint[];
}

export interface ClientRoute {
  /** The React Router (and Fastify) pattern. */
  path: string;
  /** The screen's module, relative to apps/web/src/app/routes/. */
  screen: string;
  /** The browser tab's title; none: the site's default title. */
  title?: string;
  /** Who may open it: anyone (default), a signed-in user, or an administrator. */
  guard?: 'signed-in' | 'admin';
  /** The area layout around the screen, inside the site's layout. */
  layout?: 'dashboard' | 'admin';
  landing?: LandingScreen;
}

const image = (src: unknown, slot: ImageSlot): ImageHint[] =>
  typeof src === 'string' && (src.startsWith('/') || src.startsWith('https://'))
    ? [{ href: src, srcset: imageSrcSet(src, slot.widths), sizes: slot.sizes }]
    : [];

const firstMealImage = (answer: unknown): unknown =>
  (answer as { meals?: Array<{ image?: unknown }> } | undefined)?.meals?.[0]?.image;

/** A uuid as the API's ids are written (checked without zod: this table is part of the web app's entry). */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const mealsRead = (query: QueryParams): FirstRead => ({ queryKey: queryKeys.mealList(query) });

/**
 * Every client route of the web app. The router builds its routes from this table; the server registers the
 * landing screens from it (their chunk, data and picture hints in the page); notification links, the build's
 * chunk check and the bundle budgets read it too.
 */
export const CLIENT_ROUTES = {
  home: {
    path: '/',
    screen: 'home.tsx',
    landing: {
      reads: () => [mealsRead(FEATURED_MEALS_QUERY)],
      // The banner is the largest picture on a wide screen, the first Featured card on a phone.
      images: ([featured]) => [
        { href: bannerSrc(FIRST_BANNER_ID), srcset: bannerSrcSet(FIRST_BANNER_ID), sizes: BANNER_SIZES },
        ...image(firstMealImage(featured), HOME_CARD_IMAGE),
      ],
    },
  },
  meals: {
    path: '/meals',
    screen: 'meals.tsx',
    title: 'Meals',
    landing: {
      // With filters in the URL the screen asks for something else itself.
      reads: (_params, search) => (search ? [] : [mealsRead(ALL_MEALS_DEFAULT_QUERY)]),
      images: ([list]) => image(firstMealImage(list), LIST_CARD_IMAGE),
    },
  },
  upcomingMeals: {
    path: '/upcomingmeals',
    screen: 'upcoming-meals.tsx',
    title: 'Upcoming Meals',
    landing: { reads: () => [] },
  },
  mealDetails: {
    path: '/mealdetails/:id',
    screen: 'meal-details.tsx',
    title: 'Meal Details',
    landing: {
      reads: ({ id = '' }) => {
        if (!UUID.test(id)) return [];
        return [{ queryKey: queryKeys.meal(id) }, { queryKey: queryKeys.mealReviews(id), infinite: true }];
      },
      images: ([meal]) => image((meal as { image?: unknown } | undefined)?.image, MEAL_DETAILS_IMAGE),
    },
  },
  menu: { path: '/menu', screen: 'menu.tsx', title: 'Menu', landing: { reads: () => [] } },
  signup: { path: '/signup', screen: 'signup.tsx', title: 'Create Account', landing: { reads: () => [] } },
  login: { path: '/login', screen: 'login.tsx', title: 'Login', landing: { reads: () => [] } },
  resetPassword: { path: '/reset-password', screen: 'reset-password.tsx', title: 'Reset Password' },
  forbidden: { path: '/forbidden', screen: 'forbidden.tsx', title: 'Forbidden' },
  devMailbox: { path: '/dev/mailbox', screen: 'dev-mailbox.tsx', title: 'Dev Mailbox' },
  mealPass: { path: '/pass', screen: 'meal-pass.tsx', title: 'Meal Pass', guard: 'signed-in' },
  checkout: { path: '/checkout/:packageName', screen: 'checkout.tsx', title: 'Checkout', guard: 'signed-in' },
  dashboard: {
    path: '/dashboard',
    screen: 'dashboard/overview.tsx',
    title: 'Dashboard',
    guard: 'signed-in',
    layout: 'dashboard',
  },
  requestedMeals: {
    path: '/dashboard/requestedmeals',
    screen: 'dashboard/requested-meals.tsx',
    title: 'My Requested Meals',
    guard: 'signed-in',
    layout: 'dashboard',
  },
  myReviews: {
    path: '/dashboard/myreviews',
    screen: 'dashboard/my-reviews.tsx',
    title: 'My Reviews',
    guard: 'signed-in',
    layout: 'dashboard',
  },
  paymentHistory: {
    path: '/dashboard/paymenthistory',
    screen: 'dashboard/payment-history.tsx',
    title: 'Payment History',
    guard: 'signed-in',
    layout: 'dashboard',
  },
  // docs/product/rules.md#diet-and-allergens: the diet and the allergens the student avoids.
  myDiet: {
    path: '/dashboard/diet',
    screen: 'dashboard/diet.tsx',
    title: 'My Diet',
    guard: 'signed-in',
    layout: 'dashboard',
  },
  // Outside the dashboard's layout: the page is the receipt alone, ready for paper.
  receipt: {
    path: '/dashboard/paymenthistory/:transactionId',
    screen: 'dashboard/receipt.tsx',
    title: 'Payment Receipt',
    guard: 'signed-in',
  },
  adminProfile: {
    path: '/admin/adminprofile',
    screen: 'admin/admin-profile.tsx',
    title: 'Admin Profile',
    guard: 'admin',
    layout: 'admin',
  },
  manageUsers: {
    path: '/admin/manageusers',
    screen: 'admin/manage-users.tsx',
    title: 'Manage Users',
    guard: 'admin',
    layout: 'admin',
  },
  addMeal: {
    path: '/admin/addmeal',
    screen: 'admin/add-meal.tsx',
    title: 'Add Meal',
    guard: 'admin',
    layout: 'admin',
  },
  adminAllMeals: {
    path: '/admin/allmeals',
    screen: 'admin/all-meals.tsx',
    title: 'All Meals',
    guard: 'admin',
    layout: 'admin',
  },
  allReviews: {
    path: '/admin/allreviews',
    screen: 'admin/all-reviews.tsx',
    title: 'All Reviews',
    guard: 'admin',
    layout: 'admin',
  },
  serveMeals: {
    path: '/admin/servemeals',
    screen: 'admin/serve-meals.tsx',
    title: 'Serve Requested Meals',
    guard: 'admin',
    layout: 'admin',
  },
  adminUpcomingMeals: {
    path: '/admin/upcomingmealsadmin',
    screen: 'admin/upcoming-meals-admin.tsx',
    title: 'Upcoming Meals',
    guard: 'admin',
    layout: 'admin',
  },
  menuPlanner: {
    path: '/admin/menu',
    screen: 'admin/menu-planner.tsx',
    title: 'Menu Planner',
    guard: 'admin',
    layout: 'admin',
  },
  headcount: {
    path: '/admin/headcount',
    screen: 'admin/headcount.tsx',
    title: 'Headcount',
    guard: 'admin',
    layout: 'admin',
  },
  // docs/product/rules.md#admin-insights: the kitchen's numbers over a range of hostel days.
  adminInsights: {
    path: '/admin/insights',
    screen: 'admin/insights.tsx',
    title: 'Insights',
    guard: 'admin',
    layout: 'admin',
  },
  // Outside the admin layout: the page is the kitchen's sheet for one day, ready for paper.
  daySheet: {
    path: '/admin/headcount/:date',
    screen: 'admin/day-sheet.tsx',
    title: 'Day Sheet',
    guard: 'admin',
  },
  scanPasses: {
    path: '/admin/scan',
    screen: 'admin/scan-passes.tsx',
    title: 'Scan Meal Passes',
    guard: 'admin',
    layout: 'admin',
  },
  adminMealDetails: {
    path: '/admin/mealdetails/:id',
    screen: 'admin/admin-meal-details.tsx',
    title: 'Meal Details',
    guard: 'admin',
    layout: 'admin',
  },
  updateMeal: {
    path: '/admin/updatemeal/:id',
    screen: 'admin/update-meal.tsx',
    title: 'Update Meal',
    guard: 'admin',
    layout: 'admin',
  },
  notFound: { path: '*', screen: 'not-found.tsx', title: 'Page not found' },
} as const satisfies Record<string, ClientRoute>;

export type ClientRouteName = keyof typeof CLIENT_ROUTES;

/** The guarded areas' roots: an unknown path below one is Not Found inside the area. */
export const CLIENT_AREAS = { dashboard: '/dashboard', admin: '/admin' } as const;

/** Client routes that only send the visitor elsewhere (old link targets, an area's front door). */
export const CLIENT_REDIRECTS = [
  { path: '/meals/:id', to: CLIENT_ROUTES.mealDetails.path },
  { path: CLIENT_AREAS.admin, to: CLIENT_ROUTES.adminProfile.path },
] as const;

/** A route's URL with its `:params` filled in (encoded): routeUrl('/mealdetails/:id', { id }) */
export function routeUrl(pattern: string, params: Record<string, string | number> = {}): string {
  return pattern.replace(/:(\w+)/g, (_match, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`routeUrl: no value for :${name} in ${pattern}`);
    return encodeURIComponent(String(value));
  });
}

/** Where the web build's manifest names a route's screen module. */
export const screenModulePath = (route: ClientRoute) => `src/app/routes/${route.screen}`;
