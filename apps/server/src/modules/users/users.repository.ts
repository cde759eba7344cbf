import { and, count, desc, eq, getTableName, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.js';
import { users } from '../../db/schema/index.js';
import { recordAudit } from '../audit/audit.repository.js';
import { activePlanSql } from '../payments/membership.repository.js';

/** `"table"."column"`: Drizzle leaves the table out in one-table selects, which a correlated subquery cannot afford. */
export function qualified(column: PgColumn): SQL {
  return sql`${sql.identifier(getTableName(column.table))}.${sql.identifier(column.name)}`;
}

// The active-plan rule lives with the payments module (one definition); re-exported for existing importers.
export { activePlanSql };

const userRecordColumns = {
  id: users.id,
  name: users.name,
  email: users.email,
  image: users.image,
  role: users.role,
  createdAt: users.createdAt,
  lastLoginAt: users.lastLoginAt,
  activePlan: activePlanSql(qualified(users.id)),
};

export interface UserRecordRow {
  id: string;
  name: string;
  email: string;
  image: string | null;
  role: string;
  createdAt: Date;
  lastLoginAt: Date | null;
  activePlan: string | null;
}

export async function findUserRecord(db: Db, id: string): Promise<UserRecordRow | undefined> {
  const [row] = await db.select(userRecordColumns).from(users).where(eq(users.id, id));
  return row;
}

export async function findRoleByEmail(db: Db, email: string): Promise<string | undefined> {
  const [row] = await db
    .select({ role: users.role })
    .from(users)
    .where(sql`lower(${users.email}) = ${email.toLowerCase()}`)
    .limit(1);
  return row?.role;
}

/** LIKE treats %, _ and \ as syntax; escape them so a search is always plain text. */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

export interface UserListFilter {
  role?: 'user' | 'admin' | undefined;
  search?: string | undefined;
  limit: number;
  offset: number;
}

export async function listUserRecords(
  db: Db,
  filter: UserListFilter,
): Promise<{ rows: UserRecordRow[]; total: number }> {
  const conditions: SQL[] = [];
  if (filter.role) conditions.push(eq(users.role, filter.role));
  if (filter.search) {
    const pattern = `%${escapeLike(filter.search)}%`;
    conditions.push(or(ilike(users.name, pattern), ilike(users.email, pattern))!);
  }
  const where = conditions.length > 0 ? and(...conditions) : undefined;
  const [rows, totals] = await Promise.all([
    db
      .select(userRecordColumns)
      .from(users)
      .where(where)
      .orderBy(desc(users.createdAt), desc(users.id))
      .limit(filter.limit)
      .offset(filter.offset),
    db.select({ total: count() }).from(users).where(where),
  ]);
  return { rows, total: totals[0]?.total ?? 0 };
}

export async function updateProfile(db: Db, id: string, changes: { name?: string; image?: string | null }) {
  if (Object.keys(changes).length === 0) return;
  await db
    .update(users)
    .set({ ...changes, updatedAt: new Date() })
    .where(eq(users.id, id));
}

export type PromoteOutcome = 'promoted' | 'already-admin' | 'not-found';

/** Gives a user the admin role and records who did it, in one transaction; a second call changes nothing. */
export async function promoteUser(db: Db, id: string, actorId: string): Promise<PromoteOutcome> {
  return db.transaction(async (tx) => {
    const [row] = await tx.select({ role: users.role }).from(users).where(eq(users.id, id)).for('update');
    if (!row) return 'not-found';
    if (row.role === 'admin') return 'already-admin';
    await tx.update(users).set({ role: 'admin', updatedAt: new Date() }).where(eq(users.id, id));
    await recordAudit(tx, {
      actorId,
      action: 'user.make-admin',
      targetType: 'user',
      targetId: id,
      data: { from: row.role, to: 'admin' },
    });
    return 'promoted';
  });
}
