import { DEFAULT_MENU_TIMES, type MenuTimes } from '@messhall/shared';
import type { FastifyInstance } from 'fastify';
import { addDays, hostelDate } from '../../src/lib/hostel-clock.js';
import type { TestUser } from './users.js';

export const ZONE = 'Asia/Dhaka';

/** A hostel day relative to today on the hostel's clock (0: today, -1: yesterday). */
export const hostelDay = (offset: number, zone = ZONE) => addDays(hostelDate(zone), offset);

const hhmm = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/**
 * The default times, but lunch is served from an hour before to an hour after this moment of the hostel's day
 * (clipped to the day), and its skips close the evening before: today's lunch passes are accepted now,
 * whatever the hour the test runs at.
 */
export function lunchServedNow(zone = ZONE): MenuTimes {
  const clock = new Intl.DateTimeFormat('en-GB', {
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone: zone,
  });
  const [h, m] = clock.format(new Date()).split(':').map(Number) as [number, number];
  const now = h * 60 + m;
  return {
    ...DEFAULT_MENU_TIMES,
    lunch: {
      cutoffDaysBefore: 1,
      cutoffTime: '22:00',
      servingFrom: hhmm(Math.max(0, now - 60)),
      servingTo: hhmm(Math.min(23 * 60 + 59, now + 60)),
    },
  };
}

/** Sets `lunchServedNow` through the admins' route. */
export async function serveLunchNow(app: FastifyInstance, admin: TestUser): Promise<void> {
  const res = await app.inject({
    method: 'PUT',
    url: '/api/menu/cutoffs',
    headers: admin.headers,
    payload: lunchServedNow(),
  });
  if (res.statusCode !== 200)
    throw new Error(`setting the serving times failed: ${res.statusCode} ${res.body}`);
}
