import { ComingSoon } from '@/components/ui/coming-soon';

export default function AdminAllMealsRoute() {
  return <ComingSoon title="All Meals" standalone={false} />;
}
