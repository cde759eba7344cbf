import { useEffect, useRef } from 'react';
import { toast } from '@/lib/toast';

/**
 * A load-failure toast (docs/product/texts-and-errors.md), once per run of failures: pass the message while the
 * load is failing and null once it is not. A list that keeps refetching (every 5 s on Serve) would otherwise raise
 * it again and again while the server is away; after a success, or with another message, it shows again.
 */
export function useLoadErrorToast(message: string | null): void {
  const shown = useRef<string | null>(null);
  useEffect(() => {
    if (message && shown.current !== message) toast.error(message);
    shown.current = message;
  }, [message]);
}
