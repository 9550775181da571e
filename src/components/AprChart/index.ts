export { AprChart } from './AprChart';
export type { AprChartProps, AprChartStatus } from './AprChart';
export { preloadAprChart } from './AprChartView';
export type { AprChartTrend } from './AprChartView';
export { SIMPLE_EARN_APR_CHART_RANGES, STAKING_APR_CHART_RANGES, WEALTH_APR_CHART_RANGES } from './aprChartRanges';
export type { AprChartRange, AprChartRangePreset } from './aprChartRanges';
export type { AprChartPoint } from '../../domain/chart/aprSeries';
