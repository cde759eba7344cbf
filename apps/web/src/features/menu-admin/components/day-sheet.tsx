import { t } from '@lingui/core/macro';
import type { ForecastResponse, MealSlot, MenuResponse, ProductionInput } from '@messhall/shared';
import type { UseQueryResult } from '@tanstack/react-query';
import { ArrowLeft, Printer } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { ErrorState } from '@/components/ui/error-state';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { sharedText } from '@/lib/i18n/shared-text';
import { formatDateTime } from '@/utils/date-format';
import { formatLongDay } from '@/utils/hostel-day-format';
import { DaySheetSlot } from './day-sheet-slot';
import './day-sheet-print.css';

interface DaySheetProps {
  date: string;
  menu: UseQueryResult<MenuResponse>;
  forecast: UseQueryResult<ForecastResponse>;
  /** Records a slot's portions cooked and left (only the hostel's today offers it). */
  saveProduction: (slot: MealSlot, input: ProductionInput) => Promise<unknown>;
}

/** The moment on the paper: when the page was opened, renewed when the browser starts printing. */
function usePrintedAt(): Date {
  const [at, setAt] = useState(() => new Date());
  useEffect(() => {
    const renew = () => setAt(new Date());
    window.addEventListener('beforeprint', renew);
    return () => window.removeEventListener('beforeprint', renew);
  }, []);
  return at;
}

/**
 * One hostel day for the kitchen, laid out for paper: each slot's serving time, counts, how many to cook for
 * and meals; on the hostel's today, what was cooked and left can be recorded (not printed).
 */
export function DaySheet({ date, menu, forecast, saveProduction }: DaySheetProps) {
  const printedAt = usePrintedAt();
  const day = menu.data?.days.find((entry) => entry.date === date);
  const counts = forecast.data?.days.find((entry) => entry.date === date);
  const isToday = forecast.data?.today === date;
  const failed = menu.isError ? menu : forecast.isError ? forecast : null;
  const longDay = formatLongDay(date);
  const printed = formatDateTime(printedAt);

  let body;
  if (failed)
    body = (
      <ErrorState
        title={t`Could not load the day sheet`}
        message={failed.error ? sharedText(failed.error.message) : undefined}
        onRetry={() => void failed.refetch()}
      />
    );
  else if (!day || !counts) body = <Spinner label={t`Loading the day sheet`} className="py-16" />;
  else
    body = (
      <div className="flex flex-col gap-4">
        {day.slots.map((slot) => (
          <DaySheetSlot
            key={slot.slot}
            slot={slot}
            counts={counts.slots.find((c) => c.slot === slot.slot)}
            saveProduction={isToday ? (input) => saveProduction(slot.slot, input) : undefined}
          />
        ))}
      </div>
    );

  return (
    <div data-day-sheet className="mx-auto w-full max-w-3xl px-4 py-6 sm:px-6 lg:py-10">
      <div data-day-sheet-actions className="mb-4 flex flex-wrap items-center justify-between gap-2">
        <Link to={paths.admin.headcount()} className="btn btn-ghost min-h-11 -ml-2 gap-2 sm:btn-sm">
          <ArrowLeft className="size-4" aria-hidden="true" />
          {t`Back to Headcount`}
        </Link>
        {day && counts && (
          <button
            type="button"
            className="btn btn-primary min-h-11 gap-2 sm:btn-sm"
            onClick={() => window.print()}
          >
            <Printer className="size-4" aria-hidden="true" />
            {t`Print`}
          </button>
        )}
      </div>
      <header className="mb-5 flex flex-wrap items-end justify-between gap-x-6 gap-y-1 border-b border-base-300 pb-4">
        <div>
          <p className="text-sm font-semibold tracking-wide text-base-content/80 uppercase">
            {t`Messhall kitchen`}
          </p>
          <h1 className="text-2xl font-bold sm:text-3xl">{t`Day Sheet: ${longDay}`}</h1>
        </div>
        <p className="text-sm text-base-content/80">{t`Printed ${printed}`}</p>
      </header>
      {body}
    </div>
  );
}
