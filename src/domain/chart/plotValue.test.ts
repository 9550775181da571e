import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Decimal } from '../decimal';
import { rateFromFraction, type Rate } from '../shared/rate';
import { plotPercentToFractionText, rateToPlotPercent } from './plotValue';

const rate = (text: string) => rateFromFraction(text) as Rate;

describe('the plotting boundary', () => {
  it.each([
    { rate: '0.0525', percent: 5.25 },
    { rate: '0', percent: 0 },
    { rate: '1.5', percent: 150 },
  ])('a rate of $rate is plotted at about $percent %', ({ rate: text, percent }) => {
    expect(rateToPlotPercent(rate(text))).toBeCloseTo(percent, 10);
  });

  it.each([
    { tick: 5.3, fraction: '0.053' },
    { tick: 5.2, fraction: '0.052' },
    { tick: 0.1 + 0.2, fraction: '0.003' },
    { tick: 5.300000000000001, fraction: '0.053' },
    { tick: 0, fraction: '0' },
    { tick: Number.NaN, fraction: '0' },
  ])('SE-CHART-04 a tick at $tick reads as the fraction $fraction', ({ tick, fraction }) => {
    expect(plotPercentToFractionText(tick)).toBe(fraction);
  });

  it('SE-CHART-04 a rate with up to 8 decimals survives the round trip through a coordinate exactly', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 99_999_999 }), fc.integer({ min: 0, max: 8 }), (units, decimals) => {
        const text = new Decimal(units).dividedBy(10 ** decimals).toFixed();
        expect(plotPercentToFractionText(rateToPlotPercent(rate(text)))).toBe(new Decimal(text).toFixed());
      }),
    );
  });
});
