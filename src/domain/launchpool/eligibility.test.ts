import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { toDecimal } from '../decimal';
import { amountText } from '../shared/arbitraries.testing';
import { eligibilityLadder, eligibilityTiers, eligibilityTip, transactionWindowDays } from './eligibility';
import type { TransactionTierConfig } from './models';

const config: TransactionTierConfig[] = [
  { transactionAmount: '1000', mortgageLimit: '1' },
  { transactionAmount: '10000', mortgageLimit: '5' },
  { transactionAmount: '100000', mortgageLimit: '20' },
];

describe('eligibility ladder', () => {
  it('LP-ELIG-02 DEC-19 each transaction_config entry is a tier T1..Tn with its volume and cap', () => {
    expect(eligibilityTiers(config)).toEqual([
      { label: 'T1', number: 1, transactionAmount: '1000', mortgageLimit: '1' },
      { label: 'T2', number: 2, transactionAmount: '10000', mortgageLimit: '5' },
      { label: 'T3', number: 3, transactionAmount: '100000', mortgageLimit: '20' },
    ]);
  });

  it.each([
    ['0', null, 'T1', '1000'],
    ['999.99', null, 'T1', '0.01'],
    ['1000', 'T1', 'T2', '9000'],
    ['12345.678', 'T2', 'T3', '87654.322'],
    ['100000', 'T3', null, null],
    ['500000', 'T3', null, null],
  ])(
    'LP-ELIG-03 LP-ELIG-04 with volume %s the current tier is %j, the next %j, needing %j',
    (volume, current, next, needed) => {
      const ladder = eligibilityLadder({ transactionConfig: config, userTransactionAmount: volume });
      expect(ladder.currentTier?.label ?? null).toBe(current);
      expect(ladder.nextTier?.label ?? null).toBe(next);
      expect(ladder.amountToNextTier).toBe(needed);
    },
  );

  it('LP-ELIG-03 a ladder sent out of order still highlights the tier the volume reaches', () => {
    const shuffled = [config[2], config[0], config[1]] as TransactionTierConfig[];
    const ladder = eligibilityLadder({ transactionConfig: shuffled, userTransactionAmount: '20000' });
    expect(ladder.currentTier?.transactionAmount).toBe('10000');
    expect(ladder.nextTier?.transactionAmount).toBe('100000');
  });

  it.each([
    [undefined, 60],
    [null, 60],
    [0, 60],
    [0.5, 60],
    [30, 30],
  ])('SH-CONST-11 DEC-19 transaction_days %j gives a %i-day window', (days, expected) => {
    expect(transactionWindowDays(days)).toBe(expected);
    expect(
      eligibilityLadder({ transactionConfig: config, userTransactionAmount: '0', transactionDays: days })
        .transactionDays,
    ).toBe(expected);
  });

  it('LP-ELIG-04 the tip names the volume still needed (rounded up to cents), the window, the next tier and its cap', () => {
    const ladder = eligibilityLadder({ transactionConfig: config, userTransactionAmount: '999.991' });
    expect(eligibilityTip(ladder, 'BTC')).toEqual({
      key: 'launchpool.eligibility.nextTierTip',
      params: { amount: '0.01', days: 60, tier: 'T1', cap: '1', coin: 'BTC' },
    });
    expect(
      eligibilityTip(eligibilityLadder({ transactionConfig: config, userTransactionAmount: '1000000' }), 'BTC'),
    ).toBeNull();
  });

  it('LP-ELIG-02 an empty config has no tiers and no tip', () => {
    const ladder = eligibilityLadder({ transactionConfig: [], userTransactionAmount: '5' });
    expect(ladder).toMatchObject({ tiers: [], currentTier: null, nextTier: null, amountToNextTier: null });
    expect(eligibilityTip(ladder, 'BTC')).toBeNull();
  });

  it('DEC-19 property: the current tier is reached, the next is not, and the amount needed closes the gap exactly', () => {
    fc.assert(
      fc.property(fc.array(amountText(2), { maxLength: 6 }), amountText(2), (amounts, volume) => {
        const transactionConfig = amounts.map((transactionAmount) => ({ transactionAmount, mortgageLimit: null }));
        const ladder = eligibilityLadder({ transactionConfig, userTransactionAmount: volume });
        const reached = amounts.filter((amount) => toDecimal(volume).gte(toDecimal(amount)));
        expect(ladder.currentTier === null).toBe(reached.length === 0);
        if (ladder.currentTier)
          expect(toDecimal(volume).gte(toDecimal(ladder.currentTier.transactionAmount))).toBe(true);
        if (ladder.nextTier) {
          expect(toDecimal(volume).lt(toDecimal(ladder.nextTier.transactionAmount))).toBe(true);
          const needed = toDecimal(ladder.amountToNextTier ?? '0');
          expect(needed.gt(0)).toBe(true);
          expect(toDecimal(volume).plus(needed).eq(toDecimal(ladder.nextTier.transactionAmount))).toBe(true);
        } else {
          expect(ladder.amountToNextTier).toBeNull();
        }
      }),
    );
  });
});
