import { useEffect, useRef } from 'react';
import { toast } from '@/lib/toast';

/**
 * The spec's load-failure toast (§8), once per failure: a list that keeps refetching (every 5 s on Serve)
 * would otherwise raise it again and again while the server is away. It may show again after a success.
 */
export function useLoadErrorToast(isError: boolean, message: string): void {
  const shown = useRef(false);
  useEffect(() => {
    if (isError && !shown.current) {
      shown.current = true;
      toast.error(message);
    } else if (!isError) {
      shown.current = false;
    }
  }, [isError, message]);
}
