import {
  MEMBERSHIP_LEVELS,
  storedImageOrNull,
  type AdminCheckResponse,
  type MembershipLevel,
  type User,
  type UserListQuery,
  type UserListResponse,
  type UserSyncInput,
} from '@messhall/shared';
import type { Db } from '../../db/client.js';
import { forbidden, notFound } from '../../lib/app-error.js';
import type { Viewer } from '../../lib/viewer.js';
import {
  findRoleByEmail,
  findUserRecord,
  listUserRecords,
  promoteUser,
  updateProfile,
  type UserRecordRow,
} from './users.repository.js';

/** A stored package name as a membership level; anything unknown shows as no plan rather than failing. */
export function toMembershipLevel(packageName: string | null): MembershipLevel | null {
  if (!packageName) return null;
  return MEMBERSHIP_LEVELS.find((level) => level.toLowerCase() === packageName.trim().toLowerCase()) ?? null;
}

export function toUserDto(row: UserRecordRow): User {
  return {
    _id: row.id,
    name: row.name,
    email: row.email,
    photo: storedImageOrNull(row.image),
    role: row.role === 'admin' ? 'admin' : 'user',
    subscriptionStatus: toMembershipLevel(row.activePlan),
    created_at: row.createdAt.toISOString(),
    last_log_in: row.lastLoginAt ? row.lastLoginAt.toISOString() : null,
  };
}

export async function getOwnRecord(db: Db, viewer: Viewer): Promise<User> {
  const row = await findUserRecord(db, viewer.id);
  // The session outlived its user (deleted meanwhile).
  if (!row) throw notFound('userNotFound');
  return toUserDto(row);
}

/**
 * POST /users, the profile sync after sign-up or Google sign-in: only the caller's own name and photo can
 * change. E-mail, role and timestamps come from the session and the database, whatever the body says.
 */
export async function syncOwnProfile(db: Db, viewer: Viewer, input: UserSyncInput): Promise<User> {
  const changes: { name?: string; image?: string | null } = {};
  if (input.name !== undefined) changes.name = input.name;
  if (input.photo !== undefined) changes.image = input.photo;
  await updateProfile(db, viewer.id, changes);
  return getOwnRecord(db, viewer);
}

/** Admin status of an e-mail: anyone may ask about their own, only an admin about someone else's. */
export async function checkAdmin(db: Db, viewer: Viewer, email: string): Promise<AdminCheckResponse> {
  const asked = email.trim().toLowerCase();
  if (asked === viewer.email.toLowerCase()) return { admin: viewer.role === 'admin' };
  if (viewer.role !== 'admin') throw forbidden();
  return { admin: (await findRoleByEmail(db, asked)) === 'admin' };
}

export async function listUsers(db: Db, viewer: Viewer, query: UserListQuery): Promise<UserListResponse> {
  if (viewer.role !== 'admin') throw forbidden();
  const { rows, total } = await listUserRecords(db, {
    role: query.role,
    search: query.search,
    limit: query.limit,
    offset: (query.page - 1) * query.limit,
  });
  return { users: rows.map(toUserDto), total, page: query.page, limit: query.limit };
}

export async function makeAdmin(db: Db, viewer: Viewer, id: string): Promise<{ success: true }> {
  if (viewer.role !== 'admin') throw forbidden();
  const outcome = await promoteUser(db, id, viewer.id);
  if (outcome === 'not-found') throw notFound('userNotFound');
  return { success: true };
}
