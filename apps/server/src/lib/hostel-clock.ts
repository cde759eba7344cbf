import { TZDate, tzOffset } from '@date-fns/tz';
import {
  calendarDayMs,
  clockMinutes,
  PASS_GRACE_MINUTES,
  type MealSlot,
  type MenuTimes,
  type MessageValue,
} from '@messhall/shared';

// The hostel's clock: menu days are calendar days of the hostel's time zone, and every cutoff and serving time
// is a wall-clock time of that zone, turned into a moment by @date-fns/tz (daylight saving included).

const DAY_MS = 24 * 60 * 60 * 1000;
const MINUTE_MS = 60_000;

const pad = (n: number) => String(n).padStart(2, '0');

/** The hostel's calendar day at `now`. */
export function hostelDate(zone: string, now: Date = new Date()): string {
  const local = new TZDate(now.getTime(), zone);
  return `${local.getFullYear()}-${pad(local.getMonth() + 1)}-${pad(local.getDate())}`;
}

/** The calendar day `days` after `date` (before, when negative). */
export function addDays(date: string, days: number): string {
  return new Date(calendarDayMs(date) + days * DAY_MS).toISOString().slice(0, 10);
}

/** Every day from `from` to `to`, both included. */
export function daysOf(from: string, to: string): string[] {
  const days: string[] = [];
  for (let day = from; day <= to; day = addDays(day, 1)) days.push(day);
  return days;
}

/** Per zone and year: the zone's UTC offset in minutes if it holds all year (and a week either side), or null. */
const yearOffsets = new Map<string, number | null>();

function offsetAllYear(zone: string, year: number): number | null {
  const key = `${zone} ${year}`;
  let offset = yearOffsets.get(key);
  if (offset === undefined) {
    // A sample a day: no zone changes its offset and back within a day. Once per zone and year.
    const first = Date.UTC(year, 0, 1) - 8 * DAY_MS;
    const last = Date.UTC(year + 1, 0, 1) + 8 * DAY_MS;
    offset = tzOffset(zone, new Date(first));
    for (let t = first + DAY_MS; t <= last && offset !== null; t += DAY_MS) {
      if (tzOffset(zone, new Date(t)) !== offset) offset = null;
    }
    yearOffsets.set(key, offset);
  }
  return offset;
}

/** The zone's UTC offset in minutes when it is the same from `from` to `to` (no daylight-saving change), else null. */
export function fixedOffsetBetween(zone: string, from: Date, to: Date): number | null {
  let offset: number | null | undefined;
  for (let year = from.getUTCFullYear(); year <= to.getUTCFullYear(); year++) {
    const yearly = offsetAllYear(zone, year);
    if (yearly === null || (offset !== undefined && yearly !== offset)) return null;
    offset = yearly;
  }
  return offset ?? null;
}

/**
 * The moment `minutes` after the hostel's midnight starting `date` (negative: the evening before). In a year
 * without a daylight-saving change it is plain arithmetic on the zone's offset: a range of a year asks this
 * for over a thousand slots, and @date-fns/tz asks Intl for the offset on every call.
 */
export function hostelMoment(zone: string, date: string, minutes: number): Date {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const offset = offsetAllYear(zone, year);
  if (offset !== null) return new Date(Date.UTC(year, month - 1, day, 0, minutes) - offset * MINUTE_MS);
  return new Date(new TZDate(year, month - 1, day, 0, minutes, zone).getTime());
}

export interface SlotMoments {
  /** Last moment to skip or undo a skip. */
  cutoff: Date;
  servingFrom: Date;
  servingTo: Date;
  /** The counter accepts the slot's passes from `scanFrom` to `scanUntil` (serving ± the grace). */
  scanFrom: Date;
  scanUntil: Date;
}

export function slotMoments(zone: string, times: MenuTimes, date: string, slot: MealSlot): SlotMoments {
  const t = times[slot];
  const servingFrom = hostelMoment(zone, date, clockMinutes(t.servingFrom));
  const servingTo = hostelMoment(zone, date, clockMinutes(t.servingTo));
  return {
    cutoff: hostelMoment(zone, date, clockMinutes(t.cutoffTime) - t.cutoffDaysBefore * 24 * 60),
    servingFrom,
    servingTo,
    scanFrom: new Date(servingFrom.getTime() - PASS_GRACE_MINUTES * MINUTE_MS),
    scanUntil: new Date(servingTo.getTime() + PASS_GRACE_MINUTES * MINUTE_MS),
  };
}

/** A moment as a message value: "14:05" on the hostel's clock, in the reader's language (i18n/format.ts). */
export const hostelClock = (zone: string, moment: Date): MessageValue => ({
  moment: moment.toISOString(),
  style: 'time',
  zone,
});

/** "Thu 26 Nov" on the hostel's calendar, as a message value. */
export const hostelDay = (zone: string, moment: Date): MessageValue => ({
  moment: moment.toISOString(),
  style: 'day',
  zone,
});

/** "22:00 on Thu 26 Nov (Asia/Dhaka)": a moment named for people reading it anywhere, as a message value. */
export const hostelWhen = (zone: string, moment: Date): MessageValue => ({
  key: 'momentInZone',
  values: { time: hostelClock(zone, moment), day: hostelDay(zone, moment), zone },
});

/** "lunch on Fri 27 Nov": a slot of a day, as a message value. */
export const slotName = (zone: string, date: string, slot: MealSlot): MessageValue => ({
  key: 'slotOnDay',
  values: { slot: { key: slot }, day: hostelDay(zone, hostelMoment(zone, date, 12 * 60)) },
});
