import { useEffect, useState } from 'react';

/** Milliseconds since the epoch, renewed every `everyMs`: cutoffs and serving windows pass while a screen is open. */
export function useNow(everyMs = 30_000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), everyMs);
    return () => clearInterval(timer);
  }, [everyMs]);
  return now;
}
