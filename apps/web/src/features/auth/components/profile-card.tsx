import { t } from '@lingui/core/macro';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { useSession } from '../api/get-session';
import { getDisplayName } from '../lib/user';
import { UserAvatar } from './user-avatar';

interface ProfileCardProps {
  /** The membership badge (the payments feature's; the dashboard layout plugs it in). */
  badge?: ReactNode;
  /** True while the badge's data loads: the card waits for it, so it appears whole and does not jump. */
  loading?: boolean;
}

/** Dashboard profile card (docs/product/screens-and-routes.md#profile-card): photo, display name, e-mail and membership; 'Loading profile...' till then. */
export function ProfileCard({ badge, loading = false }: ProfileCardProps) {
  const { user, isPending } = useSession();

  if (isPending || loading) {
    return (
      <div className="card border border-base-300 bg-base-100 shadow-sm">
        {/* The loaded card's shape: a 72 px avatar and, on phones, the membership badge on a row of its own
            (the card wraps there), so little below it moves when the profile arrives. */}
        <div className="card-body flex-row flex-wrap items-center gap-4" role="status">
          <span className="skeleton size-[72px] shrink-0 rounded-full" aria-hidden="true" />
          <p className="text-base-content/80">{t`Loading profile...`}</p>
          <span className="basis-full sm:hidden" aria-hidden="true">
            <span className="skeleton block h-[52px] w-28" />
          </span>
        </div>
      </div>
    );
  }
  if (!user) {
    return (
      <div className="card border border-base-300 bg-base-100 p-6 text-center">
        <p className="font-semibold">{t`Please Login First`}</p>
        <Link to={paths.login()} className="link link-primary mt-2">
          {t`Go to Login`}
        </Link>
      </div>
    );
  }
  return (
    <div className="card border border-base-300 bg-base-100 shadow-sm">
      <div className="card-body flex-row flex-wrap items-center gap-4">
        <UserAvatar user={user} size={72} />
        <div className="min-w-0 flex-1">
          <p className="truncate text-xl font-bold">{getDisplayName(user)}</p>
          <p className="truncate text-base-content/80">{user.email}</p>
        </div>
        {badge}
      </div>
    </div>
  );
}
