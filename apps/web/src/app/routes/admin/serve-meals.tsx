import { ComingSoon } from '@/components/ui/coming-soon';

export default function ServeMealsRoute() {
  return <ComingSoon title="Serve Requested Meals" standalone={false} />;
}
