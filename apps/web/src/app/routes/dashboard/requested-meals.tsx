import { ComingSoon } from '@/components/ui/coming-soon';

export default function RequestedMealsRoute() {
  return <ComingSoon title="My Requested Meals" headingLevel={2} standalone={false} />;
}
