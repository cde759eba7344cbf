import { i18n } from '@lingui/core';
import { msg, t } from '@lingui/core/macro';
import { CircleAlert, CircleCheck, CircleX, ScanLine } from 'lucide-react';
import { sharedText } from '@/lib/i18n/shared-text';
import { cn } from '@/utils/cn';
import { formatDay, slotLabel } from '@/utils/hostel-day-format';
import type { ScanOutcome } from '../lib/scan-outcome';

const LOOKS = {
  served: { title: msg`Served`, icon: CircleCheck, className: 'bg-success text-success-content' },
  refused: { title: msg`Refused`, icon: CircleX, className: 'bg-error text-error-content' },
  failed: { title: msg`Not checked`, icon: CircleAlert, className: 'bg-warning text-warning-content' },
} as const;

const photoAlt = (name: string) => t`Photo of ${name}`;

/**
 * The answer for the pass just checked, big enough to read from across the counter: green "Served" with the
 * member, red "Refused" with the server's reason. A live region, so a screen reader announces each answer.
 */
export function ScanResultPanel({ outcome, checking }: { outcome: ScanOutcome | null; checking: boolean }) {
  const look = outcome ? LOOKS[outcome.kind] : null;
  const Icon = look?.icon ?? ScanLine;
  return (
    <div
      role="status"
      aria-live="polite"
      aria-busy={checking || undefined}
      data-testid="scan-result"
      className={cn(
        'flex min-h-40 items-center gap-4 rounded-box p-5 sm:p-6',
        look?.className ?? 'border-2 border-dashed border-base-300 text-base-content/80',
      )}
    >
      <Icon className="size-14 shrink-0 sm:size-20" aria-hidden="true" strokeWidth={2} />
      {!outcome ? (
        <p className="text-lg font-medium">{checking ? t`Checking the pass…` : t`Waiting for a pass`}</p>
      ) : (
        <div className="min-w-0 flex-1">
          <p className="text-4xl font-extrabold sm:text-5xl">{i18n._(look!.title)}</p>
          {outcome.kind === 'served' ? (
            <div className="mt-2 flex items-center gap-3">
              {outcome.served.photo && (
                <img
                  src={outcome.served.photo}
                  alt={photoAlt(outcome.served.name)}
                  className="size-16 shrink-0 rounded-full border-2 border-current object-cover sm:size-20"
                />
              )}
              <div className="min-w-0">
                <p className="text-2xl font-bold break-words">{outcome.served.name}</p>
                <p className="text-lg">
                  {sharedText(slotLabel(outcome.served.slot))} · {formatDay(outcome.served.date)}
                </p>
              </div>
            </div>
          ) : (
            <p className="mt-2 text-xl font-semibold break-words">{outcome.reason}</p>
          )}
        </div>
      )}
    </div>
  );
}
