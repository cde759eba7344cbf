import { DEFAULT_LEVEL, findPlan, type Membership, type PlanName } from '@messhall/shared';
import type { Db } from '../../db/client.js';
import type { Viewer } from '../auth/auth.plugin.js';
import { findActivePlan } from './membership.repository.js';

export interface ActivePlan {
  name: PlanName;
  periodEnd: Date;
}

/**
 * The user's active paid plan: the newest succeeded payment whose 30-day period has not ended; null means
 * Bronze (no paid plan). The one rule behind the profile badge, Manage Users and the meal-request check.
 */
export async function getActivePlan(db: Db, userId: string): Promise<ActivePlan | null> {
  const row = await findActivePlan(db, userId);
  const plan = row ? findPlan(row.name) : undefined;
  return row && plan ? { name: plan.name, periodEnd: row.periodEnd } : null;
}

export async function getMembership(db: Db, viewer: Viewer): Promise<Membership> {
  const active = await getActivePlan(db, viewer.id);
  return { level: active?.name ?? DEFAULT_LEVEL, periodEnd: active ? active.periodEnd.toISOString() : null };
}
