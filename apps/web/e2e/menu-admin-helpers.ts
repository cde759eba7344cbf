import { DEFAULT_MENU_TIMES, type MenuTimes } from '@messhall/shared';
import type { APIRequestContext, Page } from '@playwright/test';
import { ADMIN, expect, signIn } from './fixtures';

// Shared steps of the admin menu specs (decision 0035): the hostel's days, signed-in API contexts, serving times.

export const STUDENT = { email: 'ayesha@student.messhall.test', password: 'Student#2026' } as const;
const ZONE = 'Asia/Dhaka';
/** Sonner's rich toasts are styled by app/toaster.tsx, not by these screens (as in the other specs). */
export const AXE = { exclude: ['[data-sonner-toaster]'] };

const DAY_MS = 24 * 60 * 60 * 1000;
export const hostelToday = () =>
  new Intl.DateTimeFormat('en-CA', {
    timeZone: ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(new Date());
export const addDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
export const mondayOf = (date: string) =>
  addDays(date, -((new Date(`${date}T00:00:00Z`).getUTCDay() + 6) % 7));
/** "Wed 2 Dec", as the screens name a day. */
export const dayLabel = (date: string) =>
  new Intl.DateTimeFormat('en-GB', {
    timeZone: 'UTC',
    weekday: 'short',
    day: 'numeric',
    month: 'short',
  }).format(Date.parse(`${date}T00:00:00Z`));

export async function signInAdmin(page: Page, baseURL: string) {
  await signIn(page.request, baseURL, ADMIN);
}

/** Headers every write needs: the server trusts only its own origin. */
export const writeHeaders = (baseURL: string) => ({ origin: baseURL });

/** Today's lunch is being served now, and no other slot is (as `lunchServedNow` in apps/server/test/factories/menu.ts). */
export function lunchServedNow(): MenuTimes {
  const [h, m] = new Intl.DateTimeFormat('en-GB', {
    timeZone: ZONE,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  })
    .format(new Date())
    .split(':')
    .map(Number) as [number, number];
  const now = h * 60 + m;
  const hhmm = (minutes: number) =>
    `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
  // Breakfast and dinner are served in two minutes at the far end of the day from now, so that lunch is the
  // only slot being served whatever the time (the pass screen shows the slot being served).
  const away = now >= 12 * 60 ? 0 : 23 * 60 + 56;
  const elsewhere = (start: number) => ({
    cutoffDaysBefore: 1,
    cutoffTime: '22:00',
    servingFrom: hhmm(start),
    servingTo: hhmm(start + 1),
  });
  return {
    breakfast: elsewhere(away),
    lunch: {
      cutoffDaysBefore: 1,
      cutoffTime: '22:00',
      servingFrom: hhmm(Math.max(0, now - 60)),
      servingTo: hhmm(Math.min(23 * 60 + 59, now + 60)),
    },
    dinner: elsewhere(away + 2),
  };
}

export async function setMenuTimes(request: APIRequestContext, baseURL: string, times: MenuTimes) {
  const response = await request.put('/api/menu/cutoffs', { data: times, headers: writeHeaders(baseURL) });
  expect(response.ok(), await response.text()).toBe(true);
}

export { DEFAULT_MENU_TIMES };

/** The `index`th published catalogue meal (newest first). */
export async function someMeal(
  request: APIRequestContext,
  index = 0,
): Promise<{ _id: string; title: string }> {
  const response = await request.get(`/api/meals?limit=1&page=${index + 1}`);
  const { meals } = (await response.json()) as { meals: Array<{ _id: string; title: string }> };
  return meals[0]!;
}

export const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
