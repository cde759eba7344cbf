import type { Db } from '../../db/client.js';
import { auditLog } from '../../db/schema/index.js';

export interface AuditEntry {
  /** Who did it; null for the system. */
  actorId: string | null;
  /** `<area>.<verb>`, e.g. 'meal.create', 'upcoming.publish'. */
  action: string;
  targetType: string;
  targetId: string | null;
  data?: Record<string, unknown>;
}

/** Call with the transaction of the change itself, so the log row exists exactly when the change does. */
export async function recordAudit(db: Db, entry: AuditEntry): Promise<void> {
  await db.insert(auditLog).values({ ...entry, data: entry.data ?? null });
}
