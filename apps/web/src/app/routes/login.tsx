import { ComingSoon } from '@/components/ui/coming-soon';

export default function LoginRoute() {
  return <ComingSoon title="Login" />;
}
