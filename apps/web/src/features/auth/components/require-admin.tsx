import { t } from '@lingui/core/macro';
import type { ReactNode } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { PageSpinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { justLoggedOutFrom, useSession } from '../api/get-session';
import { loginRedirectState } from '../lib/redirect';
import { isAdmin } from '../lib/user';

/**
 * Admin guard (docs/product/screens-and-routes.md#route-protection): waits while loading; anyone not signed in or not an admin is sent to /login with
 * the origin location and the reason 'admin', which the login page explains. The server checks the role
 * again on every admin call; this only hides the screens.
 */
export function RequireAdmin({ children }: { children?: ReactNode }) {
  const { user, isPending } = useSession();
  const location = useLocation();

  if (isPending) return <PageSpinner label={t`Checking your access`} />;
  if (!user && justLoggedOutFrom(location.pathname)) return <Navigate to={paths.home()} replace />;
  if (!user || !isAdmin(user))
    return <Navigate to={paths.login()} replace state={loginRedirectState(location, 'admin')} />;
  return children ?? <Outlet />;
}
