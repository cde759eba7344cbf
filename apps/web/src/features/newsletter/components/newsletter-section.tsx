import { t } from '@lingui/core/macro';
import { MSG } from '@messhall/shared';
import { Send } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { toast } from '@/lib/toast';
import { ApiError } from '@/lib/api-client';
import { sharedText } from '@/lib/i18n/shared-text';
import { useSubscribe } from '../api/subscribe';

// The browser's own e-mail rule (input type=email), so no form or schema library rides along with the last
// section of Home; the server checks again with the shared schema and its message is shown the same way.
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function emailProblem(value: string): string | undefined {
  const email = value.trim();
  if (!email) return MSG.emailRequired;
  return EMAIL.test(email) ? undefined : MSG.invalidEmail;
}

/** docs/product/screens-and-routes.md#newsletter: e-mail and Subscribe → POST /api/newsletter. */
export function NewsletterSection() {
  const id = useId();
  const { mutate, isPending } = useSubscribe();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string>();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const problem = emailProblem(email);
    setError(problem);
    if (problem) return;
    mutate(
      { email: email.trim() },
      {
        onSuccess: () => {
          toast.success(t`Thanks for subscribing!`);
          setEmail('');
        },
        onError: (failure) => {
          const issue =
            failure instanceof ApiError && failure.status === 400 ? failure.issues?.[0] : undefined;
          if (issue) setError(issue.message);
          else toast.failure(t`Could not subscribe right now. Please try again.`, failure);
        },
      },
    );
  };

  return (
    <section aria-labelledby={`${id}h`} className="mx-auto w-full max-w-7xl px-4 py-12 sm:px-6">
      <div className="rounded-box bg-base-200 px-6 py-10 text-center sm:px-10">
        <h2 id={`${id}h`} className="text-2xl font-bold sm:text-3xl">
          {t`Newsletter`}
        </h2>
        <p className="mx-auto mt-2 max-w-prose text-base-content/80">
          {t`Get the weekly menu, upcoming meals and member offers in your inbox.`}
        </p>
        <form noValidate onSubmit={onSubmit} className="mx-auto mt-6 flex max-w-lg flex-col gap-2 text-left">
          <label htmlFor={`${id}e`} className="sr-only">
            {t`Email address`}
          </label>
          <div className="flex flex-col gap-3 sm:flex-row">
            <input
              id={`${id}e`}
              type="email"
              name="email"
              autoComplete="email"
              placeholder="you@example.com"
              value={email}
              onChange={(event) => {
                setEmail(event.target.value);
                if (error) setError(undefined);
              }}
              aria-invalid={error ? true : undefined}
              aria-describedby={`${id}err`}
              className="input w-full flex-1"
            />
            <button
              type="submit"
              className="btn btn-primary"
              disabled={isPending}
              aria-busy={isPending || undefined}
            >
              {isPending ? (
                <span className="loading loading-spinner loading-sm" aria-hidden="true" />
              ) : (
                <Send className="size-4" aria-hidden="true" />
              )}
              {t`Subscribe`}
            </button>
          </div>
          <p id={`${id}err`} className="min-h-5 text-sm text-error" aria-live="polite">
            {error && sharedText(error)}
          </p>
        </form>
      </div>
    </section>
  );
}
