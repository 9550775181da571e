import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { toDecimal } from '../decimal';
import { ok } from '../result';
import { smallAmountText } from '../shared/arbitraries.testing';
import { createRewardPool } from './factories';
import { isEmptyAmount, isStakeConfirmDisabled, stakeConfirmLabelKey, validateStakeAmount } from './stakeValidation';

const pool = createRewardPool({ coin: 'BTC', personalMinAmount: '0.01', personalMaxAmount: '10' });

describe('validateStakeAmount', () => {
  it.each([
    ['0.005', '0', '100', { key: 'launchpool.stake.min', params: { amount: '0.01', coin: 'BTC' } }],
    ['8', '3', '100', { key: 'launchpool.stake.max', params: { amount: '10', coin: 'BTC' } }],
    ['5', '0', '4', { key: 'launchpool.stake.inadequateBalance' }],
  ])(
    'LP-AMT-08 LP-AMT-09 LP-AMT-10 DEC-15 amount %s with %s staked and %s available fails with %j',
    (amount, stakedAmount, available, error) => {
      expect(validateStakeAmount({ amount, pool, stakedAmount, available })).toEqual({ ok: false, error });
    },
  );

  it.each([
    ['0.01', '0', '100', '0.01'],
    ['7', '3', '100', '7'],
    ['4', '0', '4', '4'],
    ['1.50', '0', '2', '1.5'],
  ])(
    'LP-AMT-08 LP-AMT-09 LP-AMT-10 amount %s with %s staked and %s available passes as %s',
    (amount, stakedAmount, available, value) => {
      expect(validateStakeAmount({ amount, pool, stakedAmount, available })).toEqual(ok(value));
    },
  );

  it('DEC-15 the max message does not apply when personal_max_amount is -1', () => {
    const unlimited = createRewardPool({ coin: 'BTC', personalMinAmount: '0', personalMaxAmount: '-1' });
    expect(validateStakeAmount({ amount: '1000', pool: unlimited, stakedAmount: '5000', available: '1000' })).toEqual(
      ok('1000'),
    );
  });

  it('LP-AMT-08 the min message is checked before the others', () => {
    expect(validateStakeAmount({ amount: '0.001', pool, stakedAmount: '100', available: '0' })).toMatchObject({
      error: { key: 'launchpool.stake.min' },
    });
  });

  it.each(['', '  ', '.'])('LP-STAKE-21 an empty amount %j is no error yet', (amount) => {
    expect(isEmptyAmount(amount)).toBe(true);
    expect(validateStakeAmount({ amount, pool, stakedAmount: '0', available: '1' })).toEqual(ok(''));
  });

  it('LP-AMT-10 property: a validated stake never exceeds available, and stays within the personal limits', () => {
    fc.assert(
      fc.property(
        smallAmountText(),
        smallAmountText(),
        smallAmountText(),
        smallAmountText(),
        smallAmountText(),
        (amount, staked, available, min, max) => {
          const limited = createRewardPool({ coin: 'ETH', personalMinAmount: min, personalMaxAmount: max });
          const result = validateStakeAmount({ amount, pool: limited, stakedAmount: staked, available });
          if (result.ok) {
            expect(toDecimal(result.value).lte(toDecimal(available))).toBe(true);
            expect(toDecimal(result.value).gte(toDecimal(min))).toBe(true);
            expect(toDecimal(result.value).plus(toDecimal(staked)).lte(toDecimal(max))).toBe(true);
          } else {
            expect(['launchpool.stake.min', 'launchpool.stake.max', 'launchpool.stake.inadequateBalance']).toContain(
              result.error.key,
            );
          }
        },
      ),
    );
  });
});

describe('stake Confirm', () => {
  const valid = ok('1');
  const invalid = { ok: false, error: { key: 'launchpool.stake.min' } } as const;

  it.each([
    ['LP-STAKE-21 an empty amount', '', valid, '5', true],
    ['LP-STAKE-21 a zero amount', '0', valid, '5', true],
    ['LP-STAKE-22 a validation error', '1', invalid, '5', true],
    ['LP-STAKE-23 a used-up quota', '1', valid, '0', true],
    ['LP-STAKE-21 LP-STAKE-22 LP-STAKE-23 a valid amount within quota', '1', valid, '5', false],
  ] as const)('%s: disabled is %s', (_label, amount, validation, remainingQuota, expected) => {
    expect(isStakeConfirmDisabled({ amount, validation, remainingQuota })).toBe(expected);
  });

  it.each([
    ['0', 'launchpool.stake.usedUp'],
    ['0.1', 'common.confirm'],
  ])('LP-STAKE-23 with a quota of %s the button reads %s', (quota, key) => {
    expect(stakeConfirmLabelKey(quota)).toBe(key);
  });
});
