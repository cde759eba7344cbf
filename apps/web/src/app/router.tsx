import { CLIENT_AREAS, CLIENT_REDIRECTS, CLIENT_ROUTES, type ClientRoute, routeUrl } from '@messhall/shared';
import type { ComponentType } from 'react';
import { redirect, type RouteObject } from 'react-router';
import { RequireAdmin } from '@/features/auth/components/require-admin';
import { RequireAuth } from '@/features/auth/components/require-auth';
import { loadAllMessages } from '@/locales/load';
import { page } from './layouts/document-title';
import { RootLayout } from './layouts/root-layout';
import { RouteLoadError } from './layouts/route-error';

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

/**
 * A module's code and, for every screen but Home, the rest of the messages (locales/load.ts), together: the
 * router renders a screen once its `lazy` has settled, so the screen never shows a message id.
 */
function withAllMessages<T>(load: () => Promise<T>, all = true): Promise<T> {
  return all ? Promise.all([load(), loadAllMessages()]).then(([module]) => module) : load();
}

/** A leaf route of the table: its screen module is loaded by the router (`lazy`) and shown with its tab title. */
function screenRoute(route: ClientRoute): RouteObject {
  const load = screenModules[`./routes/${route.screen}`];
  if (!load) throw new Error(`No screen module ${route.screen} for route ${route.path}`);
  const lazy = async () => {
    const { default: Screen } = await withAllMessages(load, route !== CLIENT_ROUTES.home);
    return { Component: () => page(Screen, route.title) };
  };
  return route.path === '/' ? { index: true, lazy } : { path: route.path, lazy };
}

/** A layout in a chunk of its own, like the screens. */
const layoutRoute = (load: () => Promise<ScreenModule>, children: RouteObject[]): RouteObject => ({
  lazy: async () => ({ Component: (await withAllMessages(load)).default }),
  children,
});

/** What a route that only redirects shows, and the app before its first screen's module is in. */
const Nothing = () => null;

const routes = Object.values(CLIENT_ROUTES) as ClientRoute[];

/** The routes of one guard and layout, in table order. */
const routesOf = (guard: ClientRoute['guard'], layout: ClientRoute['layout']) =>
  routes.filter((route) => route.guard === guard && route.layout === layout).map(screenRoute);

/** An unknown path inside a guarded area: Not Found, once the guard has let the visitor in. */
const areaNotFound = (area: string): RouteObject => ({
  ...screenRoute(CLIENT_ROUTES.notFound),
  path: `${area}/*`,
});

/**
 * The client routes, built from the shared route table (packages/shared/src/client-routes.ts), for React
 * Router's data router: createBrowserRouter in the browser, createStaticHandler on the server (entry-server.tsx).
 */
export const appRoutes: RouteObject[] = [
  {
    Component: RootLayout,
    // Until the first location's modules are in (main.tsx loads them before it renders): nothing.
    HydrateFallback: Nothing,
    children: [
      {
        // A screen whose chunk cannot load (a deploy replaced it, or offline) shows this inside the layout.
        ErrorBoundary: RouteLoadError,
        children: [
          // A redirect that keeps the route's params (/meals/:id → /mealdetails/:id).
          ...CLIENT_REDIRECTS.map((entry): RouteObject => ({
            path: entry.path,
            loader: ({ params }) => redirect(routeUrl(entry.to, params as Record<string, string>)),
            Component: Nothing,
          })),
          ...routesOf(undefined, undefined),
          {
            Component: RequireAuth,
            children: [
              ...routesOf('signed-in', undefined),
              layoutRoute(() => import('./layouts/dashboard-layout'), routesOf('signed-in', 'dashboard')),
              areaNotFound(CLIENT_AREAS.dashboard),
            ],
          },
          {
            Component: RequireAdmin,
            children: [
              ...routesOf('admin', undefined),
              layoutRoute(
                () => import('./layouts/admin-layout'),
                [...routesOf('admin', 'admin'), areaNotFound(CLIENT_AREAS.admin)],
              ),
            ],
          },
        ],
      },
    ],
  },
];
