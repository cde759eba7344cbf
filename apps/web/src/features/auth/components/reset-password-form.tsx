import { t } from '@lingui/core/macro';
import { useEffect, useId, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api-client';
import { sharedText } from '@/lib/i18n/shared-text';
import { useResetPassword } from '../api/password-reset';
import { lazyResolver, preloadFormSchemas } from '../lib/lazy-resolver';
import { PasswordChecklist } from './password-checklist';
import { PasswordField } from './password-field';

type ResetFields = { newPassword: string; confirmPassword: string };

const resetResolver = lazyResolver<ResetFields, ResetFields>((schemas) => schemas.resetPasswordResolver);

function isInvalidToken(error: unknown): boolean {
  return error instanceof ApiError && (error.code === 'INVALID_TOKEN' || /token/i.test(error.message));
}

export function InvalidResetLink() {
  return (
    <div role="alert" className="flex flex-col items-center gap-3 text-center">
      <p className="font-medium">{t`This password reset link is invalid or has expired.`}</p>
      <p className="text-sm text-base-content/80">
        {t`Ask for a new one with Forgot password? on the Login page.`}
      </p>
      <Link to={paths.login()} className="btn btn-primary">
        {t`Back to Login`}
      </Link>
    </div>
  );
}

/** Sets a new password with the token from the e-mailed link (/reset-password?token=…). */
export function ResetPasswordForm({ token, onDone }: { token: string; onDone: () => void }) {
  const reset = useResetPassword();
  const [invalidLink, setInvalidLink] = useState(false);
  const checklistId = useId();
  const {
    register,
    handleSubmit,
    control,
    formState: { errors },
  } = useForm<ResetFields>({
    resolver: resetResolver,
    defaultValues: { newPassword: '', confirmPassword: '' },
  });
  const password = useWatch({ control, name: 'newPassword' }) ?? '';
  useEffect(() => {
    preloadFormSchemas().catch(() => {});
  }, []);

  if (invalidLink) return <InvalidResetLink />;

  const onSubmit = handleSubmit(({ newPassword }) => {
    reset.mutate(
      { newPassword, token },
      {
        onSuccess: onDone,
        onError: (error) => {
          if (isInvalidToken(error)) setInvalidLink(true);
        },
      },
    );
  });

  const serverError = reset.error && !isInvalidToken(reset.error) ? sharedText(reset.error.message) : null;
  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="flex flex-col gap-4">
      <PasswordField
        label={t`New Password`}
        autoComplete="new-password"
        value={password}
        error={sharedText(errors.newPassword?.message ?? '')}
        describedBy={checklistId}
        {...register('newPassword')}
      />
      <PasswordChecklist id={checklistId} password={password} />
      <PasswordField
        label={t`Confirm New Password`}
        autoComplete="new-password"
        // Its one message is this feature's own, already in the page's language (form-schemas.ts).
        error={errors.confirmPassword?.message}
        {...register('confirmPassword')}
      />
      {serverError && (
        <div role="alert" className="rounded-field border border-error/40 bg-error/10 p-3 text-sm text-error">
          {serverError}
        </div>
      )}
      <button
        type="submit"
        className="btn btn-primary w-full"
        disabled={reset.isPending}
        aria-busy={reset.isPending || undefined}
      >
        {reset.isPending && <span className="loading loading-spinner loading-sm" aria-hidden="true" />}
        {t`Reset Password`}
      </button>
    </form>
  );
}
