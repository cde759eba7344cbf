import { t } from '@lingui/core/macro';
import { addDays } from '@/lib/hostel-day';
import { formatLongDay } from '@/utils/hostel-day-format';

/** "Today · Friday 27 November", "Tomorrow · Saturday 28 November", or the day alone: a day's heading. */
export function dayHeading(date: string, today: string): string {
  const day = formatLongDay(date);
  if (date === today) return t`Today · ${day}`;
  if (date === addDays(today, 1)) return t`Tomorrow · ${day}`;
  return day;
}
