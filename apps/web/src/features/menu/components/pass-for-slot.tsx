import { ErrorState } from '@/components/ui/error-state';
import { Spinner } from '@/components/ui/spinner';
import { LinkButton } from '@/components/ui/link-button';
import { paths } from '@/config/paths';
import { failureReason } from '@/lib/api-client';
import { SLOT_LABELS } from '@/utils/hostel-day-format';
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
    return <Spinner label="Loading your meal pass" size="lg" className="min-h-72" />;
  if (result.kind === 'pass')
    return <PassCard pass={result.pass} memberName={user.name} saved={result.saved} />;
  if (result.kind === 'failed') {
    return (
      <ErrorState
        title="Could not load your meal pass"
        message={failureReason(result.error) ?? 'Please check your connection and try again.'}
      />
    );
  }
  const noPlan = result.error.status === 403;
  return (
    <div role="alert" className="alert flex flex-col items-start gap-3 border-base-300 bg-base-200">
      <p className="font-semibold">{`No pass for ${SLOT_LABELS[slot.slot].toLowerCase()}`}</p>
      <p>{result.error.message}</p>
      {noPlan ? (
        <PlanLinks />
      ) : (
        <LinkButton to={paths.menu()} className="btn-primary btn-sm min-h-11">
          Go to the menu
        </LinkButton>
      )}
    </div>
  );
}
