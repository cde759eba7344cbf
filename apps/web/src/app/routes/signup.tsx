import { ComingSoon } from '@/components/ui/coming-soon';

export default function SignupRoute() {
  return <ComingSoon title="Create Account" />;
}
