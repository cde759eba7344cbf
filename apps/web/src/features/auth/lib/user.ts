import { t } from '@lingui/core/macro';
import type { SessionUser } from '../types';

type NamedUser = Pick<SessionUser, 'name' | 'email'>;

/** docs/product/screens-and-routes.md#shared-layout: the display name falls back to the part of the e-mail before the at-sign, then to 'User'. */
export function getDisplayName(user: Partial<NamedUser> | null | undefined): string {
  const name = user?.name?.trim();
  if (name) return name;
  const prefix = user?.email?.split('@')[0]?.trim();
  if (prefix) return prefix;
  return t`User`;
}

export function isAdmin(user: Pick<SessionUser, 'role'> | null | undefined): boolean {
  return (user?.role ?? '')
    .split(',')
    .map((role) => role.trim())
    .includes('admin');
}

/** The welcome toast after signing in (docs/product/screens-and-routes.md#login): with the display name, or 'User'. */
export function welcomeMessage(user: Partial<NamedUser> | null | undefined): string {
  const name = getDisplayName(user);
  return t`Welcome back, ${name}!`;
}
