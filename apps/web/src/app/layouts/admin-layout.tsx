import { i18n, type MessageDescriptor } from '@lingui/core';
import { msg, t } from '@lingui/core/macro';
import {
  ArrowLeft,
  ClipboardList,
  CalendarClock,
  CalendarDays,
  ChartColumn,
  ChartLine,
  type LucideIcon,
  MessageSquareText,
  PlusCircle,
  ScanLine,
  UserRound,
  Users,
  UtensilsCrossed,
} from 'lucide-react';
import { Suspense, useEffect, useRef } from 'react';
import { Link, NavLink, Outlet, useLocation } from 'react-router';
import { PageSpinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { cn } from '@/utils/cn';
import '@/styles/screens.css';

const ADMIN_MENU: Array<{ to: string; label: MessageDescriptor; icon: LucideIcon }> = [
  { to: paths.admin.profile(), label: msg`Admin Profile`, icon: UserRound },
  { to: paths.admin.manageUsers(), label: msg`Manage Users`, icon: Users },
  { to: paths.admin.addMeal(), label: msg`Add Meal`, icon: PlusCircle },
  { to: paths.admin.allMeals(), label: msg`All Meals`, icon: UtensilsCrossed },
  { to: paths.admin.allReviews(), label: msg`All Reviews`, icon: MessageSquareText },
  { to: paths.admin.serveMeals(), label: msg`Serve Meals`, icon: ClipboardList },
  { to: paths.admin.upcomingMeals(), label: msg`Upcoming Meals`, icon: CalendarClock },
  { to: paths.admin.menuPlanner(), label: msg`Menu Planner`, icon: CalendarDays },
  { to: paths.admin.headcount(), label: msg`Headcount`, icon: ChartColumn },
  { to: paths.admin.insights(), label: msg`Insights`, icon: ChartLine },
  { to: paths.admin.scanPasses(), label: msg`Scan Passes`, icon: ScanLine },
];

/** Admin area: the admin menu (a sidebar on wide screens, a scrolling strip on phones) and the screen. */
export default function AdminLayout() {
  const navRef = useRef<HTMLElement>(null);
  const { pathname } = useLocation();

  // On a phone the strip is wider than the screen: bring the open section's entry into view (the later ones,
  // such as Scan Passes at the counter, would otherwise start out of sight). Only the strip scrolls.
  useEffect(() => {
    const nav = navRef.current;
    const active = nav?.querySelector<HTMLElement>('[aria-current="page"]');
    if (!nav || !active || nav.scrollWidth <= nav.clientWidth) return;
    const offset = active.getBoundingClientRect().left - nav.getBoundingClientRect().left;
    nav.scrollLeft += offset - (nav.clientWidth - active.offsetWidth) / 2;
  }, [pathname]);

  return (
    <div className="mx-auto flex w-full max-w-7xl flex-col gap-6 px-4 py-6 sm:px-6 lg:flex-row lg:py-10">
      <aside className="lg:w-60 lg:shrink-0">
        <Link to={paths.home()} className="btn btn-ghost btn-sm -ml-2 gap-2">
          <ArrowLeft className="size-4" aria-hidden="true" />
          {t`Back to Home`}
        </Link>
        <p className="mt-3 px-1 text-sm font-semibold tracking-wide text-base-content/80 uppercase">{t`Admin`}</p>
        <nav ref={navRef} aria-label={t`Admin`} className="mt-2 overflow-x-auto lg:overflow-visible">
          <ul className="menu menu-horizontal flex-nowrap gap-1 rounded-box bg-base-200 p-1.5 lg:menu-vertical lg:w-full">
            {ADMIN_MENU.map(({ to, label, icon: Icon }) => (
              <li key={to}>
                <NavLink
                  to={to}
                  className={({ isActive }) => cn('font-medium whitespace-nowrap', isActive && 'menu-active')}
                >
                  <Icon className="size-4" aria-hidden="true" />
                  {i18n._(label)}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
      </aside>
      <div className="min-w-0 flex-1">
        {/* The menu stays while a section's chunk loads. */}
        <Suspense fallback={<PageSpinner />}>
          <Outlet />
        </Suspense>
      </div>
    </div>
  );
}
