import { usePrefetchQuery } from '@tanstack/react-query';
import { matchPath, Navigate, Route, Routes, useParams } from 'react-router';
import { paths, routePatterns as r } from '@/config/paths';
import { RequireAuth } from '@/features/auth/components/require-auth';
import { homeFeaturedMealsQuery, mealsQueryOptions } from '@/features/meals/api/get-meals';
import { lazyScreen } from '@/lib/lazy-screen';
import { page } from './layouts/document-title';
import { preloadLayout, RootLayout } from './layouts/root-layout';
import { RouteErrorBoundary } from './layouts/route-error';
import { NavigatorBridge } from './navigator-bridge';

// Route-level code splitting: every screen is its own chunk, fetched on first visit. RootLayout (and the
// dashboard and admin layouts) hold the Suspense boundaries and the spinner shown meanwhile.
const Home = lazyScreen(() => import('./routes/home'));
const Meals = lazyScreen(() => import('./routes/meals'));
const UpcomingMeals = lazyScreen(() => import('./routes/upcoming-meals'));
const MealDetails = lazyScreen(() => import('./routes/meal-details'));
const Signup = lazyScreen(() => import('./routes/signup'));
const Login = lazyScreen(() => import('./routes/login'));
const ResetPassword = lazyScreen(() => import('./routes/reset-password'));
const Forbidden = lazyScreen(() => import('./routes/forbidden'));
const DevMailbox = lazyScreen(() => import('./routes/dev-mailbox'));
const Checkout = lazyScreen(() => import('./routes/checkout'));
const NotFound = lazyScreen(() => import('./routes/not-found'));
// The dashboard and admin areas declare their own routes, in chunks of their own.
const DashboardRoutes = lazyScreen(() => import('./routes/dashboard/dashboard-routes'));
const AdminRoutes = lazyScreen(() => import('./routes/admin/admin-routes'));

/** Screens a visit can open on, by pattern: main.tsx fetches the matching chunk before the first render. */
const LANDING_SCREENS = [
  ['/', Home],
  [r.meals, Meals],
  [r.upcomingMeals, UpcomingMeals],
  [r.mealDetails, MealDetails],
  [r.signup, Signup],
  [r.login, Login],
  [r.resetPassword, ResetPassword],
] as const;

/**
 * Fetches the chunks the screen at `pathname` renders at once (the layout's footer and the screen's own),
 * so the first paint is the whole screen rather than the layout around a spinner, and no second render
 * follows (decision 0020). The server has already hinted these chunks in index.html, so this is usually a
 * wait of a few milliseconds.
 */
export async function preloadFirstScreen(pathname: string): Promise<void> {
  const screen = LANDING_SCREENS.find(([pattern]) => matchPath(pattern, pathname))?.[1];
  await Promise.all([preloadLayout(), screen?.preload()]);
}

function HomeScreen() {
  // Start the Featured Meals request in parallel with the Home chunk instead of after it renders.
  usePrefetchQuery(mealsQueryOptions(homeFeaturedMealsQuery));
  return page(Home);
}

/** /meals/:id is an old-style link target (spec route table): send it to the meal details page. */
function MealLegacyRedirect() {
  const { id = '' } = useParams();
  return <Navigate to={paths.mealDetails(id)} replace />;
}

/**
 * The spec's route table (patterns in config/paths.ts). To add a screen: a lazyScreen above and a <Route>
 * with `element={page(Screen, 'Tab title')}`; inside <RequireAuth> when it needs a signed-in user. Dashboard
 * and admin screens go into routes/dashboard/dashboard-routes.tsx and routes/admin/admin-routes.tsx.
 */
export function AppRoutes() {
  return (
    <>
      {/* Lets the API client navigate (401 → /login, 403 → /forbidden) through the router. */}
      <NavigatorBridge />
      {/* Last resort: an error in the layout itself. Errors in a screen are caught inside RootLayout. */}
      <RouteErrorBoundary>
        <Routes>
          <Route element={<RootLayout />}>
            <Route index element={<HomeScreen />} />
            <Route path={r.meals} element={page(Meals, 'Meals')} />
            <Route path={r.mealLegacy} element={<MealLegacyRedirect />} />
            <Route path={r.upcomingMeals} element={page(UpcomingMeals, 'Upcoming Meals')} />
            <Route path={r.mealDetails} element={page(MealDetails, 'Meal Details')} />
            <Route path={r.signup} element={page(Signup, 'Create Account')} />
            <Route path={r.login} element={page(Login, 'Login')} />
            <Route path={r.resetPassword} element={page(ResetPassword, 'Reset Password')} />
            <Route path={r.forbidden} element={page(Forbidden, 'Forbidden')} />
            <Route path={r.devMailbox} element={page(DevMailbox, 'Dev Mailbox')} />
            <Route element={<RequireAuth />}>
              <Route path={r.checkout} element={page(Checkout, 'Checkout')} />
            </Route>
            <Route path={`${r.dashboard.root}/*`} element={<DashboardRoutes />} />
            <Route path={`${r.admin.root}/*`} element={<AdminRoutes />} />
            <Route path="*" element={page(NotFound, 'Page not found')} />
          </Route>
        </Routes>
      </RouteErrorBoundary>
    </>
  );
}
