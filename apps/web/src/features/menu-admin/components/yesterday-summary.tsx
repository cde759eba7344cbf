import type { HeadcountSlot } from '@messhall/shared';
import { formatDay, slotLabel } from '@/utils/hostel-day-format';

/**
 * Yesterday as it went: the passes scanned per slot against the count the kitchen cooked for. More served than
 * expected means members were counted late (a plan bought during the day, decision 0035).
 */
export function YesterdaySummary({ date, slots }: { date: string; slots: HeadcountSlot[] }) {
  return (
    <section aria-labelledby="yesterday-title" className="mt-8">
      <h2 id="yesterday-title" className="text-xl font-semibold">
        Yesterday, {formatDay(date)}: served vs expected
      </h2>
      <ul className="mt-3 grid gap-3 sm:grid-cols-3">
        {slots.map(({ slot, expected, served }) => {
          const difference = served - expected;
          return (
            <li key={slot} className="rounded-box border border-base-300 bg-base-100 p-4">
              <p className="text-sm font-semibold tracking-wide text-base-content/80 uppercase">
                {slotLabel(slot)}
              </p>
              <p className="mt-1 tabular-nums">
                <span className="text-2xl font-bold">{served}</span> served of{' '}
                <span className="font-semibold">{expected}</span> expected
              </p>
              <p className="text-sm text-base-content/80">
                {difference === 0
                  ? 'As expected'
                  : difference < 0
                    ? `${-difference} not served`
                    : `${difference} more than expected`}
              </p>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
