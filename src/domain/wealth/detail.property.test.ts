import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Decimal } from '../decimal';
import { scaledDecimalText } from '../shared/arbitraries.testing';
import { WEALTH_CHART_RANGES, WEALTH_PROJECT_TYPE } from './constants';
import {
  isWealthProjectType,
  sortWealthChartPoints,
  wealthChartDirection,
  wealthChartRange,
  wealthProjectTypeLabel,
} from './detail';
import type { WealthChartPoint } from './types';

const signedDecimal = fc
  .tuple(scaledDecimalText(8, 10n ** 12n), fc.boolean())
  .map(([text, negative]) => (negative ? `-${text}` : text));
const point: fc.Arbitrary<WealthChartPoint> = fc.record({
  timestamp: fc.integer({ min: 0, max: 4_102_444_800_000 }),
  value: scaledDecimalText(8, 10n ** 12n),
  diff: signedDecimal,
});

describe('wealth detail properties', () => {
  it('VW-PROD-01 VW-PROD-03 only project types 4 and 5 are wealth project types, and each has its own label', () => {
    fc.assert(
      fc.property(fc.integer({ min: -10, max: 100 }), (value) => {
        expect(isWealthProjectType(value)).toBe(value === 4 || value === 5);
      }),
    );
    expect(wealthProjectTypeLabel(WEALTH_PROJECT_TYPE.privateWealth)).not.toBe(
      wealthProjectTypeLabel(WEALTH_PROJECT_TYPE.assetManagement),
    );
  });

  it('VW-DETAIL-02 the chart range is always one of the tabs: the requested one when it is a tab, else 30 days', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.constantFrom(...WEALTH_CHART_RANGES),
          fc.integer({ min: -1000, max: 10_000 }),
          fc.constant(null),
          fc.constant(undefined),
        ),
        (requested) => {
          const range = wealthChartRange(requested);
          expect(WEALTH_CHART_RANGES).toContain(range);
          expect(range).toBe(
            (WEALTH_CHART_RANGES as readonly (number | null | undefined)[]).includes(requested) ? requested : 30,
          );
        },
      ),
    );
  });

  it('VW-DATA-02 the chart direction follows the sign of change exactly, however small', () => {
    fc.assert(
      fc.property(signedDecimal, (change) => {
        const sign = new Decimal(change).comparedTo(0);
        expect(wealthChartDirection({ change })).toBe(sign > 0 ? 'up' : sign < 0 ? 'down' : 'flat');
      }),
    );
  });

  it('VW-DATA-02 sorted chart points are the same points, oldest first, and sorting again changes nothing', () => {
    fc.assert(
      fc.property(fc.array(point, { maxLength: 30 }), signedDecimal, (lines, change) => {
        const chart = { lines, change };
        const sorted = sortWealthChartPoints(chart);
        expect(sorted).toHaveLength(lines.length);
        sorted.slice(1).forEach((later, i) => expect(sorted[i]?.timestamp).toBeLessThanOrEqual(later.timestamp));
        expect([...sorted].sort(byIdentity)).toEqual([...lines].sort(byIdentity));
        expect(sortWealthChartPoints({ lines: sorted, change })).toEqual(sorted);
        // The chart it came from is left as it was.
        expect(chart.lines).toBe(lines);
      }),
    );
  });
});

function byIdentity(a: WealthChartPoint, b: WealthChartPoint): number {
  return a.timestamp - b.timestamp || a.value.localeCompare(b.value) || a.diff.localeCompare(b.diff);
}
