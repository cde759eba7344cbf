import { i18n } from '@lingui/core';
import { msg, t } from '@lingui/core/macro';
import { ArrowLeft } from 'lucide-react';
import { Suspense } from 'react';
import { Link, NavLink, Outlet } from 'react-router';
import { PageSpinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { ProfileCard } from '@/features/auth/components/profile-card';
import { useMembership } from '@/features/payments/api/get-membership';
import { MembershipBadge } from '@/features/payments/components/membership-badge';
import { cn } from '@/utils/cn';
import '@/styles/screens.css';

const MENU = [
  { to: paths.dashboard.requestedMeals(), label: msg`Requested Meals` },
  { to: paths.dashboard.myReviews(), label: msg`My Reviews` },
  { to: paths.dashboard.paymentHistory(), label: msg`Payment History` },
  { to: paths.dashboard.diet(), label: msg`My Diet` },
];

/** User dashboard (docs/product/screens-and-routes.md#user-dashboard): back-to-home, title, profile card, menu, then the chosen section. */
export default function DashboardLayout() {
  const membership = useMembership();
  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-6 sm:px-6 lg:py-10">
      <Link to={paths.home()} className="btn btn-ghost btn-sm -ml-2 gap-2">
        <ArrowLeft className="size-4" aria-hidden="true" />
        {t`Back to Home`}
      </Link>
      <h1 className="mt-3 text-3xl font-bold sm:text-4xl">{t`Dashboard`}</h1>
      <div className="mt-6">
        <ProfileCard loading={membership.isPending} badge={<MembershipBadge membership={membership} />} />
      </div>
      {/* On a phone the entries share the width two by two and a long label wraps, so none runs off the screen. */}
      <nav aria-label={t`Dashboard`} className="mt-6">
        <ul className="menu menu-horizontal grid w-full grid-cols-2 gap-1 rounded-box bg-base-200 p-1.5 sm:flex sm:w-fit sm:flex-nowrap">
          {MENU.map((item) => (
            <li key={item.to}>
              <NavLink
                to={item.to}
                className={({ isActive }) =>
                  cn(
                    'h-full justify-center px-2 text-center font-medium sm:px-3 sm:whitespace-nowrap',
                    isActive && 'menu-active',
                  )
                }
              >
                {i18n._(item.label)}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <div className="mt-6">
        {/* The menu stays while a section's chunk loads. */}
        <Suspense fallback={<PageSpinner />}>
          <Outlet />
        </Suspense>
      </div>
    </div>
  );
}
