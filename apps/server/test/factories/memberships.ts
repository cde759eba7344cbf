import { randomUUID } from 'node:crypto';
import type { Db } from '../../src/db/client.js';
import { payments } from '../../src/db/schema/index.js';

const DAY = 24 * 60 * 60 * 1000;

/**
 * A paid membership as a payments row (what a successful checkout leaves behind): active for 30 days from now,
 * — with `expired` — one whose period ended yesterday, or — with `startsInDays` — one waiting to start then.
 */
export async function giveMembership(
  db: Db,
  userId: string,
  options: { packageName?: 'Silver' | 'Gold' | 'Platinum'; expired?: boolean; startsInDays?: number } = {},
): Promise<void> {
  const end = options.expired
    ? new Date(Date.now() - DAY)
    : new Date(Date.now() + ((options.startsInDays ?? 0) + 30) * DAY);
  await db.insert(payments).values({
    userId,
    packageName: options.packageName ?? 'Gold',
    amountCents: 2000,
    currency: 'usd',
    provider: 'sandbox',
    transactionId: `test_${randomUUID()}`,
    status: 'succeeded',
    periodStart: new Date(end.getTime() - 30 * DAY),
    periodEnd: end,
    createdAt: new Date(end.getTime() - 30 * DAY),
  });
}
