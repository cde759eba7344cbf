import { ComingSoon } from '@/components/ui/coming-soon';

export default function AdminAllReviewsRoute() {
  return <ComingSoon title="All Reviews" standalone={false} />;
}
