import { t } from '@lingui/core/macro';
import { useNavigation } from 'react-router';

/**
 * A thin bar at the top while the next screen's code loads. The data router keeps the current screen on view
 * (and usable) until the next one's `lazy` has settled; this says something is coming.
 */
export function NavigationProgress() {
  const loading = useNavigation().state === 'loading';
  if (!loading) return null;
  return (
    <div
      role="progressbar"
      aria-label={t`Loading page`}
      className="fixed inset-x-0 top-0 z-[60] h-1 overflow-hidden bg-primary/20"
    >
      <div className="h-full w-1/3 animate-[nav-progress_1.1s_ease-in-out_infinite] bg-primary" />
    </div>
  );
}
