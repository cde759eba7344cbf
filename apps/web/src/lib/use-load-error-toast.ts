import { useEffect, useRef } from 'react';
import { toast } from '@/lib/toast';
import { useOnline } from '@/lib/use-online';

/**
 * A load-failure toast (docs/product/texts-and-errors.md), once per run of failures: pass the message while the
 * load is failing and null once it is not. A list that keeps refetching (every 5 s on Serve) would otherwise raise
 * it again and again while the server is away; after a success, or with another message, it shows again.
 * Offline there is no toast: the notice at the foot of the screen says why nothing loads, and the screen's
 * error state is its offline state (components/ui/offline-state.tsx).
 */
export function useLoadErrorToast(message: string | null): void {
  const shown = useRef<string | null>(null);
  const online = useOnline();
  const failing = online ? message : null;
  useEffect(() => {
    if (failing && shown.current !== failing) toast.error(failing);
    shown.current = failing;
  }, [failing]);
}
