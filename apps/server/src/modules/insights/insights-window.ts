import { sql, type SQL } from 'drizzle-orm';
import { addDays, hostelMoment } from '../../lib/hostel-clock.js';

/**
 * A range of hostel days and the moments that bound it: from the hostel's midnight starting `from` to the one
 * starting the day after `to`. Every query bounds `created_at` by these two moments, so a btree index on
 * `created_at` serves it, and names a row's day as `(created_at at time zone zone)::date`.
 */
export interface DayWindow {
  from: string;
  to: string;
  zone: string;
  start: Date;
  end: Date;
}

export function dayWindow(zone: string, from: string, to: string): DayWindow {
  return {
    from,
    to,
    zone,
    start: hostelMoment(zone, from, 0),
    end: hostelMoment(zone, addDays(to, 1), 0),
  };
}

/** `column` within the window (half-open: a row at the next midnight belongs to the next day). */
export const withinWindow = (column: SQL, w: DayWindow): SQL =>
  sql`${column} >= ${w.start.toISOString()}::timestamptz and ${column} < ${w.end.toISOString()}::timestamptz`;

/** The hostel's calendar day of a moment, as a SQL date. */
export const hostelDaySql = (column: SQL, w: DayWindow): SQL => sql`(${column} at time zone ${w.zone})::date`;
