import { QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLayoutEffect } from 'react';
import {
  type Location,
  MemoryRouter,
  type NavigationType,
  useLocation,
  useNavigationType,
} from 'react-router';
import { AppProvider } from '@/app/provider';
import { AppRoutes } from '@/app/router';

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

/** Renders the real app (routes, layouts, providers) at `path` in a memory router. */
export function renderApp(path = '/') {
  const queryClient = createTestQueryClient();
  const { probe, element } = createRouterProbe();
  const user = userEvent.setup();
  const utils = render(
    <AppProvider queryClient={queryClient}>
      <MemoryRouter initialEntries={[path]}>
        {element}
        <AppRoutes />
      </MemoryRouter>
    </AppProvider>,
  );
  return { ...utils, router: probe, queryClient, user };
}
