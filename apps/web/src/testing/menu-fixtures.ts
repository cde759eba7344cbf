import {
  DEFAULT_MENU_TIMES,
  MEAL_SLOTS,
  type ForecastResponse,
  type Meal,
  type MenuResponse,
  type MenuTimesResponse,
} from '@messhall/shared';

// Answers of the menu API (decision 0035) for the menu screens' tests.

const DAY_MS = 24 * 60 * 60 * 1000;
export const ZONE = 'Asia/Dhaka';

/** `date` (YYYY-MM-DD) moved by `days`. */
export const shiftDate = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

export function menuMeal(id: string, title: string, category: Meal['category'] = 'Lunch'): Meal {
  return {
    _id: id,
    title,
    category,
    image: `/api/images/${id}`,
    ingredients: 'Rice, spices',
    description: `${title} as the mess makes it.`,
    price: 100,
    postTime: '2026-11-01T06:00:00.000Z',
    distributorName: 'Meal Admin',
    distributorEmail: 'admin@hostel.test',
    rating: 0,
    likes: 0,
    likedByMe: false,
    reviews_count: 0,
    createdAt: '2026-11-01T06:00:00.000Z',
    status: 'published',
    publishDate: null,
    dietTags: [],
    allergens: [],
  };
}

/** GET /api/menu for `days` days from `from`; `meals` puts meals into "date/slot". */
export function menuAnswer(from: string, days: number, meals: Record<string, Meal[]> = {}): MenuResponse {
  return {
    timeZone: ZONE,
    days: Array.from({ length: days }, (_, index) => {
      const date = shiftDate(from, index);
      return {
        date,
        slots: MEAL_SLOTS.map((slot) => {
          const times = DEFAULT_MENU_TIMES[slot];
          return {
            slot,
            cutoff: `${shiftDate(date, -times.cutoffDaysBefore)}T${times.cutoffTime}:00+06:00`,
            servingFrom: `${date}T${times.servingFrom}:00+06:00`,
            servingTo: `${date}T${times.servingTo}:00+06:00`,
            meals: meals[`${date}/${slot}`] ?? [],
          };
        }),
      };
    }),
  };
}

export const timesAnswer = (): MenuTimesResponse => ({
  ...DEFAULT_MENU_TIMES,
  timeZone: ZONE,
  passGraceMinutes: 30,
});

/**
 * GET /api/menu/forecast for `days` days from `from`, each slot's numbers from `count(date, slot)`; the forecast
 * is 80 % of expected, give or take a tenth, over 8 weeks.
 */
export function forecastAnswer(
  from: string,
  days: number,
  count: (date: string, slot: string) => { expected: number; skipped: number; served: number },
  today: string = from,
): ForecastResponse {
  return {
    timeZone: ZONE,
    today,
    days: Array.from({ length: days }, (_, index) => {
      const date = shiftDate(from, index);
      return {
        date,
        slots: MEAL_SLOTS.map((slot) => {
          const counts = count(date, slot);
          return {
            slot,
            ...counts,
            cookFor: Math.round(counts.expected * 0.8),
            low: Math.floor(counts.expected * 0.7),
            high: Math.ceil(counts.expected * 0.9),
            basis: 'history' as const,
            share: 0.8,
            weeks: 8,
            production: null,
          };
        }),
      };
    }),
  };
}
