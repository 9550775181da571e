import { toDecimal } from '../decimal';
import { WEALTH_CHART_RANGES, WEALTH_PROJECT_TYPE, type WealthChartRange, type WealthProjectType } from './constants';
import type { WealthChart } from './types';

/**
 * True for a project type the wealth screens handle: 4 private wealth or 5 asset management (VW-PROD-01, VW-PROD-03).
 */
export function isWealthProjectType(value: number): value is WealthProjectType {
  return value === WEALTH_PROJECT_TYPE.privateWealth || value === WEALTH_PROJECT_TYPE.assetManagement;
}

/** The label key of a project type (VW-PROD-01). */
export function wealthProjectTypeLabel(
  projectType: WealthProjectType,
): 'wealth.projectType.privateWealth' | 'wealth.projectType.assetManagement' {
  return projectType === WEALTH_PROJECT_TYPE.privateWealth
    ? 'wealth.projectType.privateWealth'
    : 'wealth.projectType.assetManagement';
}

/** The chart range to show (VW-DETAIL-02): the requested one when it is a tab, else the first, 30 days. */
export function wealthChartRange(requested?: number | null): WealthChartRange {
  return WEALTH_CHART_RANGES.find((range) => range === requested) ?? WEALTH_CHART_RANGES[0];
}

/** Which way a chart moved over its range (VW-DATA-02), for the up/down colour roles. */
export function wealthChartDirection(chart: Pick<WealthChart, 'change'>): 'up' | 'down' | 'flat' {
  const change = toDecimal(chart.change);
  if (change.gt(0)) return 'up';
  if (change.lt(0)) return 'down';
  return 'flat';
}

/** The chart points oldest first (VW-DATA-02), so a chart draws left to right. */
export function sortWealthChartPoints(chart: WealthChart): WealthChart['lines'] {
  return [...chart.lines].sort((a, b) => a.timestamp - b.timestamp);
}
