import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { toDecimal } from '../decimal';
import {
  canCancelRedemption,
  canConfirmFlexibleRedeem,
  redeemableAmount,
  showsBorrowedRulesNote,
  validateFlexibleRedeemAmount,
} from './flexibleRedeem';
import type { FlexibleHolding } from './models';
import { rate } from './rates.testing';

// SE-DATA-08: a flexible holding with every field the spec lists.
const holding: FlexibleHolding = {
  id: 1,
  asset: 'USDT',
  icon: 'usdt.svg',
  currAmount: '100',
  lendAmount: '80.1234567',
  frozenAmount: '10',
  frozenStatus: 1,
  marginFrozenAmount: '5.5',
  cumulative: '3.2',
  interest: '1.23456789',
  nextTimeRateYear: rate('0.05'),
  extAwardRateYear: rate('0.01'),
  isOpenAwardPool: true,
  awardAsset: 'GT',
  minLendRateYear: rate('0.0001'),
  autoInvestStatus: 1,
};

const amountText = fc
  .bigInt({ min: 0n, max: 10n ** 16n })
  .chain((units) =>
    fc
      .integer({ min: 0, max: 8 })
      .map((scale) => toDecimal(units.toString()).dividedBy(toDecimal('10').pow(scale)).toFixed()),
  );

describe('redeemableAmount', () => {
  it.each([
    ['SE-DATA-08 SE-REDEEM-12 curr − frozen − margin frozen', holding, '84.5'],
    ['SE-REDEEM-12 nothing frozen', { ...holding, frozenAmount: '0', marginFrozenAmount: '0' }, '100'],
    ['SE-REDEEM-12 never negative', { ...holding, frozenAmount: '90', marginFrozenAmount: '20' }, '0'],
    [
      'SE-REDEEM-12 rounded down to 8 decimals',
      { ...holding, currAmount: '1.123456789', frozenAmount: '0', marginFrozenAmount: '0' },
      '1.12345678',
    ],
    ['SE-REDEEM-12 empty fields count as zero', { ...holding, frozenAmount: '', marginFrozenAmount: '' }, '100'],
  ])('%s', (_name, input, expected) => {
    expect(redeemableAmount(input)).toBe(expected);
  });

  it('SE-REDEEM-12 property: redeemable is never negative and never above curr_amount', () => {
    fc.assert(
      fc.property(amountText, amountText, amountText, (currAmount, frozenAmount, marginFrozenAmount) => {
        const redeemable = toDecimal(redeemableAmount({ currAmount, frozenAmount, marginFrozenAmount }));
        expect(redeemable.greaterThanOrEqualTo(0)).toBe(true);
        expect(redeemable.lessThanOrEqualTo(currAmount)).toBe(true);
      }),
    );
  });
});

describe('validateFlexibleRedeemAmount', () => {
  it.each([
    [
      'SE-REDEEM-15 DEC-01 0.0000001 starts with 0.000000',
      '0.0000001',
      { key: 'redeem.number.minLimit', params: { amount: '0.000001' } },
    ],
    ['SE-REDEEM-15 0.00000099', '0.00000099', { key: 'redeem.number.minLimit', params: { amount: '0.000001' } }],
    ['SE-REDEEM-15 0.000000 itself', '0.000000', { key: 'redeem.number.minLimit', params: { amount: '0.000001' } }],
    [
      'SE-REDEEM-14 DEC-01 nine decimals',
      '1.123456789',
      { key: 'simpleEarn.redeem.tooManyDecimals', params: { decimals: 8 } },
    ],
    [
      'SE-REDEEM-13 above the redeemable amount',
      '84.50000001',
      { key: 'simpleEarn.redeem.overRedeemable', params: { amount: '84.5', coin: 'USDT' } },
    ],
  ])('%s is refused', (_name, amount, error) => {
    expect(validateFlexibleRedeemAmount(amount, '84.5', 'USDT')).toEqual({ ok: false, error });
  });

  it.each([
    ['SE-REDEEM-16 DEC-01 exactly the minimum', '0.000001'],
    ['SE-REDEEM-14 eight decimals', '1.12345678'],
    ['SE-REDEEM-13 exactly the redeemable amount', '84.5'],
    ['SE-REDEEM-17 zero (confirm stays disabled, no message)', '0'],
  ])('%s passes', (_name, amount) => {
    expect(validateFlexibleRedeemAmount(amount, '84.5', 'USDT')).toEqual({
      ok: true,
      value: { isEmpty: false, amount },
    });
  });

  it('SE-REDEEM-13 the amount sent is canonical decimal text: .5 goes out as 0.5', () => {
    expect(validateFlexibleRedeemAmount('.5', '84.5', 'USDT')).toEqual({
      ok: true,
      value: { isEmpty: false, amount: '0.5' },
    });
  });

  it('SE-REDEEM-18 an empty amount is no error', () => {
    expect(validateFlexibleRedeemAmount('', '84.5', 'USDT')).toEqual({
      ok: true,
      value: { isEmpty: true, amount: '' },
    });
  });

  it('SE-REDEEM-13 property: a validated redeem never exceeds the redeemable amount nor falls below 0.000001', () => {
    fc.assert(
      fc.property(amountText, amountText, (amount, redeemable) => {
        const result = validateFlexibleRedeemAmount(amount, redeemable, 'BTC');
        if (result.ok && canConfirmFlexibleRedeem(result)) {
          expect(toDecimal(result.value.amount).lessThanOrEqualTo(redeemable)).toBe(true);
          expect(toDecimal(result.value.amount).greaterThanOrEqualTo('0.000001')).toBe(true);
        }
      }),
    );
  });
});

describe('canConfirmFlexibleRedeem', () => {
  it.each([
    ['SE-REDEEM-18 empty', '', false],
    ['SE-REDEEM-17 zero', '0', false],
    ['SE-REDEEM-17 zero with decimals', '0.0', false],
    ['SE-REDEEM-15 below the minimum', '0.0000001', false],
    ['SE-REDEEM-13 above the redeemable amount', '90', false],
    ['SE-REDEEM-16 a valid amount', '10', true],
  ])('%s → %s', (_name, amount, expected) => {
    expect(canConfirmFlexibleRedeem(validateFlexibleRedeemAmount(amount, '84.5', 'USDT'))).toBe(expected);
  });
});

describe('flexible redeem notes', () => {
  it.each([
    ['0.79', false],
    ['0.8', true],
    ['0.95', true],
    [null, false],
  ])('SE-REDEEM-19 lend_ratio %s shows the borrowed-rules note: %s', (lendRatio, expected) => {
    expect(showsBorrowedRulesNote(lendRatio)).toBe(expected);
  });

  it.each([
    [1, true],
    [0, false],
    [2, false],
  ])('SE-REDEEM-10 frozen_status %i allows cancelling: %s', (frozenStatus, expected) => {
    expect(canCancelRedemption({ frozenStatus })).toBe(expected);
  });
});
