import { useEffect, useState, useSyncExternalStore } from 'react';
import { OfflineNotice } from '@/components/layout/offline-notice';
import { UpdatePrompt } from '@/components/layout/update-prompt';
import { onUnauthorized } from '@/lib/api-client';
import { registerServiceWorker } from '@/lib/service-worker';

// Its own copy of lib/use-online's subscription: importing that module from here made the bundler put it in a chunk
// with the toasts, which every sign-in screen then loaded (+10 KB on features/auth's first load).
function subscribeToConnection(onChange: () => void): () => void {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

const isOnline = () => navigator.onLine;

/** lib/account-data.ts, loaded when a session ends (log-out loads it too; neither is a first load). */
const forgetAccountData = () =>
  import('@/lib/account-data')
    .then((module) => module.forgetAccountData())
    .catch((error: unknown) => console.warn('Could not forget the kept answers', error));

/**
 * The installed app's state, loaded once the first screen is idle (app/provider.tsx): registers the service
 * worker, forgets the kept answers when the session ends, says when the device is offline and offers a new
 * version. One polite live region at the foot of
 * the screen holds both, so a screen reader hears each once.
 */
export default function AppStatus() {
  const online = useSyncExternalStore(subscribeToConnection, isOnline, () => true);
  const [reload, setReload] = useState<(() => void) | null>(null);
  useEffect(() => registerServiceWorker((activate) => setReload(() => activate)), []);
  // A 401 ends the session: what was kept offline for it goes too. Before this part loads, the service worker
  // sees the 401s of the reads it keeps and forgets them itself.
  useEffect(() => onUnauthorized(() => void forgetAccountData()), []);

  // Always in the page, empty when there is nothing to say: a live region announces what is added to it.
  return (
    <div
      role="status"
      className="pointer-events-none fixed inset-x-0 bottom-0 z-50 flex flex-col items-center gap-2 p-3"
    >
      {!online && (
        <div className="pointer-events-auto max-w-xl rounded-box bg-neutral px-4 py-3 text-sm text-neutral-content shadow-lg">
          <OfflineNotice />
        </div>
      )}
      {reload && (
        <div className="pointer-events-auto max-w-xl rounded-box bg-neutral px-4 py-3 text-sm text-neutral-content shadow-lg">
          <UpdatePrompt onReload={reload} />
        </div>
      )}
    </div>
  );
}
