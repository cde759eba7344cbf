import { t } from '@lingui/core/macro';
import type { ForecastSlot, MenuSlot, ProductionInput } from '@messhall/shared';
import { sharedText } from '@/lib/i18n/shared-text';
import { formatClock, slotLabel } from '@/utils/hostel-day-format';
import { formatNumber } from '@/utils/format';
import { cookForText, forecastReason, recordedText } from '../lib/forecast-words';
import { ProductionForm } from './production-form';

interface DaySheetSlotProps {
  slot: MenuSlot;
  counts: ForecastSlot | undefined;
  /** Given on the slot's own day: the kitchen records what it cooked and what was left. */
  saveProduction?: ((input: ProductionInput) => Promise<unknown>) | undefined;
}

/** A slot on the day sheet: when it is served, how many to cook for, and what. */
export function DaySheetSlot({ slot, counts, saveProduction }: DaySheetSlotProps) {
  const headingId = `sheet-${slot.slot}`;
  const numbers = [
    [t`Expected`, counts?.expected],
    [t`Skipped`, counts?.skipped],
    [t`Served`, counts?.served],
  ] as const;
  const from = formatClock(slot.servingFrom);
  const to = formatClock(slot.servingTo);
  const production = counts?.production;
  return (
    <section aria-labelledby={headingId} className="rounded-box border border-base-300 p-4">
      <div className="flex flex-wrap items-baseline justify-between gap-x-4">
        <h2 id={headingId} className="text-xl font-bold">
          {sharedText(slotLabel(slot.slot))}
        </h2>
        <p className="text-base-content/80">{t`Served ${from} – ${to}`}</p>
      </div>
      <dl className="mt-3 grid grid-cols-3 gap-2 text-center">
        {numbers.map(([label, value]) => (
          <div key={label} className="rounded-box bg-base-200 p-2">
            <dt className="text-sm font-medium text-base-content/80">{label}</dt>
            <dd className="text-3xl font-extrabold tabular-nums">
              {value === undefined ? '—' : formatNumber(value)}
            </dd>
          </div>
        ))}
      </dl>
      {counts && (
        <div className="mt-3">
          <p className="text-lg font-bold text-primary">{cookForText(counts)}</p>
          <p className="text-sm text-base-content/80">{forecastReason(counts)}</p>
        </div>
      )}
      {production && !saveProduction && <p className="mt-2 text-sm">{recordedText(production)}</p>}
      {saveProduction && (
        <ProductionForm
          slotLabel={sharedText(slotLabel(slot.slot))}
          slot={slot.slot}
          recorded={production ?? null}
          onSave={saveProduction}
        />
      )}
      <h3 className="mt-4 text-sm font-semibold tracking-wide text-base-content/80 uppercase">{t`Meals`}</h3>
      {slot.meals.length ? (
        <ol className="mt-1 list-decimal pl-6">
          {slot.meals.map((meal) => (
            <li key={meal._id}>
              <span className="font-medium">{meal.title}</span>{' '}
              <span className="text-sm text-base-content/80">({sharedText(meal.category)})</span>
            </li>
          ))}
        </ol>
      ) : (
        <p className="mt-1 text-base-content/80">{t`Nothing planned`}</p>
      )}
    </section>
  );
}
