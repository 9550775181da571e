import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { toDecimal } from '../decimal';
import {
  canConfirmMinimumApr,
  isAcceptableMinimumAprText,
  maximumLendRateYear,
  minimumAprTipParams,
  minimumAprToRateYear,
  validateMinimumApr,
} from './minimumApr';
import { rate } from './rates.testing';

const bounds = { limitMinLendRateYear: rate('0.0001'), maxLendRateYear: rate('0.2') };

describe('minimum APR edit', () => {
  it.each([
    ['1.23', '0.0123'],
    ['5', '0.05'],
    ['0.01', '0.0001'],
    ['1.234', '0.0124'],
    ['1.2301', '0.0124'],
  ])('SE-APR-06 %s percent is sent as %s (rounded up to 4 decimals)', (percent, rateYear) => {
    expect(minimumAprToRateYear(percent)).toBe(rateYear);
  });

  it.each([
    [undefined, '0.05'],
    [null, '0.05'],
    [rate('0.2'), '0.2'],
  ])('SE-APR-03 DEC-05 max_lend_rate_year %s gives a maximum of %s', (maxLendRateYear, expected) => {
    expect(maximumLendRateYear({ maxLendRateYear })).toBe(expected);
  });

  it('DEC-16 the APR tip text interpolates 5', () => {
    expect(minimumAprTipParams()).toEqual({ number: 5 });
  });

  it.each([
    ['SE-APR-02 above the maximum', '20.01', bounds, { key: 'simpleEarn.maxAPR', params: { number: '20' } }],
    [
      'SE-APR-02 SE-APR-03 above the 5 percent default maximum',
      '5.01',
      { limitMinLendRateYear: rate('0.0001') },
      { key: 'simpleEarn.maxAPR', params: { number: '5' } },
    ],
    [
      'SE-APR-04 below the system minimum',
      '0.5',
      { limitMinLendRateYear: rate('0.01') },
      { key: 'simpleEarn.minAPR', params: { number: '1' } },
    ],
    [
      'SE-APR-04 the minimum is shown rounded up so it is allowed',
      '0.01',
      { limitMinLendRateYear: rate('0.00015') },
      { key: 'simpleEarn.minAPR', params: { number: '0.02' } },
    ],
  ])('%s gives its message', (_name, percent, limits, error) => {
    expect(validateMinimumApr(percent, limits)).toEqual({ ok: false, error });
  });

  it.each([
    ['at the maximum', '20', '0.2'],
    ['at the minimum', '0.01', '0.0001'],
    ['in between', '1.23', '0.0123'],
  ])('SE-APR-06 %s passes and sends %s', (_name, percent, rateYear) => {
    expect(validateMinimumApr(percent, bounds)).toEqual({ ok: true, value: { isEmpty: false, rateYear } });
  });

  it.each([
    ['SE-APR-08 empty', '', false],
    ['SE-APR-07 above the maximum', '30', false],
    ['SE-APR-07 below the minimum', '0', false],
    ['SE-APR-07 valid', '3', true],
  ])('%s can be confirmed: %s', (_name, percent, expected) => {
    expect(canConfirmMinimumApr(validateMinimumApr(percent, bounds))).toBe(expected);
  });

  it.each([
    ['1', true],
    ['1.2', true],
    ['1.23', true],
    ['1.234', false],
    ['', true],
    ['.', true],
    ['-1', false],
    ['1e2', false],
  ])('SE-APR-05 the input accepts "%s": %s', (text, expected) => {
    expect(isAcceptableMinimumAprText(text)).toBe(expected);
  });

  it('SE-APR-06 property: the sent rate is the percent / 100 rounded up, never below it and within 0.0001', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1_000_000 }), fc.integer({ min: 0, max: 6 }), (units, scale) => {
        const percent = toDecimal(String(units)).dividedBy(toDecimal('10').pow(scale));
        const sent = toDecimal(minimumAprToRateYear(percent.toFixed()));
        const exact = percent.dividedBy(100);
        expect(sent.greaterThanOrEqualTo(exact)).toBe(true);
        expect(sent.minus(exact).lessThan('0.0001')).toBe(true);
        expect(sent.decimalPlaces()).toBeLessThanOrEqual(4);
      }),
    );
  });

  it('SE-APR-02 SE-APR-04 property: an accepted minimum APR lies within the bounds', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 5000 }),
        fc.integer({ min: 1, max: 100 }),
        fc.integer({ min: 0, max: 100 }),
        (hundredths, low, span) => {
          const limits = {
            limitMinLendRateYear: rate(toDecimal(String(low)).dividedBy(10_000).toFixed()),
            maxLendRateYear: rate(
              toDecimal(String(low + span))
                .dividedBy(10_000)
                .toFixed(),
            ),
          };
          const result = validateMinimumApr(toDecimal(String(hundredths)).dividedBy(100).toFixed(), limits);
          if (result.ok && !result.value.isEmpty) {
            expect(toDecimal(result.value.rateYear ?? '').greaterThanOrEqualTo(limits.limitMinLendRateYear)).toBe(true);
            expect(toDecimal(result.value.rateYear ?? '').lessThanOrEqualTo(limits.maxLendRateYear)).toBe(true);
          }
        },
      ),
    );
  });
});
