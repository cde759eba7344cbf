import { QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLayoutEffect } from 'react';
import {
  createMemoryRouter,
  type Location,
  type NavigationType,
  RouterProvider,
  useLocation,
  useNavigationType,
} from 'react-router';
import { onTestFinished } from 'vitest';
import { connectNavigator } from '@/app/connect-navigator';
import { AppProvider } from '@/app/provider';
import { appRoutes } from '@/app/router';

/** No retries, and no garbage-collection timers (gcTime: Infinity) that would outlive the test. */
export function createTestQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: false, gcTime: Infinity },
      mutations: { retry: false, gcTime: Infinity },
    },
  });
}

/** The router's committed location, for assertions: `await waitFor(() => expect(router.location?.…))`. */
export interface RouterProbe {
  location: Location | null;
  /** How the router got there: 'PUSH', 'REPLACE' or 'POP' (the initial entry). */
  navigationType: NavigationType | null;
}

function LocationProbe({ onChange }: { onChange: (location: Location, type: NavigationType) => void }) {
  const location = useLocation();
  const navigationType = useNavigationType();
  useLayoutEffect(() => onChange(location, navigationType), [onChange, location, navigationType]);
  return null;
}

/** A probe and the element to render inside the router (any <MemoryRouter>) to keep it current. */
export function createRouterProbe() {
  const probe: RouterProbe = { location: null, navigationType: null };
  const onChange = (location: Location, navigationType: NavigationType) => {
    probe.location = location;
    probe.navigationType = navigationType;
  };
  return { probe, element: <LocationProbe onChange={onChange} /> };
}

/**
 * Renders the real app (the data router on the app's routes, layouts, providers) at `path` in memory, with the
 * API client navigating through it as in the browser.
 */
export function renderApp(path = '/') {
  const queryClient = createTestQueryClient();
  const router = createMemoryRouter(appRoutes, { initialEntries: [path] });
  onTestFinished(connectNavigator(router));
  const probe: RouterProbe = {
    get location() {
      return router.state.initialized ? router.state.location : null;
    },
    get navigationType() {
      return router.state.initialized ? router.state.historyAction : null;
    },
  };
  const user = userEvent.setup();
  const utils = render(
    <AppProvider queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProvider>,
  );
  return { ...utils, router: probe, queryClient, user };
}
