import { ComingSoon } from '@/components/ui/coming-soon';

export default function MealsRoute() {
  return <ComingSoon title="All Meals" />;
}
