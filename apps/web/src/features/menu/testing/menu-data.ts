import {
  MEAL_SLOTS,
  type Meal,
  type MealSlot,
  type MenuDay,
  type MenuResponse,
  type MenuSlot,
} from '@messhall/shared';
import { addDays, dayInZone, menuFetchWindow } from '@/lib/hostel-day';
import { makeMeal } from '@/testing/fixtures';

// Menu answers for the unit tests, built around the real clock: a test sets each slot's cutoff and serving
// times as offsets from now, so its wording does not depend on the hour it runs at.

const ZONE = 'Asia/Dhaka';
const HOUR = 60 * 60 * 1000;

export const hostelToday = () => dayInZone(new Date(), ZONE);

/** A meal on the menu: a real meal id (the menu's answers carry UUIDs). */
export function menuMeal(overrides: Partial<Meal> = {}): Meal {
  return makeMeal({ _id: 'a5c1e7e2-8f61-4c7e-9d0e-2f1b7b0c0a01', ...overrides });
}

/** Hours from now, as an ISO moment. */
export const hoursFromNow = (hours: number) => new Date(Date.now() + hours * HOUR).toISOString();

type SlotOverrides = Partial<Omit<MenuSlot, 'slot'>>;

/**
 * The menu of the days menuFetchWindow asks for: every slot's serving is a day ahead per day from today and
 * its cutoff an hour before, unless `slots` says otherwise for `${date} ${slot}` (use slotKey).
 */
export function menuAnswer(slots: Record<string, SlotOverrides> = {}, signedIn = true): MenuResponse {
  const { from, to } = menuFetchWindow(new Date());
  const today = hostelToday();
  const days: MenuDay[] = [];
  for (let date = from; date <= to; date = addDays(date, 1)) {
    const offset = Math.round((Date.parse(date) - Date.parse(today)) / (24 * HOUR));
    days.push({
      date,
      slots: MEAL_SLOTS.map((slot, index) => ({
        slot,
        cutoff: hoursFromNow(offset * 24 + index * 6 + 2),
        servingFrom: hoursFromNow(offset * 24 + index * 6 + 3),
        servingTo: hoursFromNow(offset * 24 + index * 6 + 5),
        meals: [],
        ...(signedIn ? { covered: true, skipped: false } : {}),
        ...slots[slotKey(date, slot)],
      })),
    });
  }
  return { timeZone: ZONE, days };
}

export const slotKey = (date: string, slot: MealSlot) => `${date} ${slot}`;
