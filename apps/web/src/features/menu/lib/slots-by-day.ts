import { plural } from '@lingui/core/macro';
import { MEAL_SLOTS, type SlotRef } from '@messhall/shared';
import { sharedText } from '@/lib/i18n/shared-text';
import { slotLabel } from '@/utils/hostel-day-format';

/**
 * Slots grouped by day, days in order and each day's slots in serving order, named in the page's language
 * ("breakfast, lunch": lower case where the language has cases).
 */
export function slotsByDay(refs: readonly SlotRef[]): { date: string; slots: string }[] {
  const days = new Map<string, Set<string>>();
  for (const ref of refs) {
    if (!days.has(ref.date)) days.set(ref.date, new Set());
    days.get(ref.date)!.add(ref.slot);
  }
  return [...days.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([date, slots]) => ({
      date,
      slots: MEAL_SLOTS.filter((slot) => slots.has(slot))
        .map((slot) => sharedText(slotLabel(slot)).toLowerCase())
        .join(', '),
    }));
}

/** "1 meal", "6 meals". */
export const mealCount = (count: number) => plural(count, { one: '# meal', other: '# meals' });
