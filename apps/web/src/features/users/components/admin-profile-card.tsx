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
  return (
    <div className="card border border-base-300 bg-base-100 shadow-sm">
      <div className="card-body items-center gap-4 text-center sm:flex-row sm:text-left">
        {avatar}
        <div className="min-w-0 flex-1">
          <p className="text-2xl font-bold break-words">{name?.trim() || 'N/A'}</p>
          <p className="break-all text-base-content/80">{email}</p>
          <p className="mt-3 font-medium" aria-live="polite">
            {count.isPending ? (
              <span className="inline-flex items-center gap-2">
                Meals added:
                <span className="loading loading-spinner loading-xs" aria-hidden="true" />
                <span className="sr-only">loading</span>
              </span>
            ) : count.isError ? (
              <span className="text-error">Could not load the number of meals added.</span>
            ) : (
              <>Meals added: {count.data.count}</>
            )}
          </p>
        </div>
      </div>
    </div>
  );
}
