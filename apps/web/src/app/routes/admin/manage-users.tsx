import { ComingSoon } from '@/components/ui/coming-soon';

export default function ManageUsersRoute() {
  return <ComingSoon title="Manage Users" standalone={false} />;
}
