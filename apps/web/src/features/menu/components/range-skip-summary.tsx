import type { RangeSkipResponse } from '@messhall/shared';
import { formatDay, formatWhen, SLOT_LABELS } from '@/utils/hostel-day-format';
import { mealCount, slotsByDay } from '../lib/slots-by-day';

/** What "I'm away" did: the slots skipped, those already closed (with when), the days no plan covers. */
export function RangeSkipSummary({ result }: { result: RangeSkipResponse }) {
  const { skipped, closed, notCovered } = result;
  return (
    <div role="status" className="flex flex-col gap-4">
      <p className="text-lg font-semibold">
        {skipped.length > 0 ? `${mealCount(skipped.length)} skipped` : 'No meal was skipped'}
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
          <h3 className="font-semibold">{`Already closed, left as they were (${mealCount(closed.length)})`}</h3>
          <ul className="mt-1 flex flex-col gap-1 text-sm">
            {closed.map((slot) => (
              <li key={`${slot.date}-${slot.slot}`}>
                {`${SLOT_LABELS[slot.slot]} ${formatDay(slot.date)}: skipping closed at ${formatWhen(slot.cutoff)}`}
              </li>
            ))}
          </ul>
        </div>
      )}
      {notCovered.length > 0 && (
        <div>
          <h3 className="font-semibold">Not covered by your plan</h3>
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
