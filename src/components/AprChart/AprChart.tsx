import { cx } from 'class-variance-authority';
import { useState } from 'react';
import type { AprChartPoint } from '../../domain/chart/aprSeries';
import type { RateBasis } from '../../domain/shared/rateBasis';
import { useControllableState } from '../../headless/useControllableState';
import type { MessageKey } from '../../i18n/catalogue/en';
import type { MessageOverrides } from '../../i18n/resolve';
import { useTranslate } from '../../context';
import { visuallyHidden } from '../../theme';
import { Button } from '../Button';
import { Tabs } from '../Tabs';
import * as styles from './AprChart.css';
import type { AprChartRange } from './aprChartRanges';
import { AprChartView, type AprChartTrend } from './AprChartView';
import { chart } from '../../i18n/catalogue/en/chart';
import { common } from '../../i18n/catalogue/en/common';

/**
 * The English this component shows (the source language; a provider layers translations over it): only its own
 * namespaces, so it does not bundle the whole catalogue.
 */
const defaultMessages = /* @__PURE__ */ Object.assign({}, chart, common);

/** Where the chart's data stands; TanStack Query's `status` can be passed as it is. */
export type AprChartStatus = 'pending' | 'error' | 'success';

export interface AprChartProps {
  /**
   * The range tabs. Spread a preset for the product: `SIMPLE_EARN_APR_CHART_RANGES` (24 h, 7 d, 30 d),
   * `STAKING_APR_CHART_RANGES` (7, 30, 90 days, 1 year; 1 year first shown) or `WEALTH_APR_CHART_RANGES`.
   */
  ranges: readonly AprChartRange[];
  /** The selected range's `value` (controlled). */
  range?: string;
  /** The range selected at first (uncontrolled). Default: the first range. */
  defaultRange?: string;
  /** Called with the newly selected range's `value`: load that range's points. */
  onRangeChange?: (value: string) => void;
  /**
   * The selected range's points (rates as fractions, DEC-05), in any order. Build them with
   * `simpleEarn.rateTrendChartPoints` or `stakingAprChartPoints`; an `extraRate` draws a second, dashed line.
   */
  points?: readonly AprChartPoint[];
  /** 'pending' shows a skeleton, 'error' a message and a retry button, 'success' (default) the points. */
  status?: AprChartStatus;
  /** Called by the retry button of the error state; without it no button is shown. */
  onRetry?: () => void;
  /** The catalogue key naming the line. Default 'chart.apr' ('APR'); wealth uses 'chart.changeRate'. */
  seriesLabel?: MessageKey;
  /**
   * What the chart is of, e.g. 'USDT flexible': each point then reads 'March 2, 2026, USDT flexible, 5.12% APR'
   * when stepped through by keyboard. Without it a point reads 'March 2, 2026, 5.12% APR'.
   */
  subject?: string;
  /**
   * Colours the line by direction with the up/down roles (which follow the provider's `upColor`) and marks the
   * latest point with a triangle pointing up or down, so the direction does not rest on colour alone (wealth:
   * `wealthChartDirection(chart)`). Default: brand, no mark.
   */
  trend?: AprChartTrend;
  /**
   * How a point's value reads in the summary, tooltip, table and axis. Default: a percent of the rate (DEC-05). A
   * chart of amounts (the wealth assets trend) passes an amount formatter, and its points carry the amounts as
   * `rate`, since the chart only plots them.
   */
  formatValue?: (value: string) => string;
  /**
   * What the rates are (P-47, `RATE_BASIS.flexible`, `RATE_BASIS.staking`, ...): the table then labels each rate as
   * the product's list, subscribe dialog and holding do, so the chart's figure reads the same (issue 17).
   */
  basis?: RateBasis;
  /** Animates the line in. Default true; always off when the user prefers reduced motion. */
  animate?: boolean;
  /** Overrides of the catalogue's strings for this chart. */
  messages?: MessageOverrides;
  /** Extra classes for the root. */
  className?: string;
}

/**
 * The APR trend chart of Simple Earn (SE-CHART), staking (ST-CHART), the real-time APR popover
 * (HD-CHART) and the wealth detail (VW-DETAIL): range tabs over a line chart with percent ticks to 2
 * decimals, a legend when there is an extra line, and a 'show as table' toggle.
 *
 * Accessibility: the plot is one image whose name summarises the trend (latest, highest, lowest); a slider
 * over it steps through the points by keyboard (arrows, Page Up/Down, Home, End), each read as one sentence
 * and shown in the tooltip; the toggle swaps the plot for a real table of the drawn points. In right to
 * left the time axis runs from the right and the value axis stands on the right. A tap outside closes
 * a tooltip a touch opened. A toggle rather than an always-present hidden
 * table: a year of hourly points would put thousands of rows in the page for every visitor, and sighted
 * keyboard and low-vision users get the numbers too.
 *
 * Performance: recharts is loaded lazily on first draw (`preloadAprChart` starts it early), and a long
 * series is reduced to one point per pixel of width before it reaches recharts.
 */
export function AprChart({
  ranges,
  range,
  defaultRange,
  onRangeChange,
  points = [],
  status = 'success',
  onRetry,
  seriesLabel = 'chart.apr',
  subject,
  trend,
  formatValue,
  basis,
  animate = true,
  messages,
  className,
}: AprChartProps) {
  const t = useTranslate(messages, defaultMessages);
  const [selected, setSelected] = useControllableState({
    prop: range,
    defaultProp: defaultRange ?? ranges[0]?.value ?? '',
    onChange: onRangeChange,
  });
  // Kept here, not in the view, so the table stays open while the user steps through the ranges.
  const [asTable, setAsTable] = useState(false);
  const current = ranges.find((item) => item.value === selected) ?? ranges[0];
  const rangeLabel = current ? t(current.label) : '';
  const state = status === 'success' && points.length === 0 ? 'empty' : status;

  let body;
  if (state === 'pending') {
    body = (
      <div className={styles.frame} data-state="loading" role="status">
        <span className={visuallyHidden}>{t('common.loading')}</span>
      </div>
    );
  } else if (state === 'error') {
    body = (
      <div className={styles.frame} data-state="error">
        <p className={styles.message}>{t('chart.error')}</p>
        {onRetry ? (
          <Button variant="secondary" size="sm" onClick={onRetry}>
            {t('common.retry')}
          </Button>
        ) : null}
      </div>
    );
  } else if (state === 'empty') {
    body = (
      <div className={styles.frame} data-state="empty">
        <p className={styles.message}>{t('chart.noData')}</p>
      </div>
    );
  } else {
    body = (
      <AprChartView
        points={points}
        rangeLabel={rangeLabel}
        seriesLabel={seriesLabel}
        subject={subject}
        trend={trend}
        formatValue={formatValue}
        basis={basis}
        animate={animate}
        asTable={asTable}
        onAsTableChange={setAsTable}
        t={t}
      />
    );
  }

  return (
    // Its readings (summary, tooltip, table, slider) are labelled by the series and axis names (P-47).
    <div className={cx(styles.root, className)} data-slot="apr-chart" data-state={state} data-percent="chart">
      <Tabs
        items={ranges.map((item) => ({ value: item.value, label: t(item.label), content: body }))}
        value={current?.value}
        onValueChange={setSelected}
        variant="segmented"
        size="sm"
        aria-label={t('chart.ranges')}
      />
    </div>
  );
}
