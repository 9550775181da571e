import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Decimal } from '../decimal';
import { MinimumAprMessageKey } from './messageKeys';
import {
  canConfirmMinimumApr,
  isAcceptableMinimumAprText,
  maximumLendRateYear,
  minimumAprToRateYear,
  validateMinimumApr,
} from './minimumApr';
import { rate } from './rates.testing';

/** Percent text with up to 2 decimals, as the input accepts (SE-APR-05), 0 to 20 %. */
const percentText = fc
  .integer({ min: 0, max: 2000 })
  .map((hundredths) => new Decimal(hundredths).dividedBy(100).toFixed());
/** A bound as the API may send it: a fraction with up to 6 decimals, up to 10 %. */
const boundRate = fc
  .integer({ min: 0, max: 100_000 })
  .map((units) => rate(new Decimal(units).dividedBy(1_000_000).toFixed()));
const bounds = fc.tuple(boundRate, fc.option(boundRate, { nil: null })).map(([a, b]) => ({
  limitMinLendRateYear: b === null || new Decimal(a).lte(b) ? a : b,
  maxLendRateYear: b === null ? null : new Decimal(a).lte(b) ? b : a,
}));

describe('minimum APR properties', () => {
  it('SE-APR-02 SE-APR-03 SE-APR-04 validation agrees with the sent rate: above max_lend_rate_year (or 5 %) fails maxAPR, below the minimum fails minAPR, else passes', () => {
    fc.assert(
      fc.property(percentText, bounds, (percent, limits) => {
        const result = validateMinimumApr(percent, limits);
        const sent = new Decimal(minimumAprToRateYear(percent));
        const maximum = new Decimal(maximumLendRateYear(limits));
        if (sent.gt(maximum)) expect(!result.ok && result.error.key).toBe(MinimumAprMessageKey.max);
        else if (sent.lt(limits.limitMinLendRateYear))
          expect(!result.ok && result.error.key).toBe(MinimumAprMessageKey.min);
        else expect(result).toEqual({ ok: true, value: { isEmpty: false, rateYear: sent.toFixed() } });
      }),
    );
  });

  it('SE-APR-02 SE-APR-04 the number an error shows is itself a percent the edit accepts', () => {
    fc.assert(
      fc.property(percentText, bounds, (percent, limits) => {
        const result = validateMinimumApr(percent, limits);
        if (result.ok) return;
        const shown = String(result.error.params?.number);
        expect(isAcceptableMinimumAprText(shown)).toBe(true);
        // When the allowed range holds a 2-decimal percent at all, the number shown is inside it.
        const lowest = new Decimal(limits.limitMinLendRateYear).times(100).toDecimalPlaces(2, Decimal.ROUND_UP);
        const highest = new Decimal(maximumLendRateYear(limits)).times(100).toDecimalPlaces(2, Decimal.ROUND_DOWN);
        if (lowest.lte(highest)) expect(validateMinimumApr(shown, limits).ok).toBe(true);
      }),
    );
  });

  it('SE-APR-02 SE-APR-04 the accepted percents form one unbroken range: between two accepted values every value is accepted', () => {
    fc.assert(
      fc.property(percentText, percentText, percentText, bounds, (a, b, c, limits) => {
        const [low, middle, high] = [a, b, c].sort((x, y) => new Decimal(x).comparedTo(y));
        if (validateMinimumApr(low!, limits).ok && validateMinimumApr(high!, limits).ok)
          expect(validateMinimumApr(middle!, limits).ok).toBe(true);
      }),
    );
  });

  it('SE-APR-06 the sent rate never decreases as the typed percent grows', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10 ** 7 }), fc.integer({ min: 0, max: 10 ** 7 }), (x, y) => {
        const [low, high] = x <= y ? [x, y] : [y, x];
        const toPercent = (units: number) => new Decimal(units).dividedBy(10_000).toFixed();
        expect(new Decimal(minimumAprToRateYear(toPercent(low))).lte(minimumAprToRateYear(toPercent(high)))).toBe(true);
      }),
    );
  });

  it('SE-APR-05 the input accepts exactly digits with at most one dot and at most 2 decimals', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[0-9.a-]{0,8}$/), (text) => {
        const dots = text.split('.').length - 1;
        const decimals = dots === 1 ? text.length - text.indexOf('.') - 1 : 0;
        expect(isAcceptableMinimumAprText(text)).toBe(/^[0-9.]*$/.test(text) && dots <= 1 && decimals <= 2);
      }),
    );
  });

  it('SE-APR-07 SE-APR-08 confirm is possible exactly when something valid was typed', () => {
    fc.assert(
      fc.property(fc.oneof(percentText, fc.constantFrom('', ' ', '.', 'x')), bounds, (percent, limits) => {
        const result = validateMinimumApr(percent, limits);
        expect(canConfirmMinimumApr(result)).toBe(result.ok && result.value.rateYear !== null);
        if (percent.trim() === '' || percent === 'x') expect(canConfirmMinimumApr(result)).toBe(false);
      }),
    );
  });
});
