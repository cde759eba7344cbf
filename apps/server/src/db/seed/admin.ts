import { randomInt, randomUUID } from 'node:crypto';
import { and, eq, notLike, sql } from 'drizzle-orm';
import { hashPassword } from 'better-auth/crypto';
import { meetsPasswordRules } from '@messhall/shared';
import type { AppConfig } from '../../config.js';
import type { Db } from '../client.js';
import { accounts, users } from '../schema/index.js';
import { DEMO_DOMAINS } from './demo-people.js';

/** The administrator created when ADMIN_EMAIL is not set and the database has no administrator at all. */
export const DEFAULT_ADMIN_EMAIL = 'admin@messhall.local';
const ADMIN_NAME = 'Administrator';

const LOWER = 'abcdefghijkmnopqrstuvwxyz';
const UPPER = 'ABCDEFGHJKLMNPQRSTUVWXYZ';
const DIGITS = '23456789';
// Symbols that survive copying from a terminal and pasting into a shell or a form unquoted.
const SPECIAL = '!@#%+=-_';

/**
 * A random password that meets the sign-up rules (upper, lower, digit, special, 8+ characters). Look-alike
 * characters (l/1, O/0) are left out because a person copies it from the log once.
 */
export function generatePassword(length = 20): string {
  const all = LOWER + UPPER + DIGITS + SPECIAL;
  const chars = [LOWER, UPPER, DIGITS, SPECIAL].map((set) => set[randomInt(set.length)]!);
  while (chars.length < length) chars.push(all[randomInt(all.length)]!);
  for (let i = chars.length - 1; i > 0; i--) {
    const j = randomInt(i + 1);
    [chars[i], chars[j]] = [chars[j]!, chars[i]!];
  }
  return chars.join('');
}

export interface NewAccount {
  id?: string;
  name: string;
  email: string;
  role: 'admin' | 'user';
  /** better-auth's scrypt hash (hashPassword from better-auth/crypto). */
  passwordHash: string;
  createdAt?: Date;
  lastLoginAt?: Date;
}

/** User rows plus the better-auth credential account rows that let them sign in with e-mail + password. */
export function accountRows(people: readonly NewAccount[]) {
  const userRows: (typeof users.$inferInsert)[] = [];
  const accountRowsOut: (typeof accounts.$inferInsert)[] = [];
  for (const person of people) {
    const id = person.id ?? randomUUID();
    const createdAt = person.createdAt ?? new Date();
    userRows.push({
      id,
      name: person.name,
      email: person.email,
      emailVerified: true,
      role: person.role,
      createdAt,
      updatedAt: createdAt,
      lastLoginAt: person.lastLoginAt ?? null,
    });
    accountRowsOut.push({
      id: randomUUID(),
      // better-auth's credential account: providerId 'credential' and accountId = the user's id.
      accountId: id,
      providerId: 'credential',
      userId: id,
      password: person.passwordHash,
      createdAt,
      updatedAt: createdAt,
    });
  }
  return { users: userRows, accounts: accountRowsOut };
}

async function findUserByEmail(db: Db, email: string) {
  const [row] = await db
    .select({ id: users.id, role: users.role })
    .from(users)
    .where(sql`lower(${users.email}) = ${email.toLowerCase()}`)
    .limit(1);
  return row;
}

/** Creates an administrator unless the e-mail is taken (another instance may be starting at the same time). */
async function createAdministrator(db: Db, email: string, configuredPassword: string | undefined) {
  const password = configuredPassword ?? generatePassword();
  const rows = accountRows([
    { name: ADMIN_NAME, email, role: 'admin', passwordHash: await hashPassword(password) },
  ]);
  const created = await db.transaction(async (tx) => {
    const inserted = await tx
      .insert(users)
      .values(rows.users)
      .onConflictDoNothing()
      .returning({ id: users.id });
    if (inserted.length === 0) return false;
    await tx.insert(accounts).values(rows.accounts);
    return true;
  });
  if (!created) return [];
  if (!configuredPassword) {
    return [
      `First administrator ${email} created with password: ${password} (shown once; change it after logging in)`,
    ];
  }
  const lines = [`First administrator ${email} created with the password from ADMIN_PASSWORD`];
  if (!meetsPasswordRules(configuredPassword)) {
    lines.push(
      'ADMIN_PASSWORD lacks an uppercase letter, lowercase letter, number or special character: the login form will refuse it; choose a stronger one and reset the password',
    );
  }
  return lines;
}

/**
 * Makes sure the first administrator exists; runs at every start and returns log lines.
 * - ADMIN_EMAIL set: that user is created as admin (password ADMIN_PASSWORD, or a random one printed once), or
 *   promoted to admin if it already exists. An existing password is never changed.
 * - ADMIN_EMAIL unset and no administrator at all: admin@messhall.local is created the same way.
 */
export async function ensureAdmin(db: Db, config: AppConfig): Promise<string[]> {
  if (config.adminEmail) {
    const email = config.adminEmail.toLowerCase();
    const existing = await findUserByEmail(db, email);
    if (!existing) return createAdministrator(db, email, config.adminPassword);
    if (existing.role === 'admin') return [];
    await db.update(users).set({ role: 'admin', updatedAt: new Date() }).where(eq(users.id, existing.id));
    return [`${email} promoted to administrator (ADMIN_EMAIL)`];
  }
  const [anyAdmin] = await db.select({ id: users.id }).from(users).where(eq(users.role, 'admin')).limit(1);
  if (anyAdmin) return [];
  const lines = await createAdministrator(db, DEFAULT_ADMIN_EMAIL, config.adminPassword);
  if (lines.length > 0) return lines;
  // Someone registered the default address as an ordinary user; promoting a stranger would be unsafe.
  return [
    `No administrator exists and ${DEFAULT_ADMIN_EMAIL} belongs to an ordinary user: set ADMIN_EMAIL or run npm run make-admin -- <email>`,
  ];
}

/**
 * The administrator who posts some of the demo meals: ADMIN_EMAIL's user, or the oldest administrator that is
 * not a demo account (those are deleted and recreated by a reset, even one promoted since).
 */
export async function findFirstAdmin(db: Db, config: AppConfig) {
  const columns = { id: users.id, name: users.name, email: users.email };
  if (config.adminEmail) {
    const [row] = await db
      .select(columns)
      .from(users)
      .where(and(sql`lower(${users.email}) = ${config.adminEmail.toLowerCase()}`, eq(users.role, 'admin')))
      .limit(1);
    if (row) return row;
  }
  const [oldest] = await db
    .select(columns)
    .from(users)
    .where(and(eq(users.role, 'admin'), ...DEMO_DOMAINS.map((domain) => notLike(users.email, `%@${domain}`))))
    .orderBy(users.createdAt, users.id)
    .limit(1);
  return oldest;
}

export type PromoteResult = 'promoted' | 'already-admin' | 'not-found';

/** Gives an existing user the admin role (npm run make-admin). */
export async function promoteToAdmin(db: Db, email: string): Promise<PromoteResult> {
  const user = await findUserByEmail(db, email.trim());
  if (!user) return 'not-found';
  if (user.role === 'admin') return 'already-admin';
  await db.update(users).set({ role: 'admin', updatedAt: new Date() }).where(eq(users.id, user.id));
  return 'promoted';
}
