// Chart data work: downsampling, the time axis, and the plotting boundary between exact rates and coordinates.
export { downsample, downsampleIndices, downsampleLines } from './downsample';
export {
  DAY_TICKS_MAX_SPAN_MS,
  HOUR_TICKS_MAX_SPAN_MS,
  isDailySeries,
  timeTickGranularity,
  timeTicks,
} from './timeAxis';
export type { TimeTickGranularity } from './timeAxis';
export { plotPercentToFractionText, rateToPlotPercent } from './plotValue';
export { aprPlotSeries, stakingAprChartPoints } from './aprSeries';
export type { AprChartPoint, AprPlotRow, AprPlotSeries } from './aprSeries';
