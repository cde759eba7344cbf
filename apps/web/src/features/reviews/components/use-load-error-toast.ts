import { useEffect, useRef } from 'react';
import { toast } from '@/lib/toast';

/**
 * Raises `message` once per failed load (spec §8 toasts such as 'Failed to load reviews'): keyed on the
 * query's errorUpdatedAt so a re-render does not repeat it, while a later failure shows it again.
 */
export function useLoadErrorToast(failedAt: number, message: string | null) {
  const shown = useRef(0);
  useEffect(() => {
    if (!message || failedAt === 0 || shown.current === failedAt) return;
    shown.current = failedAt;
    toast.error(message);
  }, [failedAt, message]);
}
