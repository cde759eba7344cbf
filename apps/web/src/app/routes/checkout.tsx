import { useParams } from 'react-router';
import { ComingSoon } from '@/components/ui/coming-soon';
import '@/styles/screens.css';

export default function CheckoutRoute() {
  const { packageName = '' } = useParams();
  return <ComingSoon title={`Checkout - ${packageName}`} />;
}
