// The scan row: the counter serves the meal of a scanned pass (POST /api/menu/scan, an admin), each pass once.
import { DEFAULT_HOSTEL_TIME_ZONE } from '@messhall/shared';
import { signPass } from '../../apps/server/src/modules/menu/meal-pass.js';
import { lunchServedNow } from '../../apps/server/test/factories/menu.js';
import type { Endpoint } from './endpoints.js';
import { BENCH_PASS_KEY, DINERS, dinerId } from './seed-diners.js';
import type { BenchUser } from './session.js';

/** Lunch is served from an hour before to an hour after now, so today's lunch passes are accepted. */
export async function serveLunchNow(base: string, admin: BenchUser): Promise<string | undefined> {
  const res = await fetch(`${base}/api/menu/cutoffs`, {
    method: 'PUT',
    headers: { ...admin.headers, 'content-type': 'application/json' },
    body: JSON.stringify(lunchServedNow(DEFAULT_HOSTEL_TIME_ZONE)),
  });
  return res.ok ? undefined : `setting the serving times answered ${res.status} ${await res.text()}`;
}

/**
 * POST /api/menu/scan with today's lunch passes of the seeded diners (seed-diners.ts), signed with the key the
 * seed stored, each diner once: every request serves a meal (the plan checked, no skip, the serving written and
 * the headcount's notice raised).
 */
export function scanEndpoint(today: string, admin: BenchUser): Endpoint {
  const expiresAt = new Date(Date.now() + 3 * 60 * 60 * 1000);
  let i = 0;
  const parts = () => ({
    body: JSON.stringify({
      code: signPass(BENCH_PASS_KEY, {
        userId: dinerId(i++ % DINERS),
        date: today,
        slot: 'lunch',
        expiresAt,
      }),
    }),
  });
  return {
    key: 'scan',
    label: 'Scan a meal pass (admin)',
    // The run's connections, as the other writes: over a counter's few, the row waits on the database's commits
    // and the server's idle work is spread over few requests, which the CPU per request would count as the scan's.
    display: `POST /api/menu/scan (${DINERS.toLocaleString('en-US')} diners' passes, each once; admin)`,
    kind: 'write',
    budgeted: true,
    budget: 'scan',
    request: {
      method: 'POST',
      path: '/api/menu/scan',
      headers: { ...admin.headers, 'content-type': 'application/json' },
      ...parts(),
      next: parts,
    },
  };
}
