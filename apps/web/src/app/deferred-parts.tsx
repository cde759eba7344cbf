import AppStatus from './app-status';
import AppToaster from './toaster';

/**
 * What the page needs only once its first screen is up, in one chunk (app/provider.tsx loads it when idle):
 * the toaster, and the installed app's status (service worker, offline notice, update prompt).
 */
export default function DeferredParts() {
  return (
    <>
      <AppToaster />
      <AppStatus />
    </>
  );
}
