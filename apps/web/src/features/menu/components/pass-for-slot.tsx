import { t } from '@lingui/core/macro';
import { ErrorState } from '@/components/ui/error-state';
import { Spinner } from '@/components/ui/spinner';
import { LinkButton } from '@/components/ui/link-button';
import { paths } from '@/config/paths';
import { failureReason } from '@/lib/api-client';
import { sharedText } from '@/lib/i18n/shared-text';
import { slotLabel } from '@/utils/hostel-day-format';
import type { PassSlot } from '../lib/pass-slots';
import { usePass } from '../lib/use-pass';
import { PlanLinks } from './member-notice';
import { PassCard } from './pass-card';

interface PassForSlotProps {
  slot: PassSlot;
  user: { id: string; name: string };
  now: number;
}

/** The pass of one slot, from the server or this device; a refusal in the server's words and what to do. */
export function PassForSlot({ slot, user, now }: PassForSlotProps) {
  const result = usePass(user.id, slot, now);
  if (result.kind === 'loading')
    return <Spinner label={t`Loading your meal pass`} size="lg" className="min-h-72" />;
  if (result.kind === 'pass')
    return <PassCard pass={result.pass} memberName={user.name} saved={result.saved} />;
  if (result.kind === 'failed') {
    const reason = failureReason(result.error);
    return (
      <ErrorState
        title={t`Could not load your meal pass`}
        message={reason ? sharedText(reason) : t`Please check your connection and try again.`}
      />
    );
  }
  const noPlan = result.error.status === 403;
  // Lower case inside a sentence ("No pass for lunch") where the language has cases.
  const name = sharedText(slotLabel(slot.slot)).toLowerCase();
  return (
    <div role="alert" className="alert flex flex-col items-start gap-3 border-base-300 bg-base-200">
      <p className="font-semibold">{t`No pass for ${name}`}</p>
      <p>{sharedText(result.error.message)}</p>
      {noPlan ? (
        <PlanLinks />
      ) : (
        <LinkButton to={paths.menu()} className="btn-primary btn-sm min-h-11">
          {t`Go to the menu`}
        </LinkButton>
      )}
    </div>
  );
}
