import type { MenuDay, MenuResponse } from '@messhall/shared';
import { addDays, dayInZone } from '@/lib/hostel-day';

export interface HostelWeek {
  timeZone: string;
  /** The hostel's today (YYYY-MM-DD). */
  today: string;
  /** `length` days from the hostel's today, as the menu lists them. */
  days: MenuDay[];
}

/** The days of a menu answer from the hostel's today on (the answer may start a day earlier: menuFetchWindow). */
export function hostelWeek(menu: MenuResponse, now: Date, length = 7): HostelWeek {
  const today = dayInZone(now, menu.timeZone);
  const last = addDays(today, length - 1);
  const days = menu.days.filter((day) => day.date >= today && day.date <= last);
  return { timeZone: menu.timeZone, today, days };
}
