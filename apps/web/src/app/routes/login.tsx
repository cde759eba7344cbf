import { t } from '@lingui/core/macro';
import { useLocation, useNavigate } from 'react-router';
import { toast } from '@/lib/toast';
import { AdminPageNotice } from '@/features/auth/components/admin-page-notice';
import { AuthCard, OrDivider } from '@/features/auth/components/auth-card';
import { GoogleSignInButton } from '@/features/auth/components/google-sign-in-button';
import { LoginForm } from '@/features/auth/components/login-form';
import { getLoginReason, getReturnTo } from '@/features/auth/lib/redirect';
import type { SessionUser } from '@/features/auth/types';
import { welcomeMessage } from '@/features/auth/lib/user';
import '@/styles/screens.css';

/**
 * Login (docs/product/screens-and-routes.md#login): a welcome toast with the display name, then / — or the page a guard or a 401 sent the
 * user here from (state.from), which the spec leaves open for the e-mail login and we honour. When the admin
 * guard sent them, a notice above the form says that page is for administrators.
 */
export default function LoginRoute() {
  const location = useLocation();
  const navigate = useNavigate();
  const returnTo = getReturnTo(location.state);
  const forAdmins = getLoginReason(location.state) === 'admin';

  const signedIn = (user: SessionUser | null) => {
    toast.success(welcomeMessage(user));
    void navigate(returnTo, { replace: true });
  };

  return (
    <AuthCard title={t`Login`} subtitle={t`Welcome back! Sign in to like, review and request meals.`}>
      {forAdmins && <AdminPageNotice />}
      <LoginForm onSignedIn={signedIn} />
      <OrDivider />
      <GoogleSignInButton label={t`Login with Google`} returnTo={returnTo} onSignedIn={signedIn} />
    </AuthCard>
  );
}
