import { t } from '@lingui/core/macro';
import { useQuery } from '@tanstack/react-query';
import { useSession } from '@/features/auth/api/get-session';
import { MenuWeek } from '@/features/menu/components/menu-week';
import { menuViewer } from '@/features/menu/lib/menu-viewer';
import { membershipQueryOptions } from '@/features/payments/api/get-membership';
import { useLoadErrorToast } from '@/lib/use-load-error-toast';
import '@/styles/screens.css';

/** /menu (public): the week's menu; members skip meals here (decision 0036). */
export default function MenuRoute() {
  const { user, isPending } = useSession();
  // Only signed-in readers have a membership to ask about.
  const membership = useQuery({ ...membershipQueryOptions(), enabled: user !== null });
  // Without the membership the slots show no skip buttons; the reader is told why.
  useLoadErrorToast(
    membership.isError ? t`Could not check your membership, so skipping is unavailable.` : null,
  );
  return <MenuWeek viewer={menuViewer(isPending ? undefined : user !== null, membership.data)} />;
}
