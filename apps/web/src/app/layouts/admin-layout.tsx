import { i18n, type MessageDescriptor } from '@lingui/core';
import { msg, t } from '@lingui/core/macro';
import {
  ArrowLeft,
  ClipboardList,
  CalendarClock,
  CalendarDays,
  ChartColumn,
  ChartLine,
  ChevronDown,
  type LucideIcon,
  Menu,
  MessageSquareText,
  PlusCircle,
  ScanLine,
  UserRound,
  Users,
  UtensilsCrossed,
} from 'lucide-react';
import { Suspense, useId, useRef, useState } from 'react';
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

/**
 * Admin area: the admin menu and the screen. On wide screens the menu is a sidebar; on phones and tablets it is
 * a disclosure (a button naming the open section, then the entries in two columns), so that eleven entries
 * neither run off the screen nor need sideways scrolling.
 */
export default function AdminLayout() {
  const { pathname } = useLocation();
  const [open, setOpen] = useState(false);
  const [openedAt, setOpenedAt] = useState(pathname);
  const toggle = useRef<HTMLButtonElement>(null);
  const listId = useId();
  // Choosing an entry closes the menu: the screen it opens is what the person wants to see.
  if (openedAt !== pathname) {
    setOpenedAt(pathname);
    setOpen(false);
  }
  const current = ADMIN_MENU.find(({ to }) => pathname.startsWith(to));

  return (
    <div className="mx-auto flex w-full max-w-7xl flex-col gap-6 px-4 py-6 sm:px-6 lg:flex-row lg:py-10">
      <aside className="lg:w-60 lg:shrink-0">
        <Link to={paths.home()} className="btn btn-ghost btn-sm -ml-2 gap-2">
          <ArrowLeft className="size-4" aria-hidden="true" />
          {t`Back to Home`}
        </Link>
        <p className="mt-3 px-1 text-sm font-semibold tracking-wide text-base-content/80 uppercase">{t`Admin`}</p>
        <nav
          aria-label={t`Admin`}
          className="mt-2"
          onKeyDown={(event) => {
            if (event.key !== 'Escape' || !open) return;
            setOpen(false);
            toggle.current?.focus();
          }}
        >
          <button
            ref={toggle}
            type="button"
            aria-expanded={open}
            aria-controls={listId}
            onClick={() => setOpen(!open)}
            className="btn w-full justify-between bg-base-200 font-medium lg:hidden"
          >
            <span className="flex min-w-0 items-center gap-2">
              <Menu className="size-4 shrink-0" aria-hidden="true" />
              <span className="truncate">
                {t`Admin menu`}
                {current && <span className="font-normal">: {i18n._(current.label)}</span>}
              </span>
            </span>
            <ChevronDown
              className={cn('size-4 shrink-0 transition-transform', open && 'rotate-180')}
              aria-hidden="true"
            />
          </button>
          <ul
            id={listId}
            className={cn(
              'menu mt-2 w-full grid-cols-2 gap-1 rounded-box bg-base-200 p-1.5 lg:mt-0 lg:flex',
              open ? 'grid' : 'hidden',
            )}
          >
            {ADMIN_MENU.map(({ to, label, icon: Icon }) => (
              <li key={to}>
                <NavLink
                  to={to}
                  className={({ isActive }) => cn('h-full font-medium', isActive && 'menu-active')}
                >
                  <Icon className="size-4 shrink-0" aria-hidden="true" />
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
