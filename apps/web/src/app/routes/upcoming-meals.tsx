import { ComingSoon } from '@/components/ui/coming-soon';

export default function UpcomingMealsRoute() {
  return <ComingSoon title="Upcoming Meals" />;
}
