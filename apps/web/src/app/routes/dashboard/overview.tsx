import { LayoutDashboard } from 'lucide-react';
import { EmptyState } from '@/components/ui/empty-state';

/** /dashboard itself: the layout shows the profile card; this points at the sections. */
export default function DashboardOverviewRoute() {
  return (
    <EmptyState
      icon={LayoutDashboard}
      title="Welcome to your dashboard"
      description="Choose Requested Meals, My Reviews or Payment History from the menu above."
      className="rounded-box border border-dashed border-base-300"
    />
  );
}
