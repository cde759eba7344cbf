import { useNavigate, useSearchParams } from 'react-router';
import { toast } from '@/lib/toast';
import { paths } from '@/config/paths';
import { AuthCard } from '@/features/auth/components/auth-card';
import { InvalidResetLink, ResetPasswordForm } from '@/features/auth/components/reset-password-form';
import '@/styles/screens.css';

/** ours: the page the password-reset mail links to (/reset-password?token=…). */
export const PASSWORD_RESET_DONE = 'Your password has been reset. Please log in.';

export default function ResetPasswordRoute() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const token = params.get('token')?.trim() ?? '';

  return (
    <AuthCard title="Reset Password" subtitle={token ? 'Choose a new password for your account.' : undefined}>
      {token ? (
        <ResetPasswordForm
          token={token}
          onDone={() => {
            toast.success(PASSWORD_RESET_DONE);
            void navigate(paths.login(), { replace: true });
          }}
        />
      ) : (
        <InvalidResetLink />
      )}
    </AuthCard>
  );
}
