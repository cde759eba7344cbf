import { useId } from 'react';
import { DASHES, type Series, toneColor } from '../../lib/series';
import { fillOf, Textures } from './textures';

/** The series' names beside a swatch of their bars (or a stretch of their lines), drawn as the chart draws them. */
export function Legend({ series, lines = false }: { series: readonly Series[]; lines?: boolean }) {
  const prefix = useId();
  return (
    <ul className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
      {series.map((entry) => (
        <li key={entry.key} className="flex items-center gap-1.5">
          <svg width={lines ? 24 : 14} height={14} aria-hidden="true" className="shrink-0">
            {lines ? (
              <line
                x1={0}
                x2={24}
                y1={7}
                y2={7}
                stroke={toneColor(entry.tone)}
                strokeWidth={2.5}
                strokeDasharray={DASHES[entry.texture]}
              />
            ) : (
              <>
                <Textures prefix={prefix} series={[entry]} />
                <rect width={14} height={14} rx={2} fill={fillOf(prefix, entry)} />
              </>
            )}
          </svg>
          {entry.label()}
        </li>
      ))}
    </ul>
  );
}
