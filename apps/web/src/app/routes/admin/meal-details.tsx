import { ComingSoon } from '@/components/ui/coming-soon';

export default function AdminMealDetailsRoute() {
  return <ComingSoon title="Meal Details" standalone={false} />;
}
