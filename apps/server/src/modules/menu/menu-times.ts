import { menuTimesSchema, type MenuTimes } from '@messhall/shared';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { appSettings } from '../../db/schema/index.js';

const SETTING = 'menu.times';

/**
 * Until an admin sets others: skipping breakfast closes at 22:00 the evening before, lunch at 10:00 and dinner at
 * 16:00 the same day; the counter serves 07:00–10:00, 12:30–15:00 and 19:30–22:00 (hostel time).
 */
export const DEFAULT_MENU_TIMES: MenuTimes = {
  breakfast: { cutoffDaysBefore: 1, cutoffTime: '22:00', servingFrom: '07:00', servingTo: '10:00' },
  lunch: { cutoffDaysBefore: 0, cutoffTime: '10:00', servingFrom: '12:30', servingTo: '15:00' },
  dinner: { cutoffDaysBefore: 0, cutoffTime: '16:00', servingFrom: '19:30', servingTo: '22:00' },
};

/** The slots' cutoffs and serving times: the admins' setting, or the defaults. */
export async function readMenuTimes(db: Db): Promise<MenuTimes> {
  const [row] = await db
    .select({ value: appSettings.value })
    .from(appSettings)
    .where(eq(appSettings.name, SETTING));
  if (!row) return DEFAULT_MENU_TIMES;
  const parsed = menuTimesSchema.safeParse(JSON.parse(row.value));
  return parsed.success ? parsed.data : DEFAULT_MENU_TIMES;
}

export async function saveMenuTimes(db: Db, times: MenuTimes): Promise<void> {
  const value = JSON.stringify(times);
  await db
    .insert(appSettings)
    .values({ name: SETTING, value })
    .onConflictDoUpdate({ target: appSettings.name, set: { value } });
}
