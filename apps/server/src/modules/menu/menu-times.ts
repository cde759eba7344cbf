import { DEFAULT_MENU_TIMES, menuTimesSchema, type MenuTimes } from '@messhall/shared';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { appSettings } from '../../db/schema/index.js';
import { sharedAnswer } from '../../lib/shared-answers.js';

const SETTING = 'menu.times';

/**
 * The slots' cutoffs and serving times: the admins' setting, or the defaults. Every skip, pass and menu reads
 * them, and only PUT /api/menu/cutoffs changes them, a write that drops the kept parts on every instance
 * (lib/shared-answers.ts): kept there, they cost no query. The value is shared: never change it.
 */
export function readMenuTimes(db: Db): Promise<MenuTimes> {
  return sharedAnswer(db, 'menu.times', () => loadMenuTimes(db));
}

async function loadMenuTimes(db: Db): Promise<MenuTimes> {
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
