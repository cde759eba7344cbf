import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { useEffect, useId } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Link, useLocation } from 'react-router';
import { sharedText } from '@/lib/i18n/shared-text';
import { toast } from '@/lib/toast';
import { AUTH_MESSAGES, type LoginFormValues } from '@messhall/shared';
import { paths } from '@/config/paths';
import { useRequestPasswordReset } from '../api/password-reset';
import { useSignIn } from '../api/sign-in';
import { errorMessage } from '../lib/error-message';
import { lazyResolver, preloadFormSchemas } from '../lib/lazy-resolver';
import type { SessionUser } from '../types';
import { PasswordChecklist } from './password-checklist';
import { PasswordField } from './password-field';
import { TextField } from './text-field';

type LoginFields = { email: string; password: string };

const loginResolver = lazyResolver<LoginFields, LoginFormValues>((schemas) => schemas.loginResolver);

/**
 * Login (docs/product/screens-and-routes.md#login, docs/product/rules.md#login, docs/product/texts-and-errors.md#login-and-account): e-mail and password with the live checklist; the show/hide button appears once
 * the password is non-empty. Forgot password? mails a reset link to the typed address.
 */
export function LoginForm({ onSignedIn }: { onSignedIn: (user: SessionUser) => void }) {
  const signIn = useSignIn();
  // Passed on to Create Account, so the page the user came from is not forgotten.
  const location = useLocation();
  const resetRequest = useRequestPasswordReset();
  const checklistId = useId();
  const {
    register,
    handleSubmit,
    control,
    getValues,
    setFocus,
    formState: { errors },
  } = useForm<LoginFields, unknown, LoginFormValues>({
    resolver: loginResolver,
    defaultValues: { email: '', password: '' },
  });
  const password = useWatch({ control, name: 'password' }) ?? '';
  useEffect(() => {
    preloadFormSchemas().catch(() => {});
  }, []);

  const onSubmit = handleSubmit((values) => {
    signIn.mutate(values, {
      onSuccess: onSignedIn,
      onError: (error) => toast.error(errorMessage(error, sharedText(AUTH_MESSAGES.loginFailed))),
    });
  });

  const onForgotPassword = () => {
    const email = getValues('email').trim();
    if (!email) {
      toast.error(sharedText(AUTH_MESSAGES.enterEmailFirst));
      setFocus('email');
      return;
    }
    resetRequest.mutate(email, {
      onSuccess: () => toast.success(sharedText(AUTH_MESSAGES.resetEmailSent)),
      onError: (error) => toast.error(errorMessage(error, sharedText(AUTH_MESSAGES.resetEmailFailed))),
    });
  };

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="flex flex-col gap-4">
      <TextField
        label={t`Email`}
        type="email"
        autoComplete="email"
        inputMode="email"
        error={sharedText(errors.email?.message ?? '')}
        {...register('email')}
      />
      <div className="flex flex-col gap-1">
        <PasswordField
          label={t`Password`}
          autoComplete="current-password"
          value={password}
          toggleWhenFilled
          error={sharedText(errors.password?.message ?? '')}
          describedBy={checklistId}
          {...register('password')}
        />
        <button
          type="button"
          className="link link-primary self-end py-1 text-sm font-medium"
          onClick={onForgotPassword}
          disabled={resetRequest.isPending}
        >
          {t`Forgot password?`}
        </button>
      </div>
      <PasswordChecklist id={checklistId} password={password} />
      <button
        type="submit"
        className="btn btn-primary w-full"
        disabled={signIn.isPending}
        aria-busy={signIn.isPending || undefined}
      >
        {signIn.isPending && <span className="loading loading-spinner loading-sm" aria-hidden="true" />}
        {t`Login`}
      </button>
      <p className="text-center text-sm">
        <Trans>
          New here?{' '}
          <Link to={paths.signup()} state={location.state} className="link link-primary font-medium">
            Create an account
          </Link>
        </Trans>
      </p>
    </form>
  );
}
