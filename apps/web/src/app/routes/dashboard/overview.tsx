import { t } from '@lingui/core/macro';
import { LayoutDashboard } from 'lucide-react';
import { EmptyState } from '@/components/ui/empty-state';
import { TodaysMenu } from '@/features/menu/components/todays-menu';
import { menuViewer } from '@/features/menu/lib/menu-viewer';
import { useMembership } from '@/features/payments/api/get-membership';

/** /dashboard itself: today's menu first (decision 0036); the layout shows the profile card; this points at the sections. */
export default function DashboardOverviewRoute() {
  // The layout reads the membership too: one query.
  const membership = useMembership();
  return (
    <div className="flex flex-col gap-6">
      <TodaysMenu viewer={menuViewer(true, membership.data)} />
      <EmptyState
        icon={LayoutDashboard}
        title={t`Welcome to your dashboard`}
        description={t`Choose Requested Meals, My Reviews, Payment History or My Diet from the menu above.`}
        className="rounded-box border border-dashed border-base-300"
      />
    </div>
  );
}
