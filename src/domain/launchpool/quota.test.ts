import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { toDecimal } from '../decimal';
import { amountText, smallAmountText } from '../shared/arbitraries.testing';
import { createBorrowCoinSetting, createRewardPool } from './factories';
import {
  isQuotaUsedUp,
  isUnlimitedPersonalMax,
  launchpoolAvailable,
  maximumStakeAmount,
  remainingQuota,
} from './quota';

describe('remainingQuota', () => {
  it.each([
    ['100', '30', '20', '-1', '50'],
    ['100', '30', '80', '-1', '0'],
    ['100', '0', '0', '25', '25'],
    ['100', '90', '0', '25', '10'],
    ['1.5', '0.25', '0.00000001', '-1', '1.24999999'],
    ['100', '0', '0', '0', '0'],
  ])(
    'LP-QUOTA-01 LP-QUOTA-02 DEC-15 buy_total %s, left %s, staked %s, personal max %s leave %s',
    (buyTotalAmount, leftBuyTotalAmount, staked, personalMaxAmount, expected) => {
      const pool = createRewardPool({ buyTotalAmount, leftBuyTotalAmount, personalMaxAmount });
      expect(remainingQuota(pool, staked).toFixed()).toBe(expected);
    },
  );

  it.each([
    ['-1', true],
    ['-1.0', true],
    ['0', false],
    ['100', false],
  ])('LP-DATA-03 personal max %s is unlimited: %s', (personalMaxAmount, expected) => {
    expect(isUnlimitedPersonalMax(personalMaxAmount)).toBe(expected);
  });

  it.each([
    ['0', true],
    ['0.00000001', false],
  ])('LP-STAKE-23 a quota of %s is used up: %s', (quota, expected) => {
    expect(isQuotaUsedUp(quota)).toBe(expected);
  });

  it('DEC-15 property: the quota is never negative, never above personal_max_amount nor buy_total_amount', () => {
    fc.assert(
      fc.property(
        amountText(),
        amountText(),
        amountText(),
        fc.oneof(fc.constant('-1'), amountText()),
        (buy, left, staked, max) => {
          const pool = createRewardPool({ buyTotalAmount: buy, leftBuyTotalAmount: left, personalMaxAmount: max });
          const quota = remainingQuota(pool, staked);
          expect(quota.gte(0)).toBe(true);
          if (max !== '-1') expect(quota.lte(toDecimal(max))).toBe(true);
          expect(quota.lte(toDecimal(buy))).toBe(true);
        },
      ),
    );
  });

  it('LP-QUOTA-01 property: with no personal limit, quota plus what is bought and staked covers the total', () => {
    fc.assert(
      fc.property(amountText(), amountText(), amountText(), (buy, left, staked) => {
        const pool = createRewardPool({ buyTotalAmount: buy, leftBuyTotalAmount: left, personalMaxAmount: '-1' });
        const quota = remainingQuota(pool, staked);
        const expected = toDecimal(buy).minus(toDecimal(left)).minus(toDecimal(staked));
        expect(quota.eq(expected.gt(0) ? expected : 0)).toBe(true);
      }),
    );
  });
});

describe('launchpoolAvailable', () => {
  const loans = { btc: '0.4', ETH: '1' };

  it.each([
    [
      'LP-QUOTA-03 a borrow coin without launchpool support loses its loan',
      'BTC',
      createBorrowCoinSetting({ coin: 'BTC', isSupportLaunchpool: false }),
      '1',
      '0.6',
    ],
    [
      'LP-QUOTA-04 and never goes below 0',
      'ETH',
      createBorrowCoinSetting({ coin: 'ETH', isSupportLaunchpool: false }),
      '0.5',
      '0',
    ],
    [
      'LP-QUOTA-03 a borrow coin with launchpool support keeps its balance',
      'BTC',
      createBorrowCoinSetting({ coin: 'BTC', isSupportLaunchpool: true }),
      '1',
      '1',
    ],
    ['LP-QUOTA-03 a coin that is not a borrow coin keeps its balance', 'BTC', null, '1', '1'],
    [
      'LP-QUOTA-03 a coin with no loan keeps its balance',
      'SOL',
      createBorrowCoinSetting({ coin: 'SOL', isSupportLaunchpool: false }),
      '5',
      '5',
    ],
  ])('%s', (_label, coin, borrowCoinSetting, available, expected) => {
    expect(launchpoolAvailable({ coin, available, borrowCoinSetting, loans }).toFixed()).toBe(expected);
  });
});

describe('maximumStakeAmount', () => {
  it.each([
    ['10', '4', 8, '4'],
    ['3.123456789', '100', 4, '3.1234'],
    ['0', '5', 8, '0'],
    ['5', '0', 8, '0'],
  ])(
    'LP-STAKE-20 the maximum of available %s and quota %s at %i decimals is %s',
    (available, quota, decimalPlace, expected) => {
      expect(maximumStakeAmount({ available, remainingQuota: quota, decimalPlace }).toFixed()).toBe(expected);
    },
  );

  it('LP-STAKE-20 property: the maximum never exceeds available or the quota, is never negative, and fits the decimals', () => {
    fc.assert(
      fc.property(
        smallAmountText(),
        smallAmountText(),
        fc.integer({ min: 0, max: 8 }),
        (available, quota, decimalPlace) => {
          const maximum = maximumStakeAmount({ available, remainingQuota: quota, decimalPlace });
          expect(maximum.gte(0)).toBe(true);
          expect(maximum.lte(toDecimal(available))).toBe(true);
          expect(maximum.lte(toDecimal(quota))).toBe(true);
          expect(maximum.decimalPlaces()).toBeLessThanOrEqual(decimalPlace);
        },
      ),
    );
  });
});
