import { i18n } from '@lingui/core';
import { msg, t } from '@lingui/core/macro';
import { sharedText } from '@/lib/i18n/shared-text';
import { formatClock, slotLabel } from '@/utils/hostel-day-format';
import type { ScanOutcome } from '../lib/scan-outcome';

const WORDS = { served: msg`Served`, refused: msg`Refused`, failed: msg`Not checked` } as const;

/** "Rahim Uddin, Lunch" for a member served, else why not. */
function detail(outcome: ScanOutcome): string {
  if (outcome.kind !== 'served') return outcome.reason;
  const { name } = outcome.served;
  const slot = sharedText(slotLabel(outcome.served.slot));
  return `${name}, ${slot}`;
}

/** The last few checks at this counter, newest first, so staff can look back at who was just served. */
export function RecentScans({ outcomes }: { outcomes: ScanOutcome[] }) {
  return (
    <section aria-labelledby="recent-scans-title">
      <h2 id="recent-scans-title" className="text-lg font-semibold">
        {t`Last scans`}
      </h2>
      {outcomes.length === 0 ? (
        <p className="mt-2 text-sm text-base-content/80">{t`No pass checked yet.`}</p>
      ) : (
        <ol className="mt-2 flex flex-col divide-y divide-base-300 rounded-box border border-base-300">
          {outcomes.map((outcome) => (
            <li key={outcome.id} className="flex flex-wrap items-baseline gap-x-3 px-3 py-2 text-sm">
              <time dateTime={outcome.at.toISOString()} className="tabular-nums text-base-content/80">
                {formatClock(outcome.at.toISOString())}
              </time>
              <span className="font-semibold">{i18n._(WORDS[outcome.kind])}</span>
              <span className="min-w-0 break-words">{detail(outcome)}</span>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
