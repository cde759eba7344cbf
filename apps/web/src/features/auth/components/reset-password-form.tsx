import { useEffect, useId, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api-client';
import { useResetPassword } from '../api/password-reset';
import { lazyResolver, preloadFormSchemas } from '../lib/lazy-resolver';
import { PasswordChecklist } from './password-checklist';
import { PasswordField } from './password-field';

export const INVALID_RESET_LINK = 'This password reset link is invalid or has expired.';

type ResetFields = { newPassword: string; confirmPassword: string };

const resetResolver = lazyResolver<ResetFields, ResetFields>((schemas) => schemas.resetPasswordResolver);

function isInvalidToken(error: unknown): boolean {
  return error instanceof ApiError && (error.code === 'INVALID_TOKEN' || /token/i.test(error.message));
}

export function InvalidResetLink() {
  return (
    <div role="alert" className="flex flex-col items-center gap-3 text-center">
      <p className="font-medium">{INVALID_RESET_LINK}</p>
      <p className="text-sm text-base-content/80">
        Ask for a new one with Forgot password? on the Login page.
      </p>
      <Link to={paths.login()} className="btn btn-primary">
        Back to Login
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

  const serverError = reset.error && !isInvalidToken(reset.error) ? reset.error.message : null;
  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="flex flex-col gap-4">
      <PasswordField
        label="New Password"
        autoComplete="new-password"
        value={password}
        error={errors.newPassword?.message}
        describedBy={checklistId}
        {...register('newPassword')}
      />
      <PasswordChecklist id={checklistId} password={password} />
      <PasswordField
        label="Confirm New Password"
        autoComplete="new-password"
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
        Reset Password
      </button>
    </form>
  );
}
