import { ComingSoon } from '@/components/ui/coming-soon';

export default function MealDetailsRoute() {
  return <ComingSoon title="Meal Details" />;
}
