import { BarStack } from '@visx/shape';
import { useId } from 'react';
import type { Series } from '../../lib/series';
import { type XChartProps, XPlot, type XRow } from './axes';
import { Legend } from './legend';
import { fillOf, Textures } from './textures';

interface StackedBarsProps<Key extends string> extends XChartProps {
  rows: readonly XRow<Key>[];
  series: readonly Series<Key>[];
  /** Room for the value axis's labels ("$1,200" needs more than "15"). */
  marginLeft?: number;
}

/** Vertical bars, one per row, each stacked from the series' values, with a legend above. */
export function StackedBars<Key extends string>({
  rows,
  series,
  height = 240,
  ...plot
}: StackedBarsProps<Key>) {
  const prefix = useId();
  const keys = series.map((entry) => entry.key);
  const byKey = new Map<string, Series>(series.map((entry) => [entry.key, entry]));
  return (
    <div className="flex flex-col gap-2">
      <Legend series={series} />
      <XPlot
        {...plot}
        height={height}
        kind="band"
        xs={rows.map((row) => row.x)}
        highest={Math.max(...rows.map((row) => keys.reduce((sum, key) => sum + row[key], 0)))}
      >
        {({ xScale, yScale }) => (
          <>
            <Textures prefix={prefix} series={series} />
            <BarStack<XRow<Key>, Key>
              data={[...rows]}
              keys={keys}
              x={(row) => row.x}
              xScale={xScale}
              yScale={yScale}
              color={() => ''}
            >
              {(stacks) =>
                stacks.flatMap((stack) =>
                  stack.bars.map((bar) => (
                    <rect
                      key={`${stack.key}-${bar.index}`}
                      x={bar.x}
                      y={bar.y}
                      width={bar.width}
                      height={Math.max(0, bar.height)}
                      fill={fillOf(prefix, byKey.get(stack.key)!)}
                    />
                  )),
                )
              }
            </BarStack>
          </>
        )}
      </XPlot>
    </div>
  );
}
