import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import type { HeadcountSlot } from '@messhall/shared';
import { sharedText } from '@/lib/i18n/shared-text';
import { formatDay, slotLabel } from '@/utils/hostel-day-format';
import { formatNumber } from '@/utils/format';

/** How the slot went against the count: "As expected", "3 not served", "2 more than expected". */
function differenceNote(served: number, expected: number): string {
  const difference = served - expected;
  if (difference === 0) return t`As expected`;
  const count = formatNumber(Math.abs(difference));
  return difference < 0 ? t`${count} not served` : t`${count} more than expected`;
}

/**
 * Yesterday as it went: the passes scanned per slot against the count the kitchen cooked for. More served than
 * expected means members were counted late (a plan bought during the day, decision 0035).
 */
export function YesterdaySummary({ date, slots }: { date: string; slots: HeadcountSlot[] }) {
  const day = formatDay(date);
  return (
    <section aria-labelledby="yesterday-title" className="mt-8">
      <h2 id="yesterday-title" className="text-xl font-semibold">
        {t`Yesterday, ${day}: served vs expected`}
      </h2>
      <ul className="mt-3 grid gap-3 sm:grid-cols-3">
        {slots.map(({ slot, expected, served }) => {
          const servedCount = formatNumber(served);
          const expectedCount = formatNumber(expected);
          return (
            <li key={slot} className="rounded-box border border-base-300 bg-base-100 p-4">
              <p className="text-sm font-semibold tracking-wide text-base-content/80 uppercase">
                {sharedText(slotLabel(slot))}
              </p>
              <p className="mt-1 tabular-nums">
                <Trans>
                  <span className="text-2xl font-bold">{servedCount}</span> served of{' '}
                  <span className="font-semibold">{expectedCount}</span> expected
                </Trans>
              </p>
              <p className="text-sm text-base-content/80">{differenceNote(served, expected)}</p>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
