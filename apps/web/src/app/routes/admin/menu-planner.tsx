import { t } from '@lingui/core/macro';
import { calendarDayMs } from '@messhall/shared';
import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { PageHeader } from '@/features/admin-meals/components/page-header';
import { getMeals } from '@/features/meals/api/get-meals';
import {
  useCopyMenuWeek,
  useMenuTimes,
  useSetMenuSlot,
  useSetMenuTimes,
} from '@/features/menu/api/admin-menu';
import { useMenu } from '@/features/menu/api/get-menu';
import { addDays, dayInZone } from '@/lib/hostel-day';
import { MenuTimesSection } from '@/features/menu-admin/components/menu-times-form';
import { MenuWeek } from '@/features/menu-admin/components/menu-week';
import { WeekBar } from '@/features/menu-admin/components/week-bar';
import { daysSinceMonday } from '@/utils/hostel-day-format';
import type { SearchMeals } from '@/features/menu-admin/lib/meal-search';
import '@/styles/screens.css';

/** How many catalogue matches the picker lists at a time. */
const PICKER_MATCHES = 20;

const searchMeals: SearchMeals = (text, signal) =>
  getMeals({ search: text || undefined, limit: PICKER_MATCHES }, signal).then((page) => page.meals);

const mondayOf = (date: string) => addDays(date, -daysSinceMonday(date));

/**
 * /admin/menu: the week's menu (?week=<any day of it>, so Back and links keep the week) and the cutoff and
 * serving times. "Today" is the hostel's once the times (which name its zone) have loaded.
 */
export default function MenuPlannerRoute() {
  const times = useMenuTimes();
  const today = dayInZone(new Date(), times.data?.timeZone);
  const [params, setParams] = useSearchParams();
  const asked = params.get('week') ?? '';
  const monday = mondayOf(Number.isNaN(calendarDayMs(asked)) ? today : asked);
  const days = Array.from({ length: 7 }, (_, index) => addDays(monday, index));
  const menu = useMenu(monday, days[6]!);
  const setSlot = useSetMenuSlot();
  const copyWeek = useCopyMenuWeek();
  const setTimes = useSetMenuTimes();
  const thisMonday = mondayOf(today);

  const goTo = useCallback(
    (week: string) =>
      setParams((current) => {
        const next = new URLSearchParams(current);
        if (week === thisMonday) next.delete('week');
        else next.set('week', week);
        return next;
      }),
    [setParams, thisMonday],
  );

  return (
    <>
      <PageHeader
        title={t`Menu Planner`}
        description={t`Plan each day's breakfast, lunch and dinner from the published meals.`}
      />
      <WeekBar
        first={monday}
        last={days[6]!}
        previous={{ first: addDays(monday, -7), last: addDays(monday, -1) }}
        isThisWeek={monday === thisMonday}
        onPrevious={() => goTo(addDays(monday, -7))}
        onNext={() => goTo(addDays(monday, 7))}
        onThisWeek={() => goTo(thisMonday)}
        onCopyPrevious={() => copyWeek.mutateAsync({ from: addDays(monday, -7), to: monday })}
      />
      <MenuWeek
        key={monday}
        days={days}
        today={today}
        menu={menu}
        onSave={setSlot.mutateAsync}
        searchMeals={searchMeals}
      />
      <MenuTimesSection times={times} onSave={setTimes.mutateAsync} />
    </>
  );
}
