import { addDays } from '@/lib/hostel-day';
import { formatDay, formatLongDay } from '@/utils/hostel-day-format';

/** "Today", "Tomorrow" or "Sun 29 Nov": a hostel day named from the hostel's today. */
function dayName(date: string, today: string): string {
  if (date === today) return 'Today';
  if (date === addDays(today, 1)) return 'Tomorrow';
  return formatDay(date);
}

/** "Today · Friday 27 November": a day's heading. */
export function dayHeading(date: string, today: string): string {
  const name = dayName(date, today);
  return name === formatDay(date) ? formatLongDay(date) : `${name} · ${formatLongDay(date)}`;
}
