import { DEFAULT_LEVEL, findPlan, type Membership, type PlanName } from '@messhall/shared';
import type { Db } from '../../db/client.js';
import type { Viewer } from '../../lib/viewer.js';
import { findActivePlan, findLastPaidPlan, listPaidTimeAhead } from './membership.repository.js';

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

/** Without an active plan: the last paid plan, when its period has ended (null if the user never paid). */
export async function getExpiredPlan(db: Db, userId: string): Promise<ActivePlan | null> {
  const row = await findLastPaidPlan(db, userId);
  const plan = row ? findPlan(row.name) : undefined;
  return row && plan && row.periodEnd.getTime() <= Date.now()
    ? { name: plan.name, periodEnd: row.periodEnd }
    : null;
}

/** The first paid period that has not started yet: what runs after the active plan. */
async function getNextPlan(db: Db, userId: string): Promise<Membership['next']> {
  const now = new Date();
  const next = (await listPaidTimeAhead(db, userId, now)).find((p) => p.periodStart > now);
  const plan = next && findPlan(next.packageName);
  return next && plan
    ? { plan: plan.name, startsAt: next.periodStart.toISOString(), endsAt: next.periodEnd.toISOString() }
    : null;
}

export async function getMembership(db: Db, viewer: Viewer): Promise<Membership> {
  const active = await getActivePlan(db, viewer.id);
  if (active) {
    return {
      level: active.name,
      periodEnd: active.periodEnd.toISOString(),
      next: await getNextPlan(db, viewer.id),
      expired: null,
    };
  }
  const expired = await getExpiredPlan(db, viewer.id);
  return {
    level: DEFAULT_LEVEL,
    periodEnd: null,
    next: null,
    expired: expired && { plan: expired.name, endedAt: expired.periodEnd.toISOString() },
  };
}
