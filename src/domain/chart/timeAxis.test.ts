import { describe, expect, it } from 'vitest';
import { isDailySeries, timeTickGranularity, timeTicks } from './timeAxis';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

describe('time axis', () => {
  it.each([
    { range: '24 hours (SE-CHART-02)', span: 23 * HOUR, granularity: 'hour' },
    { range: '2 days', span: 2 * DAY, granularity: 'hour' },
    { range: '7 days (SE-CHART-02)', span: 7 * DAY, granularity: 'day' },
    { range: '30 days (SE-CHART-03)', span: 30 * DAY, granularity: 'day' },
    { range: '1 year (ST-CHART-01)', span: 365 * DAY, granularity: 'day' },
    { range: '730 days (VW-DETAIL-02)', span: 730 * DAY, granularity: 'month' },
  ])('SE-CHART-02 a $range chart labels its ticks by $granularity', ({ span, granularity }) => {
    expect(timeTickGranularity(span)).toBe(granularity);
  });

  it.each([
    { name: 'hourly points', times: [0, HOUR, 2 * HOUR], daily: false },
    { name: 'daily points', times: [0, DAY, 2 * DAY], daily: true },
    { name: 'daily points with a missing day', times: [0, DAY, 3 * DAY], daily: true },
    { name: 'one point', times: [0], daily: false },
  ])('SE-CHART-03 $name are daily: $daily', ({ times, daily }) => {
    expect(isDailySeries(times)).toBe(daily);
  });

  it.each([
    { name: 'five of nine', times: [0, 1, 2, 3, 4, 5, 6, 7, 8], count: 5, ticks: [0, 2, 4, 6, 8] },
    { name: 'more ticks than points', times: [10, 20], count: 5, ticks: [10, 20] },
    { name: 'one tick', times: [10, 20, 30], count: 1, ticks: [10] },
    { name: 'no points', times: [], count: 5, ticks: [] },
    { name: 'uneven count spreads by index', times: [0, 1, 2, 3, 4, 5, 6, 7, 8, 9], count: 4, ticks: [0, 3, 6, 9] },
  ])('ticks sit on points: $name', ({ times, count, ticks }) => {
    expect(timeTicks(times, count)).toEqual(ticks);
  });
});
