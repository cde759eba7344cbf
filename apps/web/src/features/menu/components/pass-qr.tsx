import { useMemo } from 'react';
import { qrPath } from '../lib/qr-path';

/** The pass as a QR code, dark on white whatever the theme (scanners need the contrast), 264 px wide. */
export function PassQr({ code, label }: { code: string; label: string }) {
  const { size, d } = useMemo(() => qrPath(code), [code]);
  return (
    <svg
      role="img"
      aria-label={label}
      viewBox={`0 0 ${size} ${size}`}
      width={264}
      height={264}
      shapeRendering="crispEdges"
      className="h-auto w-66 max-w-full rounded-box bg-white"
      data-testid="meal-pass-qr"
    >
      <rect width={size} height={size} fill="#fff" />
      <path d={d} fill="#000" />
    </svg>
  );
}
