import { AxisBottom, AxisLeft } from '@visx/axis';
import { Group } from '@visx/group';
import { type PickD3Scale, scaleBand, scaleLinear, scalePoint } from '@visx/scale';
import type { ReactNode } from 'react';
import { formatTick } from '../../lib/labels';
import { AXIS_LINE, AXIS_TEXT, ChartFrame, spreadTicks } from './chart-frame';

/** One row of a chart over days or months: `x` names it (YYYY-MM-DD or YYYY-MM), the series' keys hold its values. */
export type XRow<Key extends string> = { x: string } & Record<Key, number>;

/** What the charts over days or months take besides their rows and series. */
export interface XChartProps {
  /** The image's name for assistive technology. */
  label: string;
  formatX: (x: string) => string;
  formatY?: (value: number) => string;
  height?: number;
}

export interface Plot {
  /** Bars' slots (band) or points (point) along the bottom. */
  xScale: PickD3Scale<'band' | 'point', number, string>;
  yScale: PickD3Scale<'linear', number>;
  innerWidth: number;
  innerHeight: number;
}

interface XPlotProps extends Required<Omit<XChartProps, 'formatY'>> {
  formatY?: (value: number) => string;
  xs: readonly string[];
  /** The largest value drawn: the value axis runs from 0 to it, rounded up. */
  highest: number;
  /** Bars take a band each; lines put a point in the middle of each. */
  kind: 'band' | 'point';
  /** Room for the value axis's labels ("$1,200" needs more than "15"). */
  marginLeft?: number;
  children: (plot: Plot) => ReactNode;
}

/**
 * A chart over days or months: the SVG frame, the scales, the marks the caller draws, the value axis on the left
 * (four ticks) and the day or month axis below with about one label per 72 px, so that a phone's narrow chart
 * does not crowd them.
 */
export function XPlot({
  label,
  height,
  xs,
  highest,
  kind,
  formatX,
  formatY = formatTick,
  marginLeft = 40,
  children,
}: XPlotProps) {
  const margin = { top: 10, right: 12, bottom: 28, left: marginLeft };
  return (
    <ChartFrame label={label} height={height}>
      {(width) => {
        const innerWidth = Math.max(0, width - margin.left - margin.right);
        const innerHeight = height - margin.top - margin.bottom;
        const range: [number, number] = [0, innerWidth];
        const xScale =
          kind === 'band'
            ? scaleBand({ domain: [...xs], range, padding: 0.2 })
            : scalePoint({ domain: [...xs], range, padding: 0.5 });
        const yScale = scaleLinear({
          domain: [0, Math.max(1, highest)],
          range: [innerHeight, 0],
          nice: true,
        });
        return (
          <Group left={margin.left} top={margin.top}>
            {children({ xScale, yScale, innerWidth, innerHeight })}
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
  );
}
