// Calendar days written YYYY-MM-DD (the meal service's hostel days), without zod: screens that only count days
// must not load the schema library for it.

const DAY_MS = 24 * 60 * 60 * 1000;

/** Milliseconds of a YYYY-MM-DD at UTC midnight, or NaN when it is no calendar day (2026-02-30). */
export function calendarDayMs(value: string): number {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return Number.NaN;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const ms = Date.UTC(year, month - 1, day);
  const back = new Date(ms);
  return back.getUTCFullYear() === year && back.getUTCMonth() === month - 1 && back.getUTCDate() === day
    ? ms
    : Number.NaN;
}

/** Days from `from` to `to` (0 when equal, negative when `to` is earlier). */
export const daysBetween = (from: string, to: string) =>
  Math.round((calendarDayMs(to) - calendarDayMs(from)) / DAY_MS);
