import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { type ChangeEvent, useEffect, useId, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Link, useLocation } from 'react-router';
import type { SignUpFormValues } from '@messhall/shared';
import { paths } from '@/config/paths';
import { sharedText } from '@/lib/i18n/shared-text';
import { type SignUpOutcome, useSignUp } from '../api/sign-up';
import { errorMessage } from '../lib/error-message';
import { lazyResolver, preloadFormSchemas } from '../lib/lazy-resolver';
import { PasswordChecklist } from './password-checklist';
import { PasswordField } from './password-field';
import { TextField } from './text-field';

type SignUpFields = { name: string; email: string; password: string };

const signUpResolver = lazyResolver<SignUpFields, SignUpFormValues>((schemas) => schemas.signUpResolver);

interface SignupFormProps {
  onSignedUp: (outcome: SignUpOutcome) => void;
}

/**
 * Create Account (docs/product/screens-and-routes.md#create-account, docs/product/rules.md#create-account): Your Name, Profile Picture, Email, Password with show/hide and the live
 * checklist. A refused sign-up (e.g. the e-mail is taken) is shown under the form: the spec only logs it,
 * but the person needs to know why nothing happened (docs/decisions/0010).
 */
export function SignupForm({ onSignedUp }: SignupFormProps) {
  const signUp = useSignUp();
  // Passed on to Login, so the page the user came from is not forgotten.
  const location = useLocation();
  const [photo, setPhoto] = useState<File | null>(null);
  const checklistId = useId();
  const photoId = useId();
  const {
    register,
    handleSubmit,
    control,
    formState: { errors },
  } = useForm<SignUpFields, unknown, SignUpFormValues>({
    resolver: signUpResolver,
    defaultValues: { name: '', email: '', password: '' },
  });
  const password = useWatch({ control, name: 'password' }) ?? '';
  useEffect(() => {
    preloadFormSchemas().catch(() => {});
  }, []);

  const onSubmit = handleSubmit((values) => {
    signUp.mutate(
      { ...values, photo },
      {
        onSuccess: onSignedUp,
        onError: (error) => console.error('Sign-up failed', error),
      },
    );
  });

  const onPhotoChange = (event: ChangeEvent<HTMLInputElement>) => setPhoto(event.target.files?.[0] ?? null);
  const serverError = signUp.error ? errorMessage(signUp.error, t`Sign-up failed. Please try again.`) : null;

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="flex flex-col gap-4">
      <TextField
        label={t`Your Name`}
        autoComplete="name"
        error={sharedText(errors.name?.message ?? '')}
        {...register('name')}
      />
      <div className="flex flex-col gap-1">
        <label htmlFor={photoId} className="text-sm font-medium">
          {t`Profile Picture`}
        </label>
        <input
          id={photoId}
          name="photo"
          type="file"
          accept="image/*"
          className="file-input w-full"
          onChange={onPhotoChange}
        />
      </div>
      <TextField
        label={t`Email`}
        type="email"
        autoComplete="email"
        inputMode="email"
        error={sharedText(errors.email?.message ?? '')}
        {...register('email')}
      />
      <PasswordField
        label={t`Password`}
        autoComplete="new-password"
        value={password}
        error={sharedText(errors.password?.message ?? '')}
        describedBy={checklistId}
        {...register('password')}
      />
      <PasswordChecklist id={checklistId} password={password} />
      {serverError && (
        <div role="alert" className="rounded-field border border-error/40 bg-error/10 p-3 text-sm text-error">
          {serverError}
        </div>
      )}
      <button
        type="submit"
        className="btn btn-primary w-full"
        disabled={signUp.isPending}
        aria-busy={signUp.isPending || undefined}
      >
        {signUp.isPending && <span className="loading loading-spinner loading-sm" aria-hidden="true" />}
        {t`Sign Up`}
      </button>
      <p className="text-center text-sm">
        <Trans>
          Already have an account?{' '}
          <Link to={paths.login()} state={location.state} className="link link-primary font-medium">
            Login
          </Link>
        </Trans>
      </p>
    </form>
  );
}
