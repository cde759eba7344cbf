import { t } from '@lingui/core/macro';
import { useNavigate, useSearchParams } from 'react-router';
import { toast } from '@/lib/toast';
import { paths } from '@/config/paths';
import { AuthCard } from '@/features/auth/components/auth-card';
import { InvalidResetLink, ResetPasswordForm } from '@/features/auth/components/reset-password-form';
import '@/styles/screens.css';

/** Ours: the page the password-reset mail links to (/reset-password?token=…). */
export default function ResetPasswordRoute() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const token = params.get('token')?.trim() ?? '';

  return (
    <AuthCard
      title={t`Reset Password`}
      subtitle={token ? t`Choose a new password for your account.` : undefined}
    >
      {token ? (
        <ResetPasswordForm
          token={token}
          onDone={() => {
            toast.success(t`Your password has been reset. Please log in.`);
            void navigate(paths.login(), { replace: true });
          }}
        />
      ) : (
        <InvalidResetLink />
      )}
    </AuthCard>
  );
}
