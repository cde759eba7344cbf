import { t } from '@lingui/core/macro';
import { MEAL_SLOTS, type MenuResponse } from '@messhall/shared';
import type { UseQueryResult } from '@tanstack/react-query';
import { useState } from 'react';
import { ErrorState } from '@/components/ui/error-state';
import { Spinner } from '@/components/ui/spinner';
import { sharedText } from '@/lib/i18n/shared-text';
import { cn } from '@/utils/cn';
import { dayOfMonth, formatDay, slotLabel, weekday } from '@/utils/hostel-day-format';
import type { SearchMeals } from '../lib/meal-search';
import { type SaveSlot, SlotEditor } from './slot-editor';

interface MenuWeekProps {
  /** The seven days shown, Monday first. */
  days: string[];
  /** The hostel's today, marked when it is in the week. */
  today: string;
  menu: UseQueryResult<MenuResponse>;
  onSave: SaveSlot;
  searchMeals: SearchMeals;
}

/**
 * The week's menu: on wide screens a grid (a row per day, a column per slot); on phones one day at a time,
 * picked from a strip of the seven days, so each slot's editor has the whole width.
 */
export function MenuWeek({ days, today, menu, onSave, searchMeals }: MenuWeekProps) {
  const [selected, setSelected] = useState(() => Math.max(0, days.indexOf(today)));

  if (menu.isPending) return <Spinner label={t`Loading the menu`} className="py-16" />;
  if (menu.isError)
    return (
      <ErrorState
        title={t`Could not load the menu`}
        message={sharedText(menu.error.message)}
        onRetry={() => void menu.refetch()}
      />
    );
  const byDate = new Map(menu.data.days.map((day) => [day.date, day]));

  return (
    <div className="flex flex-col gap-3">
      <div role="group" aria-label={t`Day`} className="grid grid-cols-7 gap-1 lg:hidden">
        {days.map((date, index) => (
          <button
            key={date}
            type="button"
            aria-pressed={index === selected}
            onClick={() => setSelected(index)}
            className={cn(
              'btn h-auto min-h-11 flex-col gap-0 px-0 py-1.5 text-xs',
              index === selected ? 'btn-primary' : 'btn-ghost bg-base-200',
            )}
          >
            <span>{weekday(date)}</span> <span className="text-base font-bold">{dayOfMonth(date)}</span>
          </button>
        ))}
      </div>
      <div
        aria-hidden="true"
        className="hidden gap-2 px-1 text-sm font-semibold tracking-wide text-base-content/80 uppercase lg:grid lg:grid-cols-[8rem_repeat(3,minmax(0,1fr))]"
      >
        <span>{t`Day`}</span>
        {MEAL_SLOTS.map((slot) => (
          <span key={slot}>{sharedText(slotLabel(slot))}</span>
        ))}
      </div>
      {days.map((date, index) => {
        const day = byDate.get(date);
        const headingId = `menu-day-${date}`;
        return (
          <section
            key={date}
            aria-labelledby={headingId}
            className={cn(
              'flex flex-col gap-2 lg:grid lg:grid-cols-[8rem_repeat(3,minmax(0,1fr))]',
              index !== selected && 'max-lg:hidden',
            )}
          >
            <h3
              id={headingId}
              className="flex flex-wrap items-center gap-2 font-semibold lg:flex-col lg:items-start lg:pt-3"
            >
              {formatDay(date)}
              {date === today && <span className="badge badge-sm badge-primary">{t`Today`}</span>}
            </h3>
            {day?.slots.map((slot) => (
              <SlotEditor key={slot.slot} date={date} slot={slot} onSave={onSave} searchMeals={searchMeals} />
            ))}
          </section>
        );
      })}
    </div>
  );
}
