import { useLayoutEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { registerNavigator } from '@/lib/navigation';

/**
 * Lets the API client navigate (401 → /login, 403 → /forbidden) through the router instead of reloading the
 * page. Render it once inside <BrowserRouter> / <MemoryRouter>. A layout effect registers it before any
 * effect of the tree can start a request.
 */
export function NavigatorBridge() {
  const navigate = useNavigate();
  const location = useLocation();

  useLayoutEffect(
    () =>
      registerNavigator({
        navigate: (to, options) => navigate(to, options),
        location: () => location,
      }),
    [navigate, location],
  );

  return null;
}
