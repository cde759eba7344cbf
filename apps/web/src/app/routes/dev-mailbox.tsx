import { ComingSoon } from '@/components/ui/coming-soon';

export default function DevMailboxRoute() {
  return <ComingSoon title="Dev Mailbox" />;
}
