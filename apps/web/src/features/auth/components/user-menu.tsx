import { t } from '@lingui/core/macro';
import { LogOut, ShieldCheck } from 'lucide-react';
import { Link } from 'react-router';
import { Dropdown } from '@/components/ui/dropdown';
import { paths } from '@/config/paths';
import { useSignOut } from '../api/sign-out';
import { getDisplayName, isAdmin } from '../lib/user';
import type { SessionUser } from '../types';
import { UserAvatar } from './user-avatar';

/**
 * Avatar button in the top bar; opens the user's name, e-mail and Log Out. Signed-in only, so the top bar
 * loads it lazily (with log-out and its mutation code): signed-out visitors never download it.
 */
export default function UserMenu({ user }: { user: SessionUser }) {
  const signOut = useSignOut();
  const displayName = getDisplayName(user);

  return (
    <Dropdown
      label={t`Account menu`}
      triggerClassName="btn btn-ghost btn-circle p-0.5"
      trigger={<UserAvatar user={user} size={36} />}
      panelClassName="w-72 max-w-[calc(100vw-1.5rem)]"
    >
      <div className="rounded-box border border-base-300 bg-base-100 p-4 shadow-lg">
        <div className="flex items-center gap-3">
          <UserAvatar user={user} size={48} />
          <div className="min-w-0">
            <p className="truncate font-semibold" data-testid="user-menu-name">
              {displayName}
            </p>
            <p className="truncate text-sm text-base-content/80">{user.email}</p>
          </div>
        </div>
        {isAdmin(user) && (
          // The spec does not say how admins reach their screens; this is the one entry point.
          <Link to={paths.admin.profile()} className="btn btn-ghost btn-sm mt-4 w-full justify-start">
            <ShieldCheck className="size-4" aria-hidden="true" />
            {t`Admin Panel`}
          </Link>
        )}
        <button
          type="button"
          className="btn btn-outline btn-error btn-sm mt-4 w-full"
          onClick={() => signOut.mutate()}
          disabled={signOut.isPending}
        >
          <LogOut className="size-4" aria-hidden="true" />
          {t`Log Out`}
        </button>
      </div>
    </Dropdown>
  );
}
