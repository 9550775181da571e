import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { toDecimal } from '../decimal';
import { stakingRedeemFee, stakingRedeemReceived } from './redeemFee';
import { rate } from './stakingProduct.fixture';

const config = { redeemFee: rate('0.001'), redeemQuickFee: rate('0.0035') };

describe('stakingRedeemFee', () => {
  it.each([
    ['100', '0.1'],
    ['1.23456789', '0.00123456'],
    ['0.00000001', '0'],
    ['0', '0'],
  ])('ST-REDEEM-12 the standard fee of %s is amount × redeem_fee rounded down to 8 decimals: %s', (amount, fee) => {
    expect(stakingRedeemFee(amount, 'standard', config)).toBe(fee);
  });

  it.each([
    ['100', '0.35'],
    ['1.23456789', '0.00432098'],
    ['0.00000999', '0.00000003'],
  ])('ST-REDEEM-13 the fast fee of %s is amount × redeem_quick_fee rounded down to 8 decimals: %s', (amount, fee) => {
    expect(stakingRedeemFee(amount, 'fast', config)).toBe(fee);
  });

  it.each([
    ['1.5', { redeemFee: rate('2'), redeemQuickFee: rate('0') }, '1.5'],
    ['1.5', { redeemFee: rate('-0.1'), redeemQuickFee: rate('0') }, '0'],
  ])('ST-REDEEM-12 a malformed fee rate is clamped to 0..amount (%s, %o)', (amount, rates, fee) => {
    expect(stakingRedeemFee(amount, 'standard', rates)).toBe(fee);
  });

  it('ST-REDEEM-12 ST-REDEEM-13 a fee never exceeds the amount, is never negative, has at most 8 decimals, and fee + received = amount', () => {
    const amount = fc.integer({ min: 0, max: 10 ** 14 }).map((units) =>
      toDecimal(String(units))
        .dividedBy(10 ** 8)
        .toFixed(),
    );
    const feeRate = fc.integer({ min: 0, max: 10 ** 6 }).map((units) =>
      rate(
        toDecimal(String(units))
          .dividedBy(10 ** 6)
          .toFixed(),
      ),
    );
    fc.assert(
      fc.property(
        amount,
        feeRate,
        feeRate,
        fc.constantFrom('standard' as const, 'fast' as const),
        (value, redeemFee, redeemQuickFee, type) => {
          const rates = { redeemFee, redeemQuickFee };
          const fee = toDecimal(stakingRedeemFee(value, type, rates));
          expect(fee.gte(0)).toBe(true);
          expect(fee.lte(toDecimal(value))).toBe(true);
          expect(fee.decimalPlaces()).toBeLessThanOrEqual(8);
          expect(fee.plus(toDecimal(stakingRedeemReceived(value, type, rates))).equals(toDecimal(value))).toBe(true);
        },
      ),
    );
  });
});
