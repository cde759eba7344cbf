import { t } from '@lingui/core/macro';
import { useLocation, useNavigate } from 'react-router';
import { sharedText } from '@/lib/i18n/shared-text';
import { toast } from '@/lib/toast';
import { ADMIN_MESSAGES } from '@messhall/shared';
import { AuthCard, OrDivider } from '@/features/auth/components/auth-card';
import { GoogleSignInButton } from '@/features/auth/components/google-sign-in-button';
import { SignupForm } from '@/features/auth/components/signup-form';
import { getReturnTo } from '@/features/auth/lib/redirect';
import { welcomeMessage } from '@/features/auth/lib/user';
import '@/styles/screens.css';

/** Create Account (docs/product/screens-and-routes.md#create-account): on success, back to the page the user came from, or /. */
export default function SignupRoute() {
  const location = useLocation();
  const navigate = useNavigate();
  const returnTo = getReturnTo(location.state);

  return (
    <AuthCard title={t`Create Account`}>
      <SignupForm
        onSignedUp={({ photoFailed }) => {
          // The account exists either way; the picture can be added again later.
          if (photoFailed) toast.error(sharedText(ADMIN_MESSAGES.imageUploadFailed));
          void navigate(returnTo, { replace: true });
        }}
      />
      <OrDivider />
      <GoogleSignInButton
        label={t`Continue with Google`}
        returnTo={returnTo}
        onSignedIn={(user) => {
          toast.success(welcomeMessage(user));
          void navigate(returnTo, { replace: true });
        }}
      />
    </AuthCard>
  );
}
