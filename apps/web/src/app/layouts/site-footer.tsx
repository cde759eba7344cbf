import { t } from '@lingui/core/macro';
import { Link } from 'react-router';
import { LogoMark } from '@/components/layout/logo';
import { APP_NAME } from '@/config/brand';
import { paths } from '@/config/paths';
import { formatYear } from '@/utils/date-format';

export default function SiteFooter() {
  const year = formatYear(new Date());
  return (
    <footer className="border-t border-base-300 bg-base-200">
      <div className="mx-auto flex max-w-7xl flex-col items-center gap-4 px-4 py-8 text-center sm:flex-row sm:justify-between sm:text-left">
        <div className="flex items-center gap-2">
          <LogoMark className="size-8" />
          <div>
            <p className="font-bold">{APP_NAME}</p>
            <p className="text-sm text-base-content/80">{t`Good food for hostel life.`}</p>
          </div>
        </div>
        <nav aria-label={t`Footer`}>
          <ul className="flex flex-wrap justify-center gap-x-5 gap-y-2 text-sm">
            <li>
              <Link className="link link-hover" to={paths.home()}>
                {t`Home`}
              </Link>
            </li>
            <li>
              <Link className="link link-hover" to={paths.meals()}>
                {t`Meals`}
              </Link>
            </li>
            <li>
              <Link className="link link-hover" to={paths.upcomingMeals()}>
                {t`Upcoming Meals`}
              </Link>
            </li>
            <li>
              <Link className="link link-hover" to={paths.menu()}>
                {t`Menu`}
              </Link>
            </li>
          </ul>
        </nav>
      </div>
      <div className="border-t border-base-300 px-4 py-4 text-center text-sm text-base-content/80">
        <p>{t`© ${year} Messhall. All rights reserved.`}</p>
      </div>
    </footer>
  );
}
