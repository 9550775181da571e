import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { RATE_TREND_RANGES, rateTrendChartPoints, rateTrendQuery } from './rateTrend';
import { rate } from './rates.testing';

const HOUR = 3_600_000;
const now = Date.parse('2024-05-01T12:34:56.000Z');
const currentHour = Date.parse('2024-05-01T12:00:00.000Z');
const today = Date.parse('2024-05-01T00:00:00.000Z');

describe('rate trend', () => {
  it('SE-CHART-01 the trend offers 24 hours, 7 days and 30 days', () => {
    expect(RATE_TREND_RANGES).toEqual(['24h', '7d', '30d']);
  });

  it.each([
    [
      'SE-CHART-02 24 hours: hourly points going back 23 hours',
      '24h',
      { from: currentHour - 23 * HOUR, to: currentHour, type: 1 },
    ],
    ['SE-CHART-02 7 days: hourly points', '7d', { from: currentHour - 7 * 24 * HOUR, to: currentHour, type: 1 }],
    ['SE-CHART-03 SE-API-19 30 days: daily points', '30d', { from: today - 30 * 24 * HOUR, to: today, type: 2 }],
    ['SE-CHART-03 the unused 90-day value: daily points', '90d', { from: today - 90 * 24 * HOUR, to: today, type: 2 }],
  ] as const)('%s', (_name, range, expected) => {
    expect(rateTrendQuery(range, now)).toEqual(expected);
  });

  it('SE-CHART-02 property: a 24-hour query spans 24 hourly points ending at the current hour', () => {
    fc.assert(
      fc.property(fc.integer({ min: 24 * HOUR, max: 4_102_444_800_000 }), (time) => {
        const query = rateTrendQuery('24h', time);
        expect((query.to - query.from) / HOUR + 1).toBe(24);
        expect(query.to).toBeLessThanOrEqual(time);
        expect(time - query.to).toBeLessThan(HOUR);
      }),
    );
  });

  it('SE-DATA-18 trend points in seconds become chart points in ms, oldest first', () => {
    expect(
      rateTrendChartPoints([
        { time: 1_714_567_200, value: rate('0.05') },
        { time: 1_714_563_600, value: rate('0.04') },
      ]),
    ).toEqual([
      { at: 1_714_563_600_000, rate: '0.04' },
      { at: 1_714_567_200_000, rate: '0.05' },
    ]);
  });
});
