import { useEffect, useState } from 'react';

/**
 * How many of `total` list items to render: `first` at once, then `step` more per animation frame. A grid of
 * meal cards rendered in one go is one long task (≈ 5 ms of script, style and layout per card on a slow
 * phone); revealed a frame at a time the page stays responsive while the rest appears below the fold
 * (decision 0020). Once the list has been revealed in full, later growth (See More, another page) renders
 * whole, as the answer to a click should.
 */
export function useRevealedCount(total: number, first: number, step = 1): number {
  const [count, setCount] = useState(first);
  useEffect(() => {
    if (total === 0 || count === Number.POSITIVE_INFINITY) return;
    const frame = requestAnimationFrame(() =>
      setCount((current) => (current + step >= total ? Number.POSITIVE_INFINITY : current + step)),
    );
    return () => cancelAnimationFrame(frame);
  }, [count, total, step]);
  return Math.min(count, total);
}
