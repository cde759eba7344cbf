import { ComingSoon } from '@/components/ui/coming-soon';

export default function AddMealRoute() {
  return <ComingSoon title="Add Meal" standalone={false} />;
}
