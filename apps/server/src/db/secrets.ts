import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from './client.js';
import { appSettings } from './schema/index.js';

/**
 * Returns the named secret, generating and storing it on first use. Kept in the database so every instance and
 * every restart signs with the same key (sessions survive) without the newcomer configuring anything.
 */
export async function ensureSecret(db: Db, name: string): Promise<string> {
  await db
    .insert(appSettings)
    .values({ name, value: randomBytes(32).toString('base64url') })
    .onConflictDoNothing();
  const [row] = await db
    .select({ value: appSettings.value })
    .from(appSettings)
    .where(eq(appSettings.name, name));
  if (!row) throw new Error(`secret ${name} could not be stored`);
  return row.value;
}
