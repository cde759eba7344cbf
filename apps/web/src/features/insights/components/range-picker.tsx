import { t } from '@lingui/core/macro';
import { INSIGHTS_PRESET_DAYS } from '@messhall/shared';
import type { FormEvent } from 'react';
import { Link } from 'react-router';
import { cn } from '@/utils/cn';
import { formatNumber } from '@/utils/format';
import { presetOf, presetRange, type InsightsRange, rangeSearch } from '../lib/range';

interface RangePickerProps {
  range: InsightsRange;
  /** The hostel's today: presets end on it. */
  today: string;
  onChange: (range: InsightsRange) => void;
}

/**
 * The range the charts cover: the last 7, 30 or 90 days (links, so a preset opens in a new tab too), or two
 * days picked by hand. Either way it lands in the address, and the server checks it.
 */
export function RangePicker({ range, today, onChange }: RangePickerProps) {
  const active = presetOf(range, today);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    onChange({ from: String(form.get('from')), to: String(form.get('to')) });
  };
  return (
    <div className="flex flex-col gap-4 rounded-box border border-base-300 bg-base-100 p-4 sm:flex-row sm:flex-wrap sm:items-end sm:justify-between">
      <nav aria-label={t`Preset ranges`}>
        <ul className="flex flex-wrap gap-2">
          {INSIGHTS_PRESET_DAYS.map((days) => {
            const count = formatNumber(days);
            return (
              <li key={days}>
                <Link
                  to={rangeSearch(presetRange(days, today))}
                  aria-current={active === days ? 'true' : undefined}
                  className={cn('btn btn-sm', active === days ? 'btn-primary' : 'btn-outline')}
                >
                  {t`Last ${count} days`}
                </Link>
              </li>
            );
          })}
        </ul>
      </nav>
      {/* Keyed by the range, so the fields show the range again after a preset or the browser's Back. */}
      <form
        key={`${range.from}/${range.to}`}
        onSubmit={submit}
        className="flex flex-wrap items-end gap-3"
        aria-label={t`Custom range`}
      >
        <label className="flex flex-col gap-1 text-sm font-medium">
          {t`From`}
          <input type="date" name="from" required defaultValue={range.from} className="input input-sm w-40" />
        </label>
        <label className="flex flex-col gap-1 text-sm font-medium">
          {t`To`}
          <input type="date" name="to" required defaultValue={range.to} className="input input-sm w-40" />
        </label>
        <button type="submit" className="btn btn-sm btn-primary">
          {t`Show`}
        </button>
      </form>
    </div>
  );
}
