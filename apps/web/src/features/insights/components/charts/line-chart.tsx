import { LinePath } from '@visx/shape';
import { DASHES, type Series, toneColor } from '../../lib/series';
import { type XChartProps, XPlot, type XRow } from './axes';
import { Legend } from './legend';

interface LineChartProps<Key extends string> extends XChartProps {
  rows: readonly XRow<Key>[];
  series: readonly Series<Key>[];
  /** A legend above the chart; a single line is named by the chart's title instead. */
  legend?: boolean;
}

/** One line per series over the rows, each with its own dash, and a dot on every point while they stay apart. */
export function LineChart<Key extends string>({
  rows,
  series,
  height = 220,
  legend = series.length > 1,
  ...plot
}: LineChartProps<Key>) {
  return (
    <div className="flex flex-col gap-2">
      {legend && <Legend series={series} lines />}
      <XPlot
        {...plot}
        height={height}
        kind="point"
        xs={rows.map((row) => row.x)}
        highest={Math.max(...rows.flatMap((row) => series.map((entry) => row[entry.key])))}
      >
        {({ xScale, yScale, innerWidth }) => {
          const x = (row: XRow<Key>) => xScale(row.x) ?? 0;
          const dots = innerWidth / Math.max(1, rows.length) >= 8;
          return series.map((entry) => (
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
          ));
        }}
      </XPlot>
    </div>
  );
}
