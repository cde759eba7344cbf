import type { MenuDay } from '@messhall/shared';
import { dayHeading } from '../lib/day-label';
import type { MenuViewer } from '../lib/menu-viewer';
import { SlotCard } from './slot-card';

interface WeekGridProps {
  days: readonly MenuDay[];
  today: string;
  viewer: MenuViewer;
  now: number;
}

/** The week at a glance (desktop): a row per day, its breakfast, lunch and dinner side by side. */
export default function WeekGrid({ days, today, viewer, now }: WeekGridProps) {
  return (
    <ol className="flex flex-col gap-4">
      {days.map((day) => (
        <li
          key={day.date}
          className="grid grid-cols-[10rem_repeat(3,minmax(0,1fr))] gap-3 rounded-box bg-base-200 p-3"
        >
          <h2 className="pt-2 text-lg leading-snug font-bold">{dayHeading(day.date, today)}</h2>
          {day.slots.map((slot) => (
            <SlotCard key={slot.slot} date={day.date} slot={slot} viewer={viewer} now={now} />
          ))}
        </li>
      ))}
    </ol>
  );
}
