import type { RequestStatus } from '@messhall/shared';
import { sharedText } from '@/lib/i18n/shared-text';
import { cn } from '@/utils/cn';

/**
 * docs/product/states.md#meal-request colours. The user's view: pending warning, delivered success (the spec's "approved" is our
 * delivered), anything else neutral. The admin's view: delivered success, cancelled error, otherwise warning.
 */
const USER_TONE: Record<RequestStatus, string> = {
  pending: 'badge-warning',
  delivered: 'badge-success',
  cancelled: 'badge-neutral',
};
const ADMIN_TONE: Record<RequestStatus, string> = {
  pending: 'badge-warning',
  delivered: 'badge-success',
  cancelled: 'badge-error',
};

export function RequestStatusBadge({ status, view }: { status: RequestStatus; view: 'user' | 'admin' }) {
  const tone = (view === 'admin' ? ADMIN_TONE : USER_TONE)[status] ?? 'badge-warning';
  return <span className={cn('badge font-semibold whitespace-nowrap', tone)}>{sharedText(status)}</span>;
}
