import { plural, t } from '@lingui/core/macro';
import type { RangeSkipResponse, SlotRef } from '@messhall/shared';
import { sharedText } from '@/lib/i18n/shared-text';
import { formatDay, formatWhen, slotLabel } from '@/utils/hostel-day-format';
import { mealCount, slotsByDay } from '../lib/slots-by-day';

/** "Lunch Thu 26 Nov: skipping closed at 22:00 Wed 25 Nov". */
function closedLine(slot: SlotRef & { cutoff: string }): string {
  const name = sharedText(slotLabel(slot.slot));
  const day = formatDay(slot.date);
  const when = formatWhen(slot.cutoff);
  return t`${name} ${day}: skipping closed at ${when}`;
}

/** What "I'm away" did: the slots skipped, those already closed (with when), the days no plan covers. */
export function RangeSkipSummary({ result }: { result: RangeSkipResponse }) {
  const { skipped, closed, notCovered } = result;
  const skippedCount = skipped.length;
  const closedCount = mealCount(closed.length);
  return (
    <div role="status" className="flex flex-col gap-4">
      <p className="text-lg font-semibold">
        {skipped.length > 0
          ? plural(skippedCount, { one: '# meal skipped', other: '# meals skipped' })
          : t`No meal was skipped`}
      </p>
      {skipped.length > 0 && (
        <ul className="flex flex-col gap-1 text-sm">
          {slotsByDay(skipped).map((day) => (
            <li key={day.date}>
              <span className="font-medium">{formatDay(day.date)}:</span> {day.slots}
            </li>
          ))}
        </ul>
      )}
      {closed.length > 0 && (
        <div>
          <h3 className="font-semibold">{t`Already closed, left as they were (${closedCount})`}</h3>
          <ul className="mt-1 flex flex-col gap-1 text-sm">
            {closed.map((slot) => (
              <li key={`${slot.date}-${slot.slot}`}>{closedLine(slot)}</li>
            ))}
          </ul>
        </div>
      )}
      {notCovered.length > 0 && (
        <div>
          <h3 className="font-semibold">{t`Not covered by your plan`}</h3>
          <ul className="mt-1 flex flex-col gap-1 text-sm">
            {slotsByDay(notCovered).map((day) => (
              <li key={day.date}>
                <span className="font-medium">{formatDay(day.date)}:</span> {day.slots}
              </li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}
