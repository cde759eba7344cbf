import { PatternCircles, PatternLines } from '@visx/pattern';
import { type Series, toneColor } from '../../lib/series';

const CARD = 'var(--color-base-100)';

/** The <defs> of the series' textures, ids `${prefix}-${key}`; solid series need none. */
export function Textures({ prefix, series }: { prefix: string; series: readonly Series[] }) {
  return (
    <defs>
      {series.map(({ key, tone, texture }) => {
        const id = `${prefix}-${key}`;
        if (texture === 'stripes')
          return (
            <PatternLines
              key={key}
              id={id}
              width={6}
              height={6}
              stroke={CARD}
              strokeWidth={1.5}
              orientation={['diagonal']}
              background={toneColor(tone)}
            />
          );
        if (texture === 'dots')
          return (
            <PatternCircles
              key={key}
              id={id}
              width={5}
              height={5}
              radius={1.2}
              fill={CARD}
              background={toneColor(tone)}
            />
          );
        return null;
      })}
    </defs>
  );
}

/** The fill of a series' bars: its colour, through its texture. */
export const fillOf = (prefix: string, { key, tone, texture }: Series) =>
  texture === 'solid' ? toneColor(tone) : `url(#${prefix}-${key})`;
