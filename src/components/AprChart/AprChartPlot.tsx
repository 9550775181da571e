/**
 * The recharts part of `AprChart`. It is only ever imported through `React.lazy` (see `AprChart.tsx`),
 * so recharts (about 110 KB min+gzip) stays out of every screen that never shows a chart.
 */
import { useMemo, type ReactNode } from 'react';
import {
  CartesianGrid,
  Line,
  LineChart,
  ReferenceDot,
  Tooltip,
  XAxis,
  YAxis,
  type XAxisTickContentProps,
} from 'recharts';
import type { AprPlotRow } from '../../domain/chart/aprSeries';
import { vars } from '../../theme';
import { space } from '../../theme/scale';
import * as styles from './AprChart.css';
import type { ChartFormat } from './useChartFormat';

/** One line of the tooltip: the series' name ('' for a lone line its rate label names) and its exact value. */
export interface AprTooltipLine {
  readonly name: string;
  readonly value: string;
}

export interface AprChartPlotProps {
  /** The drawn points (already reduced to the width). */
  rows: readonly AprPlotRow[];
  /** The drawing size in CSS pixels, measured from the frame. */
  width: number;
  height: number;
  /** Time tick positions, each on a point. */
  ticks: readonly number[];
  /** Draws the dashed extra line. */
  hasExtra: boolean;
  /** Stroke colours as `var(--ek-…)` strings from `vars`. */
  baseColor: string;
  extraColor: string;
  format: ChartFormat;
  /** The tooltip's lines for a source point, from its exact rate text. */
  describe: (index: number) => readonly AprTooltipLine[];
  /** The page's direction: in right-to-left time runs from the right and the tooltip opens to the left (P-51). */
  direction: 'ltr' | 'rtl';
  /** The drawn row whose tooltip shows, chosen by keyboard; undefined leaves it to the pointer. */
  activeIndex?: number;
  /** A rise or a fall, drawn as a triangle at the latest point as well as by the line's colour (WCAG 1.4.1). */
  trendMark?: 'up' | 'down';
  /** false hides the tooltip (a tap outside), true shows it (at `activeIndex`), undefined follows the pointer. */
  tooltipActive?: boolean;
  /** Animates the line in; false under reduced motion and in tests. */
  animate: boolean;
}

// The theme's slow duration (320 ms): recharts wants a number, not a CSS time.
const ANIMATION_MS = 320;
// Half the trend triangle's width, from the scale (recharts draws in pixels).
const MARK_SIZE = Number.parseFloat(space.sm);

/**
 * The triangle at the latest point: pointing up for a rise, down for a fall, so the direction reads
 * without telling green from red (colour-vision deficiency, a greyscale print, a red-up market).
 */
function trendMarkShape(mark: 'up' | 'down', color: string) {
  return function TrendMark({ cx, cy }: { cx?: number; cy?: number }) {
    if (cx === undefined || cy === undefined) return <g />;
    const tip = mark === 'up' ? -1 : 1;
    // The mark sits beside the point, above it for a rise and below for a fall, so it never hides the line's end.
    const base = cy - tip * MARK_SIZE * 0.5;
    const apex = base + tip * MARK_SIZE * 1.8;
    return (
      <path
        d={`M ${cx} ${apex} L ${cx + MARK_SIZE} ${base} L ${cx - MARK_SIZE} ${base} Z`}
        fill={color}
        stroke={vars.color.surface}
        strokeWidth={1}
        data-trend-mark={mark}
      />
    );
  };
}

/**
 * Defines no hooks and is cheap to call: recharts calls it per tick. The first and the last tick hug the
 * plot's edges, so their labels are never cut in half by the SVG's border. Each label keeps the page's
 * direction, so an Arabic date ('5 يناير') reads in its own order. The first tick is at the reading
 * start (the left edge, or the right one in right-to-left, where the axis is reversed) and SVG's 'start'
 * is that same side of the text, so the first label is anchored at its start and the last at its end
 * in either direction.
 */
function timeTick(ticks: readonly number[], format: (epochMs: number) => string, direction: 'ltr' | 'rtl') {
  const first = ticks[0];
  const last = ticks[ticks.length - 1];
  return function TimeTick({ x, y, payload }: XAxisTickContentProps): ReactNode {
    const value = Number(payload.value);
    const anchor =
      ticks.length > 1 && value === first ? 'start' : ticks.length > 1 && value === last ? 'end' : 'middle';
    return (
      <text
        x={x}
        y={y}
        dy="0.71em"
        textAnchor={anchor}
        direction={direction}
        className="recharts-cartesian-axis-tick-value"
      >
        {format(value)}
      </text>
    );
  };
}

interface TooltipContentProps {
  active?: boolean;
  payload?: ReadonlyArray<{ payload?: AprPlotRow }>;
}

/** A recharts line chart with a numeric time axis (far cheaper than a category axis for long series). */
export function AprChartPlot({
  rows,
  width,
  height,
  ticks,
  hasExtra,
  baseColor,
  extraColor,
  format,
  describe,
  direction,
  animate,
  activeIndex,
  tooltipActive,
  trendMark,
}: AprChartPlotProps) {
  const rtl = direction === 'rtl';
  const latest = rows[rows.length - 1];
  const markShape = useMemo(
    () => (trendMark ? trendMarkShape(trendMark, baseColor) : undefined),
    [trendMark, baseColor],
  );
  const tick = useMemo(() => timeTick(ticks, format.timeTick, direction), [ticks, format, direction]);
  function TooltipContent({ active, payload }: TooltipContentProps) {
    const row = payload?.[0]?.payload;
    if (!active || !row) return null;
    return (
      <div className={styles.tooltip} dir={direction}>
        <span className={styles.tooltipTime}>{format.pointTime(row.at)}</span>
        {describe(row.index).map((line) => (
          <span key={line.name}>
            {line.name ? `${line.name} ` : null}
            <bdi>{line.value}</bdi>
          </span>
        ))}
      </div>
    );
  }

  return (
    <LineChart
      width={width}
      height={height}
      data={rows as AprPlotRow[]}
      className={styles.plot}
      accessibilityLayer={false}
    >
      <CartesianGrid vertical={false} stroke={vars.color.border} />
      {/* A numeric axis of epoch ms (a category axis is far slower on long series) on a linear scale:
          recharts' scale="time" maps every point through d3's time scale, about 5× slower at 8760 points
          in bench/apr-chart.mjs, for the same geometry; the ticks are our own, on whole hours or days. */}
      <XAxis
        dataKey="at"
        type="number"
        scale="linear"
        domain={['dataMin', 'dataMax']}
        ticks={ticks as number[]}
        reversed={rtl}
        tick={tick}
        tickLine={false}
        interval={0}
      />
      <YAxis
        domain={['auto', 'auto']}
        orientation={rtl ? 'right' : 'left'}
        tickCount={5}
        tickFormatter={format.percentTick}
        axisLine={false}
        tickLine={false}
      />
      <Tooltip
        content={TooltipContent}
        isAnimationActive={false}
        cursor={{ stroke: vars.color.borderStrong }}
        active={tooltipActive}
        defaultIndex={activeIndex}
        reverseDirection={{ x: rtl, y: false }}
      />
      <Line
        type="linear"
        dataKey="rate"
        stroke={baseColor}
        dot={false}
        activeDot={{ stroke: vars.color.surface, fill: baseColor }}
        isAnimationActive={animate}
        animationDuration={ANIMATION_MS}
      />
      {markShape && latest ? (
        <ReferenceDot x={latest.at} y={latest.rate} shape={markShape} ifOverflow="visible" />
      ) : null}
      {hasExtra ? (
        <Line
          type="linear"
          dataKey="extraRate"
          stroke={extraColor}
          className={styles.extraLine}
          dot={false}
          activeDot={{ stroke: vars.color.surface, fill: extraColor }}
          connectNulls={false}
          isAnimationActive={animate}
          animationDuration={ANIMATION_MS}
        />
      ) : null}
    </LineChart>
  );
}
