import { DEFAULT_MENU_TIMES, menuTimesSchema, type MenuTimes } from '@messhall/shared';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { appSettings } from '../../db/schema/index.js';

const SETTING = 'menu.times';

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
