import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, Suspense, useEffect, useState } from 'react';
import { lazyPart } from '@/components/ui/lazy-part';
import { clearSession } from '@/features/auth/api/get-session';
import { onUnauthorized } from '@/lib/api-client';
import { whenIdle } from '@/lib/when-idle';
import { loadAllMessages } from '@/locales/load';

// The toaster (sonner, ~10 KB gzip) and the installed app's status (service worker, offline notice, update
// prompt) are fetched once the page has loaded and gone idle, so they never compete with the first screen.
// Toasts raised before the toaster mounts are not lost: sonner replays active toasts to a late subscriber.
// Code that calls toast() imports 'sonner' itself (in its own lazy chunk).
const Parts = lazyPart(
  () => import('./deferred-parts'),
  () => null,
);

function DeferredParts() {
  const [ready, setReady] = useState(false);
  // The other screens' messages come along, so a later navigation or toast finds them in.
  useEffect(
    () =>
      whenIdle(() => {
        setReady(true);
        void loadAllMessages();
      }),
    [],
  );
  if (!ready) return null;
  return (
    <Suspense fallback={null}>
      <Parts />
    </Suspense>
  );
}

interface AppProviderProps {
  queryClient: QueryClient;
  children: ReactNode;
}

export function AppProvider({ queryClient, children }: AppProviderProps) {
  // A 401 from any API call means the session is gone: drop it so guards and the top bar update at once.
  // (What was kept offline for it is forgotten by app-status.tsx.)
  useEffect(() => onUnauthorized(() => clearSession(queryClient)), [queryClient]);

  return (
    <QueryClientProvider client={queryClient}>
      {children}
      <DeferredParts />
    </QueryClientProvider>
  );
}
