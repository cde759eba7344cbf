import { useSession } from '@/features/auth/api/get-session';
import { MenuWeek } from '@/features/menu/components/menu-week';
import { menuViewer } from '@/features/menu/lib/menu-viewer';
import { useLoadErrorToast } from '@/lib/use-load-error-toast';
import { useMembership } from '@/features/payments/api/get-membership';
import '@/styles/screens.css';

/** /menu (public): the week's menu; members skip meals here (decision 0036). */
export default function MenuRoute() {
  const { user, isPending } = useSession();
  if (isPending) return <MenuWeek viewer={{ kind: 'pending' }} />;
  return user ? <MemberMenu /> : <MenuWeek viewer={{ kind: 'visitor' }} />;
}

/** The membership is asked only of signed-in readers. */
function MemberMenu() {
  const membership = useMembership();
  // Without the membership the slots show no skip buttons; the reader is told why.
  useLoadErrorToast(
    membership.isError ? 'Could not check your membership, so skipping is unavailable.' : null,
  );
  return <MenuWeek viewer={menuViewer(true, membership.data)} />;
}
