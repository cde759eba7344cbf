import { t } from '@lingui/core/macro';
import { Suspense } from 'react';
import { Link } from 'react-router';
import { LanguageSwitch } from '@/components/layout/language-switch';
import { LogoMark } from '@/components/layout/logo';
import { NotificationBell } from '@/components/layout/notification-bell';
import { ThemeToggle } from '@/components/layout/theme-toggle';
import { lazyPart } from '@/components/ui/lazy-part';
import { LinkButton } from '@/components/ui/link-button';
import { APP_NAME } from '@/config/brand';
import { paths } from '@/config/paths';
import { useSession } from '@/features/auth/api/get-session';
import { DesktopNav, MobileNav } from './main-nav';

const UserMenu = lazyPart(() => import('@/features/auth/components/user-menu'));
// Signed in only: the unread count, the list and the live stream stay out of the shell's first load.
const LiveNotificationBell = lazyPart(
  () => import('@/features/notifications/components/live-notification-bell'),
  NotificationBell,
);

/** Holds the avatar's place while the sign-in state or the account menu loads. */
const avatarPlaceholder = <span className="skeleton size-10 shrink-0 rounded-full" aria-hidden="true" />;

export function SiteHeader() {
  const { user, isPending } = useSession();
  const signedIn = Boolean(user);

  return (
    <header className="sticky top-0 z-40 border-b border-base-300 bg-base-100/95 backdrop-blur supports-[backdrop-filter]:bg-base-100/80">
      <div className="navbar mx-auto min-h-16 max-w-7xl gap-1 px-2 sm:px-4">
        <div className="navbar-start gap-1">
          <MobileNav signedIn={signedIn} />
          <Link
            to={paths.home()}
            className="flex items-center gap-2 rounded-field px-1 text-xl font-extrabold tracking-tight"
          >
            <LogoMark />
            <span>{APP_NAME}</span>
          </Link>
        </div>
        <div className="navbar-center">
          <DesktopNav signedIn={signedIn} />
        </div>
        <div className="navbar-end gap-0.5 sm:gap-1">
          <LanguageSwitch className="max-sm:hidden" />
          <ThemeToggle />
          {user ? (
            <Suspense fallback={<NotificationBell />}>
              <LiveNotificationBell />
            </Suspense>
          ) : (
            <NotificationBell />
          )}
          {isPending ? (
            avatarPlaceholder
          ) : user ? (
            <Suspense fallback={avatarPlaceholder}>
              <UserMenu user={user} />
            </Suspense>
          ) : (
            <LinkButton to={paths.signup()} className="btn-primary btn-sm ml-1 sm:btn-md">
              {t`Join Us`}
            </LinkButton>
          )}
        </div>
      </div>
    </header>
  );
}
