import { CLIENT_AREAS, CLIENT_REDIRECTS, CLIENT_ROUTES, type ClientRoute, routeUrl } from '@messhall/shared';
import type { ComponentType } from 'react';
import { matchPath, Navigate, Route, Routes, useParams } from 'react-router';
import { RequireAdmin } from '@/features/auth/components/require-admin';
import { RequireAuth } from '@/features/auth/components/require-auth';
import { lazyScreen } from '@/lib/lazy-screen';
import { loadAllMessages } from '@/locales/load';
import { page } from './layouts/document-title';
import { preloadLayout, RootLayout } from './layouts/root-layout';
import { RouteErrorBoundary } from './layouts/route-error';
import { NavigatorBridge } from './navigator-bridge';

type ScreenModule = { default: ComponentType };

/**
 * Every screen module, each its own chunk (route-level code splitting), keyed as the route table names
 * them ('meal-details.tsx', 'admin/all-meals.tsx'). A screen named in the table but missing here fails
 * router.test.tsx; missing from the build, scripts/check-bundle.mjs.
 */
const screenModules = import.meta.glob<ScreenModule>([
  './routes/*.tsx',
  './routes/dashboard/*.tsx',
  './routes/admin/*.tsx',
  '!./routes/**/*.test.tsx',
]);

/** The table's screen names that have a module here. */
export const screenNames = Object.keys(screenModules).map((key) => key.slice('./routes/'.length));

/** A screen's code and, for every screen but Home, the rest of the messages (locales/load.ts), together. */
const withAllMessages =
  <T,>(load: () => Promise<T>) =>
  () =>
    Promise.all([load(), loadAllMessages()]).then(([module]) => module);

function screenOf(route: ClientRoute) {
  const load = screenModules[`./routes/${route.screen}`];
  if (!load) throw new Error(`No screen module ${route.screen} for route ${route.path}`);
  return lazyScreen(route === CLIENT_ROUTES.home ? load : withAllMessages(load));
}

const routes = Object.values(CLIENT_ROUTES) as ClientRoute[];
const screens = new Map(routes.map((route) => [route, screenOf(route)]));

// The dashboard's and admin's own layouts, in chunks of their own like the screens.
const DashboardLayout = lazyScreen(withAllMessages(() => import('./layouts/dashboard-layout')));
const AdminLayout = lazyScreen(withAllMessages(() => import('./layouts/admin-layout')));

/**
 * Fetches the chunks the screen at `pathname` renders at once (the layout's footer and the screen's own),
 * so the first paint is the whole screen rather than the layout around a spinner. The server has already
 * hinted these chunks in the page, so this is usually a wait of a few milliseconds.
 */
export async function preloadFirstScreen(pathname: string): Promise<void> {
  const route = routes.find((candidate) => candidate.landing && matchPath(candidate.path, pathname));
  await Promise.all([preloadLayout(), route && screens.get(route)?.preload()]);
}

/** A redirect that keeps the route's params (/meals/:id → /mealdetails/:id). */
function Redirect({ to }: { to: string }) {
  const params = useParams() as Record<string, string>;
  return <Navigate to={routeUrl(to, params)} replace />;
}

const element = (route: ClientRoute) => page(screens.get(route) as ComponentType, route.title);

/** An unknown path inside a guarded area: Not Found, once the guard has let the visitor in. */
const notFound = element(CLIENT_ROUTES.notFound);

/** The routes of one guard and layout, in table order. */
function routesOf(guard: ClientRoute['guard'], layout: ClientRoute['layout']) {
  return routes
    .filter((route) => route.guard === guard && route.layout === layout)
    .map((route) =>
      route.path === '/' ? (
        <Route key={route.path} index element={element(route)} />
      ) : (
        <Route key={route.path} path={route.path} element={element(route)} />
      ),
    );
}

/** The client routes, built from the shared route table (packages/shared/src/client-routes.ts). */
export function AppRoutes() {
  return (
    <>
      {/* Lets the API client navigate (401 → /login, 403 → /forbidden) through the router. */}
      <NavigatorBridge />
      {/* Last resort: an error in the layout itself. Errors in a screen are caught inside RootLayout. */}
      <RouteErrorBoundary>
        <Routes>
          <Route element={<RootLayout />}>
            {CLIENT_REDIRECTS.map((redirect) => (
              <Route key={redirect.path} path={redirect.path} element={<Redirect to={redirect.to} />} />
            ))}
            {routesOf(undefined, undefined)}
            <Route element={<RequireAuth />}>
              {routesOf('signed-in', undefined)}
              <Route element={<DashboardLayout />}>{routesOf('signed-in', 'dashboard')}</Route>
              <Route path={`${CLIENT_AREAS.dashboard}/*`} element={notFound} />
            </Route>
            <Route element={<RequireAdmin />}>
              {routesOf('admin', undefined)}
              <Route element={<AdminLayout />}>
                {routesOf('admin', 'admin')}
                <Route path={`${CLIENT_AREAS.admin}/*`} element={notFound} />
              </Route>
            </Route>
          </Route>
        </Routes>
      </RouteErrorBoundary>
    </>
  );
}
