import { useParentSize } from '@visx/responsive';
import type { ReactNode } from 'react';

export const AXIS_TEXT = { fill: 'var(--color-base-content)', fontSize: 11, fontFamily: 'inherit' } as const;
export const AXIS_LINE = 'var(--color-base-content)';

/**
 * An SVG chart as wide as its container, redrawn when the container's width changes (a phone's rotation, the
 * admin menu's collapse). The graphic is one image to assistive technology (role="img"), named by `label`; its
 * numbers are read from the table beside it. Nothing is drawn until the width is known.
 */
export function ChartFrame({
  label,
  height,
  children,
}: {
  label: string;
  height: number;
  children: (width: number) => ReactNode;
}) {
  const { parentRef, width } = useParentSize({ debounceTime: 100 });
  return (
    <div ref={parentRef} className="w-full overflow-hidden" style={{ height }}>
      {width > 0 && (
        <svg role="img" aria-label={label} width={width} height={height} className="block">
          {children(width)}
        </svg>
      )}
    </div>
  );
}

/** About one tick label per `spacing` pixels: every n-th value of `values`, the first always among them. */
export function spreadTicks<T>(values: readonly T[], width: number, spacing: number): T[] {
  const room = Math.max(1, Math.floor(width / spacing));
  const step = Math.ceil(values.length / room);
  return values.filter((_, index) => index % step === 0);
}
