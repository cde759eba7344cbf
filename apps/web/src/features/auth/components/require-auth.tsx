import { t } from '@lingui/core/macro';
import type { ReactNode } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { PageSpinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { justLoggedOutFrom, useSession } from '../api/get-session';
import { loginRedirectState } from '../lib/redirect';

/**
 * Signed-in routes (docs/product/screens-and-routes.md#route-protection): a spinner while the sign-in state loads; signed-out users go to /login with
 * the attempted location in `state.from` so they can come back. Use as a layout route or a wrapper.
 */
export function RequireAuth({ children }: { children?: ReactNode }) {
  const { user, isPending } = useSession();
  const location = useLocation();

  if (isPending) return <PageSpinner label={t`Checking your sign-in`} />;
  if (!user && justLoggedOutFrom(location.pathname)) return <Navigate to={paths.home()} replace />;
  if (!user) return <Navigate to={paths.login()} replace state={loginRedirectState(location)} />;
  return children ?? <Outlet />;
}
