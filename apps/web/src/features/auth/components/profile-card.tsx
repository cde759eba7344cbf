import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { useSession } from '../api/get-session';
import { getDisplayName } from '../lib/user';
import { UserAvatar } from './user-avatar';

/** Dashboard profile card: photo, display name, e-mail and a slot for the membership badge. */
export function ProfileCard({ badge }: { badge?: ReactNode }) {
  const { user, isPending } = useSession();

  if (isPending) {
    return (
      <div className="card border border-base-300 bg-base-100 p-6" role="status">
        Loading profile...
      </div>
    );
  }
  if (!user) {
    return (
      <div className="card border border-base-300 bg-base-100 p-6 text-center">
        <p className="font-semibold">Please Login First</p>
        <Link to={paths.login()} className="link link-primary mt-2">
          Go to Login
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
