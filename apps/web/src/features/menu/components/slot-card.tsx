import type { MenuSlot } from '@messhall/shared';
import { sharedText } from '@/lib/i18n/shared-text';
import { cn } from '@/utils/cn';
import { formatDay, formatServing, slotLabel } from '@/utils/hostel-day-format';
import { type MenuViewer, slotState } from '../lib/menu-viewer';
import { SkipControl } from './skip-control';
import { SlotMeals } from './slot-meals';

interface SlotCardProps {
  date: string;
  slot: MenuSlot;
  viewer: MenuViewer;
  now: number;
  className?: string;
}

/** One slot of a day: name, serving time (viewer's zone), meals and the member's skip state. */
export function SlotCard({ date, slot, viewer, now, className }: SlotCardProps) {
  const state = slotState(slot, viewer, now);
  const name = sharedText(slotLabel(slot.slot));
  const day = formatDay(date);
  return (
    <div
      className={cn('flex flex-col gap-3 rounded-box border border-base-300 bg-base-100 p-3', className)}
      role="group"
      aria-label={`${name}, ${day}`}
    >
      <div className="flex flex-wrap items-baseline justify-between gap-x-2">
        <h3 className="font-bold">{name}</h3>
        <p className="text-sm text-base-content/80">{formatServing(slot.servingFrom, slot.servingTo)}</p>
      </div>
      <SlotMeals meals={slot.meals} />
      <div className="mt-auto">
        <SkipControl date={date} slot={slot.slot} state={state} now={now} />
      </div>
    </div>
  );
}
