/**
 * The plotting boundary. Inside the library a rate is exact fraction text (DEC-05); a chart library needs
 * numbers for coordinates. A coordinate is not money: it only decides where a pixel goes, and no label
 * is ever read back from one without the rounding below. Every value a user reads (tooltip, table,
 * summary) comes from the exact `Rate` text; only tick labels, which are the chart's own round numbers,
 * are built from coordinates.
 */
import { Decimal } from '../decimal';
import type { Rate } from '../shared/rate';

/** Significant digits a tick value keeps when turned back into text: float noise (5.300000000000001) goes. */
const TICK_SIGNIFICANT_DIGITS = 12;

/** A rate as a chart coordinate, in percent (0.0525 gives 5.25 or its nearest float). */
export function rateToPlotPercent(rate: Rate): number {
  return Number(rate) * 100;
}

/**
 * A percent coordinate (an axis tick) back as fraction text, for the percent formatter: rounded to 12
 * significant digits first, so 5.3 never becomes '0.052999999…' and then '5.29 %' under round-down.
 */
export function plotPercentToFractionText(percent: number): string {
  if (!Number.isFinite(percent)) return '0';
  return new Decimal(percent.toPrecision(TICK_SIGNIFICANT_DIGITS)).dividedBy(100).toFixed();
}
