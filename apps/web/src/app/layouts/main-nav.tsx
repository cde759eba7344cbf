import { t } from '@lingui/core/macro';
import { Menu } from 'lucide-react';
import { NavLink } from 'react-router';
import { LanguageSwitch } from '@/components/layout/language-switch';
import { Dropdown } from '@/components/ui/dropdown';
import { paths } from '@/config/paths';
import { cn } from '@/utils/cn';

interface NavItem {
  to: string;
  label: string;
  end?: boolean;
}

export function navItems(signedIn: boolean): NavItem[] {
  const items: NavItem[] = [
    { to: paths.home(), label: t`Home`, end: true },
    { to: paths.meals(), label: t`Meals`, end: true },
    { to: paths.upcomingMeals(), label: t`Upcoming Meals` },
    { to: paths.menu(), label: t`Menu` },
  ];
  if (signedIn) items.push({ to: paths.dashboard.root(), label: t`Dashboard` });
  return items;
}

function NavItems({ items }: { items: NavItem[] }) {
  return items.map((item) => (
    <li key={item.to}>
      <NavLink
        to={item.to}
        end={item.end}
        className={({ isActive }) => cn('font-medium', isActive && 'menu-active')}
      >
        {item.label}
      </NavLink>
    </li>
  ));
}

/** Inline links from the lg breakpoint up. */
export function DesktopNav({ signedIn }: { signedIn: boolean }) {
  return (
    <nav aria-label={t`Main`} className="hidden lg:block">
      <ul className="menu menu-horizontal gap-1 p-0">
        <NavItems items={navItems(signedIn)} />
      </ul>
    </nav>
  );
}

/** Below lg the links collapse into a dropdown behind a menu button. */
export function MobileNav({ signedIn }: { signedIn: boolean }) {
  return (
    <div className="lg:hidden">
      <Dropdown
        label={t`Navigation menu`}
        align="start"
        triggerClassName="btn btn-ghost btn-square"
        trigger={<Menu className="size-6" aria-hidden="true" />}
        panelClassName="w-60"
      >
        <nav aria-label={t`Main`}>
          <ul className="menu w-full gap-1 rounded-box border border-base-300 bg-base-100 p-2 text-base shadow-lg">
            <NavItems items={navItems(signedIn)} />
          </ul>
        </nav>
        {/* On phones the language switch lives here: the top bar has no room beside Bangla's longer words. */}
        <div className="mt-1 rounded-box border border-base-300 bg-base-100 p-2 shadow-lg sm:hidden">
          <LanguageSwitch />
        </div>
      </Dropdown>
    </div>
  );
}
