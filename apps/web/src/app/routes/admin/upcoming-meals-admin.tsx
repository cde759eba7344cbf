import { ComingSoon } from '@/components/ui/coming-soon';

export default function AdminUpcomingMealsRoute() {
  return <ComingSoon title="Upcoming Meals" standalone={false} />;
}
