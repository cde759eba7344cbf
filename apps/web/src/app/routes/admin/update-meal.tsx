import { ComingSoon } from '@/components/ui/coming-soon';

export default function UpdateMealRoute() {
  return <ComingSoon title="Update Meal" standalone={false} />;
}
