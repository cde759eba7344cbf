import { t } from '@lingui/core/macro';
import { AUTH_MESSAGES, type Membership, type MembershipLevel } from '@messhall/shared';
import type { UseQueryResult } from '@tanstack/react-query';
import { Medal, RefreshCw } from 'lucide-react';
import { LinkButton } from '@/components/ui/link-button';
import { OfflineState } from '@/components/ui/offline-state';
import { paths } from '@/config/paths';
import { sharedText } from '@/lib/i18n/shared-text';
import { useOnline } from '@/lib/use-online';
import { cn } from '@/utils/cn';
import { formatDate } from '@/utils/date-format';

// Fixed colours (not theme tokens) so each level looks the same in light and dark themes; every pair is
// above 4.5:1 contrast.
const LEVEL_STYLE: Record<MembershipLevel, string> = {
  Bronze: 'bg-[#8a4b1c] text-white border-[#8a4b1c]',
  Silver: 'bg-[#d9dde3] text-[#1f2937] border-[#9ca3af]',
  Gold: 'bg-[#f5c518] text-[#3b2a00] border-[#c99a06]',
  Platinum: 'bg-[#3a4a63] text-white border-[#3a4a63]',
};

/**
 * The profile card's membership badge (docs/product/screens-and-routes.md#profile-card): the active level from the server, Bronze without a plan.
 * It takes the caller's useMembership() result rather than reading it itself: the profile card shows
 * 'Loading profile...' in its place until the answer is in, and a second reader mounting after a failure
 * would fetch again and put the card back into loading.
 */
export function MembershipBadge({ membership }: { membership: UseQueryResult<Membership> }) {
  const online = useOnline();
  if (membership.isPending) return null;
  if (membership.isError) {
    if (!online) return <OfflineState compact className="max-sm:w-full" />;
    return (
      <p role="alert" className="text-sm text-error">
        {sharedText(AUTH_MESSAGES.membershipLoadFailed)}
      </p>
    );
  }
  const { level, periodEnd, next, expired } = membership.data;
  // The texts' values, '' where the line is not shown.
  const activeUntil = periodEnd ? formatDate(periodEnd) : '';
  const nextPlan = next ? sharedText(next.plan) : '';
  const nextEnds = next ? formatDate(next.endsAt) : '';
  const expiredPlan = expired ? sharedText(expired.plan) : '';
  const expiredOn = expired ? formatDate(expired.endedAt) : '';
  return (
    <div className="flex flex-col items-start gap-1 max-sm:w-full sm:items-end">
      <span className="text-xs font-medium tracking-wide text-base-content/80 uppercase">{t`Membership`}</span>
      <span
        className={cn('badge badge-lg gap-1.5 border font-semibold', LEVEL_STYLE[level])}
        data-testid="membership-badge"
      >
        <Medal className="size-4" aria-hidden="true" />
        {sharedText(level)}
      </span>
      {periodEnd && <span className="text-xs text-base-content/80">{t`Active until ${activeUntil}`}</span>}
      {next && <span className="text-xs text-base-content/80">{t`Then ${nextPlan} until ${nextEnds}`}</span>}
      {expired && (
        <>
          <span className="text-xs text-base-content/80">{t`${expiredPlan} — expired on ${expiredOn}`}</span>
          <LinkButton to={paths.checkout(expired.plan)} className="btn-primary btn-xs">
            <RefreshCw className="size-3" aria-hidden="true" />
            {t`Renew ${expiredPlan}`}
          </LinkButton>
        </>
      )}
    </div>
  );
}
