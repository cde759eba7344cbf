import { ComingSoon } from '@/components/ui/coming-soon';

export default function PaymentHistoryRoute() {
  return <ComingSoon title="Payment History" headingLevel={2} standalone={false} />;
}
