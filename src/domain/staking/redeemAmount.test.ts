import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { toDecimal } from '../decimal';
import { fail, ok } from '../result';
import { isStakingRedeemConfirmEnabled, validateStakingRedeemAmount } from './redeemAmount';

const check = (amount: string, redeemable = '2', minRedeemAmount = '0.1') =>
  validateStakingRedeemAmount({ amount, coin: 'SOL', redeemable, minRedeemAmount });

describe('validateStakingRedeemAmount', () => {
  it.each(['', '0', '-2', 'x'])('ST-REDEEM-05 %j shows no error and cannot be confirmed', (amount) => {
    const result = check(amount);
    expect(result).toEqual(ok({ hasAmount: false, amount: '' }));
    expect(isStakingRedeemConfirmEnabled(result)).toBe(false);
  });

  it.each([
    ['0.09', fail('staking.redeem.minLimit', { min: '0.1', coin: 'SOL' })],
    ['0.1', ok({ hasAmount: true, amount: '0.1' })],
  ])('ST-REDEEM-05 DEC-01 %s against min_redeem_amount 0.1', (amount, expected) => {
    expect(check(amount)).toEqual(expected);
  });

  it.each([
    ['2.00000001', fail('staking.redeem.insufficientBalance', { redeemable: '2', coin: 'SOL' })],
    ['2', ok({ hasAmount: true, amount: '2' })],
  ])('ST-REDEEM-06 %s against a redeemable amount of 2', (amount, expected) => {
    expect(check(amount)).toEqual(expected);
  });

  it('DEC-01 staking uses the product minimum, not 0.1^decimal_place nor 0.000001', () => {
    expect(check('0.000001', '2', '0.5')).toEqual(fail('staking.redeem.minLimit', { min: '0.5', coin: 'SOL' }));
    expect(check('0.000001', '2', '0.000001')).toEqual(ok({ hasAmount: true, amount: '0.000001' }));
  });

  it('ST-AMT-04 a redeem amount with more than 8 decimals is refused', () => {
    expect(check('1.000000001')).toEqual(fail('staking.amount.precision', { decimals: 8 }));
  });

  it('ST-REDEEM-06 ST-REDEEM-05 a validated redeem never exceeds the redeemable amount and is at least the minimum', () => {
    const amount = fc.integer({ min: 0, max: 10 ** 12 }).map((units) =>
      toDecimal(String(units))
        .dividedBy(10 ** 8)
        .toFixed(),
    );
    fc.assert(
      fc.property(amount, amount, amount, (typed, redeemable, minimum) => {
        const result = check(typed, redeemable, minimum);
        if (!result.ok || !result.value.hasAmount) return;
        expect(toDecimal(result.value.amount).lte(toDecimal(redeemable))).toBe(true);
        expect(toDecimal(result.value.amount).gte(toDecimal(minimum))).toBe(true);
        expect(isStakingRedeemConfirmEnabled(result)).toBe(true);
      }),
    );
  });
});
