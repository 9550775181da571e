import { lazy, Suspense, useId, useMemo } from 'react';
import { aprPlotSeries, type AprChartPoint, type AprPlotSeries } from '../../domain/chart/aprSeries';
import { plotPercentToFractionText } from '../../domain/chart/plotValue';
import { timeTicks } from '../../domain/chart/timeAxis';
import { useIsMobile, useMediaQuery } from '../../headless/useMediaQuery';
import type { MessageKey } from '../../i18n/catalogue/en';
import { useEarn, useFormat, type Translate } from '../../context';
import { reducedMotionQuery, vars } from '../../theme';
import { Button } from '../Button';
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
  trend: AprChartTrend | undefined;
  formatValue: ((value: string) => string) | undefined;
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
  trend,
  formatValue,
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
      latest: percent(at(series.latest).rate),
      date: format.pointTime(at(series.latest).at),
      high: percent(at(series.high).rate),
      low: percent(at(series.low).rate),
    });
    const extra = series.hasExtra ? latestExtra(series) : undefined;
    return extra ? `${text}. ${t('chart.summaryExtra', { series: extraName, latest: percent(extra) })}` : text;
  }, [series, baseName, extraName, rangeLabel, percent, format, t]);

  const describe = (index: number): AprTooltipLine[] => {
    const point = series!.points[index]!;
    const lines = [{ name: baseName, value: percent(point.rate) }];
    if (point.extraRate) lines.push({ name: extraName, value: percent(point.extraRate) });
    return lines;
  };
  const baseColor = lineColor(trend);

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
        />
      ) : (
        // Time runs left to right in every locale, Arabic included: exchange charts in Arabic keep the
        // left-to-right time axis (the same chart elsewhere on the site and on other exchanges reads the
        // same way), and dates and percentages are left-to-right runs inside Arabic text anyway. So the
        // plot is a left-to-right island; the tabs, legend, tooltip text and table follow the page.
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
              />
            </Suspense>
          ) : null}
        </div>
      )}
    </div>
  );
}
