import { hydrate } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, matchRoutes, type RouteObject, RouterProvider } from 'react-router';
import { connectNavigator } from '@/app/connect-navigator';
import { AppProvider } from '@/app/provider';
import { appRoutes } from '@/app/router';
import { pageLocale } from '@/lib/i18n/page-locale';
import { createQueryClient } from '@/lib/query-client';
import { pageQueryState } from '@/lib/query-state';
import { startMessages } from '@/locales/load';
import './index.css';

const queryClient = createQueryClient();
// The first screen's data, which the server rendered the page from and put inside it, is in the cache before
// anything renders: the hydrating render sees what the server's render saw.
const pageState = pageQueryState();
if (pageState) hydrate(queryClient, pageState);

/**
 * The matched routes' modules, loaded and set on their route objects: hydration needs the screen's component
 * at once, and the data router renders nothing for a route whose `lazy` has not settled.
 */
async function resolveLazyRoutes(routes: RouteObject[]): Promise<void> {
  const matches = matchRoutes(routes, window.location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const module = await route.lazy();
      Object.assign(route, { ...module, lazy: undefined });
    }),
  );
}

async function start(): Promise<void> {
  const container = document.getElementById('root');
  if (!container) throw new Error('Missing #root element in index.html');
  // The page's messages: a screen rendered without them would show message ids (and not match the server's).
  await Promise.all([startMessages(pageLocale()), resolveLazyRoutes(appRoutes)]);
  const router = createBrowserRouter(appRoutes);
  connectNavigator(router);
  const app = (
    <StrictMode>
      <AppProvider queryClient={queryClient}>
        <RouterProvider router={router} />
      </AppProvider>
    </StrictMode>
  );
  // Landing screens come rendered by the server (entry-server.tsx) and are hydrated; other pages carry the
  // empty shell, which the app renders into.
  if (container.firstElementChild) {
    hydrateRoot(container, app, {
      onRecoverableError: (error) => console.error('Hydration did not match the server', error),
    });
  } else createRoot(container).render(app);
}

void start();
