import { i18n } from '@lingui/core';
import { t } from '@lingui/core/macro';
import type { ReactNode } from 'react';
import { useMealsAddedCount } from '../api/get-meals-added-count';

interface AdminProfileCardProps {
  name: string | null | undefined;
  email: string;
  /** The photo or the fallback avatar, from the auth feature (composed by the route). */
  avatar: ReactNode;
}

/** Admin Profile (docs/product/screens-and-routes.md#admin-profile): photo, name ('N/A' if missing), e-mail and the number of meals added. */
export function AdminProfileCard({ name, email, avatar }: AdminProfileCardProps) {
  const count = useMealsAddedCount(email);
  // Bangla digits in Bangla; no thousands separator, as the count was always shown.
  const mealsAdded = count.data ? i18n.number(count.data.count, { useGrouping: false }) : '';
  return (
    <div className="card border border-base-300 bg-base-100 shadow-sm">
      <div className="card-body items-center gap-4 text-center sm:flex-row sm:text-left">
        {avatar}
        <div className="min-w-0 flex-1">
          <p className="text-2xl font-bold break-words">{name?.trim() || t`N/A`}</p>
          <p className="break-all text-base-content/80">{email}</p>
          <p className="mt-3 font-medium" aria-live="polite">
            {count.isPending ? (
              <span className="inline-flex items-center gap-2">
                {t`Meals added:`}
                <span className="loading loading-spinner loading-xs" aria-hidden="true" />
                <span className="sr-only">{t`loading`}</span>
              </span>
            ) : count.isError ? (
              <span className="text-error">{t`Could not load the number of meals added.`}</span>
            ) : (
              t`Meals added: ${mealsAdded}`
            )}
          </p>
        </div>
      </div>
    </div>
  );
}
