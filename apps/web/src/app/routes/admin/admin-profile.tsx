import { ComingSoon } from '@/components/ui/coming-soon';

export default function AdminProfileRoute() {
  return <ComingSoon title="Admin Profile" standalone={false} />;
}
