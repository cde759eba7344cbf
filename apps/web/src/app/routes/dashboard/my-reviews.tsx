import { ComingSoon } from '@/components/ui/coming-soon';

export default function MyReviewsRoute() {
  return <ComingSoon title="My Reviews" headingLevel={2} standalone={false} />;
}
