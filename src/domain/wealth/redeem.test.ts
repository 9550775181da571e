import fc from 'fast-check';
import { describe, expect, expectTypeOf, it } from 'vitest';
import { toDecimal } from '../decimal';
import { fail, ok } from '../result';
import { estimatedRedeemValue, isWealthRedeemEnabled, validateWealthRedeemUnits, wealthRedeemRequest } from './redeem';
import type { WealthOrderDetail } from './types';

const check = (units: string, redeemableUnits = '10') => validateWealthRedeemUnits({ units, redeemableUnits });

describe('validateWealthRedeemUnits', () => {
  it.each(['', '0', '0.000000', '-1', 'x'])('VW-REDEEM-03 %j units cannot be redeemed', (units) => {
    expect(check(units)).toEqual(ok({ hasUnits: false, units: '' }));
    expect(isWealthRedeemEnabled(check(units))).toBe(false);
  });

  it.each([
    ['10.000001', fail('wealth.redeem.lessRedeemableUnits', { units: '10' })],
    ['10', ok({ hasUnits: true, units: '10' })],
  ])('VW-REDEEM-02 %s units against 10 redeemable', (units, expected) => {
    expect(check(units)).toEqual(expected);
  });

  it.each([
    ['1.123456', ok({ hasUnits: true, units: '1.123456' })],
    ['1.1234567', fail('wealth.redeem.precision', { decimals: 6 })],
  ])('VW-REDEEM-04 %s: units allow 6 decimals', (units, expected) => {
    expect(check(units)).toEqual(expected);
  });

  it('VW-REDEEM-02 VW-REDEEM-03 redeemable units are non-zero and never exceed the redeemable units', () => {
    const units = fc.integer({ min: 0, max: 10 ** 12 }).map((value) =>
      toDecimal(String(value))
        .dividedBy(10 ** 6)
        .toFixed(),
    );
    fc.assert(
      fc.property(units, units, (typed, redeemableUnits) => {
        const result = check(typed, redeemableUnits);
        if (!isWealthRedeemEnabled(result) || !result.ok) return;
        expect(toDecimal(result.value.units).gt(0)).toBe(true);
        expect(toDecimal(result.value.units).lte(toDecimal(redeemableUnits))).toBe(true);
      }),
    );
  });

  it('VW-REDEEM-04 the redeem request sends the units with 6 decimals', () => {
    expect(wealthRedeemRequest(3, '2.5000009')).toEqual({ pid: 3, unit: '2.5' });
  });
});

describe('wealth order detail', () => {
  it.each([
    ['10', '1.05', '10.5'],
    ['0.123456', '1.23456789', '0.15241481'],
    ['0', '1.2', '0'],
  ])('VW-DATA-01 redeeming %s units at net value %s is worth %s', (units, netValueRatio, value) => {
    expect(estimatedRedeemValue(units, { netValueRatio })).toBe(value);
  });

  it('VW-DATA-01 the order detail carries the fields the spec names', () => {
    expectTypeOf<WealthOrderDetail>().toHaveProperty('netValueRatioBuy').toEqualTypeOf<string>();
    expectTypeOf<WealthOrderDetail>().toHaveProperty('recent30DaysRate').toEqualTypeOf<string>();
    expectTypeOf<WealthOrderDetail>().toHaveProperty('runDays').toEqualTypeOf<number>();
    expectTypeOf<WealthOrderDetail>().toHaveProperty('clientId').toEqualTypeOf<string>();
    expectTypeOf<WealthOrderDetail>().toHaveProperty('showInterest').toEqualTypeOf<boolean>();
    expect(estimatedRedeemValue('2', { netValueRatio: '-1' })).toBe('0');
  });

  it('VW-DATA-01 the estimate never exceeds units × net value', () => {
    const decimal = fc.integer({ min: 0, max: 10 ** 10 }).map((value) =>
      toDecimal(String(value))
        .dividedBy(10 ** 6)
        .toFixed(),
    );
    fc.assert(
      fc.property(decimal, decimal, (units, netValueRatio) => {
        const value = toDecimal(estimatedRedeemValue(units, { netValueRatio }));
        expect(value.lte(toDecimal(units).times(netValueRatio))).toBe(true);
        expect(value.decimalPlaces()).toBeLessThanOrEqual(8);
      }),
    );
  });
});
