import { LogoMark } from '@/components/layout/logo';
import { Spinner } from '@/components/ui/spinner';

/** Shown once, while the first screen's code loads. */
export function AppLoading() {
  return (
    <div className="flex min-h-dvh flex-col items-center justify-center gap-4">
      <LogoMark className="size-12" />
      <Spinner label="Loading Messhall" />
    </div>
  );
}
