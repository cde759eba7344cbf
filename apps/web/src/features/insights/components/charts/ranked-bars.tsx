import { Group } from '@visx/group';
import { scaleLinear } from '@visx/scale';
import { Bar } from '@visx/shape';
import { type Tone, toneColor } from '../../lib/series';
import { AXIS_TEXT, ChartFrame } from './chart-frame';

export interface RankedRow {
  key: string;
  label: string;
  value: number;
  /** The value as the bar's end says it ("4.8", "12"). */
  valueText: string;
}

const ROW = 40;
const BAR = 14;
/** Room after the longest bar for its value. */
const VALUE_ROOM = 48;
/** About how wide one character of the 12 px labels is, to shorten a long name to the width. */
const CHAR_WIDTH = 6.5;

const fit = (text: string, width: number) => {
  const room = Math.max(4, Math.floor(width / CHAR_WIDTH));
  return text.length <= room ? text : `${text.slice(0, room - 1)}…`;
};

/**
 * Horizontal bars in the rows' order, each labelled directly: its name above it and its value at its end, so the
 * chart reads without a legend or colour.
 */
export function RankedBars({
  label,
  rows,
  tone,
  max,
}: {
  label: string;
  rows: readonly RankedRow[];
  tone: Tone;
  /** The scale's end (5 for stars); the largest value otherwise. */
  max?: number;
}) {
  const height = rows.length * ROW + 4;
  return (
    <ChartFrame label={label} height={height}>
      {(width) => {
        const barRoom = Math.max(0, width - VALUE_ROOM);
        const scale = scaleLinear({
          domain: [0, max ?? Math.max(1, ...rows.map((row) => row.value))],
          range: [0, barRoom],
        });
        return rows.map((row, index) => {
          const barWidth = Math.max(2, scale(row.value));
          return (
            <Group key={row.key} top={index * ROW}>
              <text y={13} {...AXIS_TEXT} fontSize={12}>
                {fit(row.label, width)}
              </text>
              <Bar x={0} y={18} width={barWidth} height={BAR} rx={2} fill={toneColor(tone)} />
              <text x={barWidth + 6} y={18 + BAR - 3} {...AXIS_TEXT} fontSize={12} fontWeight={600}>
                {row.valueText}
              </text>
            </Group>
          );
        });
      }}
    </ChartFrame>
  );
}
