import { AxisBottom, AxisLeft } from '@visx/axis';
import { Group } from '@visx/group';
import { scaleLinear, scalePoint } from '@visx/scale';
import { LinePath } from '@visx/shape';
import { DASHES, type Series, toneColor } from '../../lib/series';
import { AXIS_LINE, AXIS_TEXT, ChartFrame, spreadTicks } from './chart-frame';
import { Legend } from './legend';

export type LineRow<Key extends string> = { x: string } & Record<Key, number>;

interface LineChartProps<Key extends string> {
  label: string;
  rows: readonly LineRow<Key>[];
  series: readonly Series<Key>[];
  formatX: (x: string) => string;
  height?: number;
  /** A legend above the chart; a single line is named by the chart's title instead. */
  legend?: boolean;
}

const MARGIN = { top: 10, right: 12, bottom: 28, left: 40 };

/** One line per series over the rows, each with its own dash, and a dot on every point. */
export function LineChart<Key extends string>({
  label,
  rows,
  series,
  formatX,
  height = 220,
  legend = series.length > 1,
}: LineChartProps<Key>) {
  const highest = Math.max(1, ...rows.flatMap((row) => series.map((entry) => row[entry.key])));
  return (
    <div className="flex flex-col gap-2">
      {legend && <Legend series={series} lines />}
      <ChartFrame label={label} height={height}>
        {(width) => {
          const innerWidth = Math.max(0, width - MARGIN.left - MARGIN.right);
          const innerHeight = height - MARGIN.top - MARGIN.bottom;
          const xs = rows.map((row) => row.x);
          const xScale = scalePoint({ domain: xs, range: [0, innerWidth], padding: 0.5 });
          const yScale = scaleLinear({ domain: [0, highest], range: [innerHeight, 0], nice: true });
          const x = (row: LineRow<Key>) => xScale(row.x) ?? 0;
          // Dots only where they stay apart; on a long range the line alone reads better.
          const dots = innerWidth / Math.max(1, rows.length) >= 8;
          return (
            <Group left={MARGIN.left} top={MARGIN.top}>
              {series.map((entry) => (
                <g key={entry.key} stroke={toneColor(entry.tone)} fill={toneColor(entry.tone)}>
                  <LinePath
                    data={[...rows]}
                    x={x}
                    y={(row) => yScale(row[entry.key])}
                    strokeWidth={2.5}
                    strokeDasharray={DASHES[entry.texture]}
                    fill="none"
                  />
                  {dots &&
                    rows.map((row) => <circle key={row.x} cx={x(row)} cy={yScale(row[entry.key])} r={2.5} />)}
                </g>
              ))}
              <AxisLeft
                scale={yScale}
                numTicks={4}
                tickFormat={(value) => String(value)}
                stroke={AXIS_LINE}
                tickStroke={AXIS_LINE}
                tickLabelProps={{ ...AXIS_TEXT, textAnchor: 'end', dx: -4, dy: 3 }}
              />
              <AxisBottom
                top={innerHeight}
                scale={xScale}
                tickValues={spreadTicks(xs, innerWidth, 72)}
                tickFormat={formatX}
                stroke={AXIS_LINE}
                tickStroke={AXIS_LINE}
                tickLabelProps={{ ...AXIS_TEXT, textAnchor: 'middle' }}
              />
            </Group>
          );
        }}
      </ChartFrame>
    </div>
  );
}
