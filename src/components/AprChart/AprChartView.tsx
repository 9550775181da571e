import { cx } from 'class-variance-authority';
import { lazy, Suspense, useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { aprPlotSeries, type AprChartPoint, type AprPlotSeries } from '../../domain/chart/aprSeries';
import { plotPercentToFractionText } from '../../domain/chart/plotValue';
import type { RateBasis } from '../../domain/shared/rateBasis';
import { timeTicks } from '../../domain/chart/timeAxis';
import { useIsMobile, useMediaQuery } from '../../headless/useMediaQuery';
import type { MessageKey } from '../../i18n/catalogue/en';
import { useEarn, useFormat, type Translate } from '../../context';
import { focusRing, reducedMotionQuery, vars } from '../../theme';
import { Button } from '../Button';
import { useRateBasisLabels } from '../RateText/RateText';
import * as styles from './AprChart.css';
import type { AprTooltipLine } from './AprChartPlot';
import { AprChartTable } from './AprChartTable';
import { useChartFormat } from './useChartFormat';
import { useElementSize } from '../../headless/useElementSize';

const loadPlot = () => import('./AprChartPlot');
// Pure: a host that never renders the chart drops this and, with it, the recharts chunk.
const AprChartPlot = /* @__PURE__ */ lazy(() => loadPlot().then((module) => ({ default: module.AprChartPlot })));

/**
 * Starts loading the chart's drawing code (recharts) ahead of time, e.g. when the pointer nears the
 * button that opens a chart dialog. Safe to call more than once.
 */
export function preloadAprChart(): void {
  void loadPlot();
}

/** Which way the trend moved (wealth, `wealthChartDirection`): colours the line with the up/down roles. */
export type AprChartTrend = 'up' | 'down' | 'flat';

/** When nothing has been measured (a hidden container), the table lists at most this many points. */
const UNMEASURED_TABLE_POINTS = 800;

export interface AprChartViewProps {
  points: readonly AprChartPoint[];
  rangeLabel: string;
  seriesLabel: MessageKey;
  subject: string | undefined;
  trend: AprChartTrend | undefined;
  formatValue: ((value: string) => string) | undefined;
  basis: RateBasis | undefined;
  animate: boolean;
  asTable: boolean;
  onAsTableChange: (asTable: boolean) => void;
  t: Translate;
}

function lineColor(trend: AprChartTrend | undefined): string {
  if (trend === 'up') return vars.color.up;
  if (trend === 'down') return vars.color.down;
  return vars.color.brand;
}

function latestExtra(series: AprPlotSeries) {
  for (let i = series.points.length - 1; i >= 0; i -= 1) {
    const extra = series.points[i]!.extraRate;
    if (extra) return extra;
  }
  return undefined;
}

/** A trend with data: legend, table toggle, and the chart (drawn lazily) or its table. */
export function AprChartView({
  points,
  rangeLabel,
  seriesLabel,
  subject,
  trend,
  formatValue,
  basis,
  animate,
  asTable,
  onAsTableChange,
  t,
}: AprChartViewProps) {
  const [frameRef, { width, height }] = useElementSize<HTMLDivElement>();
  const isMobile = useIsMobile();
  const reducedMotion = useMediaQuery(reducedMotionQuery, { debounceMs: 0 });
  const { direction } = useEarn();
  const { percent: formatPercent } = useFormat();
  const percent = formatValue ?? formatPercent;
  // A rate is said with its label wherever the chart writes it (P-47): the summary, a point's sentence and the
  // tooltip read the figure as the table's RateText does, so no reading of the chart is a bare percentage.
  const labels = useRateBasisLabels(formatValue ? undefined : basis);
  const { spoken, shown } = useMemo(
    () => ({
      spoken: (rate: string) => (labels ? `${percent(rate)} ${labels.full}` : percent(rate)),
      shown: (rate: string) => (labels ? `${percent(rate)} ${labels.compact}` : percent(rate)),
    }),
    [labels, percent],
  );
  const tableId = useId();

  // One drawn point per CSS pixel of width: more cannot be seen. Nothing is computed before the first
  // measurement (it happens before the first paint), so a long series is reduced once, not twice.
  const threshold = width > 0 ? width : asTable ? UNMEASURED_TABLE_POINTS : 0;
  const series = useMemo(() => (threshold > 0 ? aprPlotSeries(points, threshold) : null), [points, threshold]);
  const chartFormat = useChartFormat(series?.span ?? 0, series?.daily ?? false);
  // An axis of amounts: the tick, a coordinate, goes back to its exact text and reads as the points do.
  const format = useMemo(
    () =>
      formatValue
        ? { ...chartFormat, percentTick: (tick: number) => formatValue(plotPercentToFractionText(tick)) }
        : chartFormat,
    [chartFormat, formatValue],
  );
  const ticks = useMemo(
    () =>
      series
        ? timeTicks(
            series.rows.map((row) => row.at),
            isMobile ? 3 : 5,
          )
        : [],
    [series, isMobile],
  );

  const baseName = series?.hasExtra ? t('chart.baseApr') : t(seriesLabel);
  const extraName = t('chart.extraApr');
  const summary = useMemo(() => {
    if (!series || series.latest < 0) return `${baseName}, ${rangeLabel}`;
    const at = (index: number) => series.points[index]!;
    const text = t('chart.summary', {
      series: baseName,
      range: rangeLabel,
      latest: spoken(at(series.latest).rate),
      date: format.pointTime(at(series.latest).at),
      high: spoken(at(series.high).rate),
      low: spoken(at(series.low).rate),
    });
    const extra = series.hasExtra ? latestExtra(series) : undefined;
    return extra ? `${text}. ${t('chart.summaryExtra', { series: extraName, latest: spoken(extra) })}` : text;
  }, [series, baseName, extraName, rangeLabel, spoken, format, t]);

  const describe = (index: number): AprTooltipLine[] => {
    const point = series!.points[index]!;
    // A lone line's label already names it ('5.12% APR · est.'); two lines keep their names (base, extra).
    const lines = [{ name: labels && !series!.hasExtra ? '' : baseName, value: shown(point.rate) }];
    if (point.extraRate) lines.push({ name: extraName, value: shown(point.extraRate) });
    return lines;
  };
  const baseColor = lineColor(trend);

  // The point read by keyboard (an index into the drawn rows), or none while the plot has no keyboard focus.
  const [pointIndex, setPointIndex] = useState<number | null>(null);
  const rowCount = series?.rows.length ?? 0;
  const shownIndex = pointIndex === null ? null : Math.min(pointIndex, rowCount - 1);
  /** One point as one sentence: 'March 2, 2026, USDT flexible, 5.12% APR' (with the extra line's rate, if any). */
  const pointSentence = (rowIndex: number) => {
    const point = series!.points[series!.rows[rowIndex]!.index]!;
    const date = format.pointSpoken(point.at);
    let sentence;
    if (labels) {
      // The label names the measure ('5.12% APR, simple, ...'); a second line needs the base line named too.
      const value = series!.hasExtra
        ? t('chart.point.extra', { series: baseName, value: spoken(point.rate) })
        : spoken(point.rate);
      sentence = subject
        ? t('chart.pointOfLabelled', { date, subject, value })
        : t('chart.pointLabelled', { date, value });
    } else {
      const values = { date, series: baseName, value: percent(point.rate) };
      sentence = subject ? t('chart.pointOf', { ...values, subject }) : t('chart.point', values);
    }
    return point.extraRate
      ? `${sentence}, ${t('chart.point.extra', { series: extraName, value: spoken(point.extraRate) })}`
      : sentence;
  };
  const onPointKey = (event: KeyboardEvent<HTMLDivElement>) => {
    if (rowCount === 0) return;
    const last = rowCount - 1;
    const current = shownIndex ?? last;
    const page = Math.max(1, Math.round(rowCount / 10));
    // Time runs the way the page reads (P-51): in right-to-left the later point is to the left.
    const later = direction === 'rtl' ? 'ArrowLeft' : 'ArrowRight';
    const earlier = direction === 'rtl' ? 'ArrowRight' : 'ArrowLeft';
    const moves: Record<string, number> = {
      [later]: current + 1,
      [earlier]: current - 1,
      ArrowUp: current + 1,
      ArrowDown: current - 1,
      PageUp: current + page,
      PageDown: current - page,
      Home: 0,
      End: last,
    };
    const next = moves[event.key];
    if (next === undefined) return;
    event.preventDefault();
    setPointIndex(Math.max(0, Math.min(last, next)));
  };

  // A tap outside the plot closes its tooltip: touch has no "pointer leaves", and recharts keeps the
  // last touched point's tooltip up until the next touch inside (recharts #2801).
  const plotAreaRef = useRef<HTMLDivElement>(null);
  const [tooltipDismissed, setTooltipDismissed] = useState(false);
  useEffect(() => {
    if (tooltipDismissed) return undefined;
    const onPointerDown = (event: PointerEvent) => {
      if (event.target instanceof Node && plotAreaRef.current?.contains(event.target)) return;
      setTooltipDismissed(true);
    };
    document.addEventListener('pointerdown', onPointerDown, true);
    return () => document.removeEventListener('pointerdown', onPointerDown, true);
  }, [tooltipDismissed]);
  const tooltipActive = shownIndex !== null ? true : tooltipDismissed ? false : undefined;

  return (
    <div className={styles.body}>
      <div className={styles.toolbar}>
        {series?.hasExtra ? (
          <ul className={styles.legend}>
            <li className={styles.legendItem}>
              <span className={styles.swatch} data-line="base" data-trend={trend} aria-hidden="true" />
              {baseName}
            </li>
            <li className={styles.legendItem}>
              <span className={styles.swatch} data-line="extra" aria-hidden="true" />
              {extraName}
            </li>
          </ul>
        ) : null}
        <Button variant="ghost" size="sm" className={styles.toggle} onClick={() => onAsTableChange(!asTable)}>
          {asTable ? t('chart.showChart') : t('chart.showTable')}
        </Button>
      </div>
      {asTable && series ? (
        <AprChartTable
          id={tableId}
          series={series}
          caption={t('chart.table.caption', { series: baseName, range: rangeLabel })}
          reducedNote={
            series.rows.length < series.points.length
              ? t('chart.table.reduced', { shown: series.rows.length, total: series.points.length })
              : undefined
          }
          timeHeader={t('chart.table.time')}
          rateHeader={baseName}
          extraHeader={extraName}
          pointTime={format.pointTime}
          percent={percent}
          basis={formatValue ? undefined : basis}
        />
      ) : (
        // The plot is drawn in SVG coordinates (dir="ltr"); in right-to-left its time axis is reversed and the
        // value axis moves to the right (P-51), and the tooltip, legend and table follow the page.
        <div
          ref={plotAreaRef}
          className={styles.plotArea}
          onPointerDown={() => setTooltipDismissed(false)}
          onPointerMove={(event) => {
            if (event.pointerType !== 'touch' && tooltipDismissed) setTooltipDismissed(false);
          }}
        >
          <div
            ref={frameRef}
            className={styles.frame}
            dir="ltr"
            role="img"
            aria-label={summary}
            data-state={series ? 'ready' : 'loading'}
          >
            {series && width > 0 && height > 0 ? (
              <Suspense fallback={<div className={styles.skeletonFill} data-state="loading" />}>
                <AprChartPlot
                  rows={series.rows}
                  width={width}
                  height={height}
                  ticks={ticks}
                  hasExtra={series.hasExtra}
                  baseColor={baseColor}
                  extraColor={vars.color.positive}
                  format={format}
                  describe={describe}
                  direction={direction}
                  animate={animate && !reducedMotion}
                  activeIndex={shownIndex ?? undefined}
                  tooltipActive={tooltipActive}
                  trendMark={trend === 'up' || trend === 'down' ? trend : undefined}
                />
              </Suspense>
            ) : null}
          </div>
          {series && rowCount > 0 ? (
            // The points by keyboard: a slider over the plot whose value is the point's sentence, which
            // screen readers say as it changes (recharts #3005: its own keyboard layer moves a tooltip
            // that nothing announces). It shows the focus ring round the plot and lets the pointer through.
            <div
              role="slider"
              tabIndex={0}
              className={cx(styles.pointSlider, focusRing)}
              aria-label={t('chart.points', { series: baseName })}
              aria-orientation="horizontal"
              aria-valuemin={1}
              aria-valuemax={rowCount}
              aria-valuenow={(shownIndex ?? rowCount - 1) + 1}
              aria-valuetext={pointSentence(shownIndex ?? rowCount - 1)}
              onFocus={() => setPointIndex((index) => index ?? rowCount - 1)}
              onBlur={() => setPointIndex(null)}
              onKeyDown={onPointKey}
            />
          ) : null}
        </div>
      )}
    </div>
  );
}
