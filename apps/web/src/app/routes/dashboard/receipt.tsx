import { useParams } from 'react-router';
import { useSession } from '@/features/auth/api/get-session';
import { Receipt } from '@/features/payments/components/receipt';
import '@/styles/screens.css';

/** /dashboard/paymenthistory/:transactionId: a printable receipt, outside the dashboard layout (decision 0014). */
export default function ReceiptRoute() {
  const { transactionId = '' } = useParams();
  const { user } = useSession();
  if (!user) return null;
  return <Receipt transactionId={transactionId} customer={{ name: user.name, email: user.email }} />;
}
