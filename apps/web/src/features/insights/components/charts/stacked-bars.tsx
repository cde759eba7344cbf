import { AxisBottom, AxisLeft } from '@visx/axis';
import { Group } from '@visx/group';
import { scaleBand, scaleLinear } from '@visx/scale';
import { BarStack } from '@visx/shape';
import { useId } from 'react';
import type { Series } from '../../lib/series';
import { AXIS_LINE, AXIS_TEXT, ChartFrame, type Margin, spreadTicks } from './chart-frame';
import { Legend } from './legend';
import { fillOf, Textures } from './textures';

export type StackedRow<Key extends string> = { x: string } & Record<Key, number>;

interface StackedBarsProps<Key extends string> {
  label: string;
  rows: readonly StackedRow<Key>[];
  series: readonly Series<Key>[];
  formatX: (x: string) => string;
  formatY?: (value: number) => string;
  height?: number;
  margin?: Partial<Margin>;
}

/** Vertical bars, one per row, each stacked from the series' values, with a legend above. */
export function StackedBars<Key extends string>({
  label,
  rows,
  series,
  formatX,
  formatY = String,
  height = 240,
  margin: marginProp,
}: StackedBarsProps<Key>) {
  const prefix = useId();
  const margin = { top: 10, right: 8, bottom: 28, left: 40, ...marginProp };
  const keys = series.map((entry) => entry.key);
  const byKey = new Map<string, Series>(series.map((entry) => [entry.key, entry]));
  const highest = Math.max(1, ...rows.map((row) => keys.reduce((sum, key) => sum + row[key], 0)));
  return (
    <div className="flex flex-col gap-2">
      <Legend series={series} />
      <ChartFrame label={label} height={height}>
        {(width) => {
          const innerWidth = Math.max(0, width - margin.left - margin.right);
          const innerHeight = height - margin.top - margin.bottom;
          const xScale = scaleBand({
            domain: rows.map((row) => row.x),
            range: [0, innerWidth],
            padding: 0.2,
          });
          const yScale = scaleLinear({ domain: [0, highest], range: [innerHeight, 0], nice: true });
          return (
            <>
              <Textures prefix={prefix} series={series} />
              <Group left={margin.left} top={margin.top}>
                <BarStack<StackedRow<Key>, Key>
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
                <AxisLeft
                  scale={yScale}
                  numTicks={4}
                  tickFormat={(value) => formatY(Number(value))}
                  stroke={AXIS_LINE}
                  tickStroke={AXIS_LINE}
                  tickLabelProps={{ ...AXIS_TEXT, textAnchor: 'end', dx: -4, dy: 3 }}
                />
                <AxisBottom
                  top={innerHeight}
                  scale={xScale}
                  tickValues={spreadTicks(
                    rows.map((row) => row.x),
                    innerWidth,
                    72,
                  )}
                  tickFormat={formatX}
                  stroke={AXIS_LINE}
                  tickStroke={AXIS_LINE}
                  tickLabelProps={{ ...AXIS_TEXT, textAnchor: 'middle' }}
                />
              </Group>
            </>
          );
        }}
      </ChartFrame>
    </div>
  );
}
