import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { toDecimal } from '../decimal';
import { fail, ok } from '../result';
import {
  isStakeConfirmEnabled,
  maxStakeAmount,
  remainingStakeQuota,
  validateStakeAmount,
  type StakeAmountInput,
} from './stakeAmount';

const terms = { minMortgageAmount: '0.01', personalMortgageLimit: '10', crowdMortgageLimit: '2' };
const input = (overrides: Partial<StakeAmountInput>): StakeAmountInput => ({
  amount: '',
  coin: 'ETH',
  available: '5',
  terms,
  holdAmount: '0',
  isCrowd: false,
  ...overrides,
});

describe('validateStakeAmount', () => {
  it.each(['', '   ', '0', '0.000', '-1', 'abc', '.'])('ST-AMT-01 %j shows no error and has no amount', (amount) => {
    expect(validateStakeAmount(input({ amount }))).toEqual(ok({ hasAmount: false, amount: '' }));
  });

  it.each([
    ['0.123456789', fail('staking.amount.precision', { decimals: 8 })],
    ['0.12345678', ok({ hasAmount: true, amount: '0.12345678' })],
    ['1.100000000', ok({ hasAmount: true, amount: '1.1' })],
  ])('ST-AMT-04 %s is checked for 8 decimals', (amount, expected) => {
    expect(validateStakeAmount(input({ amount }))).toEqual(expected);
  });

  it.each([
    ['0.009', fail('staking.stake.minLimit', { min: '0.01', coin: 'ETH' })],
    ['0.01', ok({ hasAmount: true, amount: '0.01' })],
  ])('ST-AMT-02 %s against a minimum stake of 0.01', (amount, expected) => {
    expect(validateStakeAmount(input({ amount }))).toEqual(expected);
  });

  it.each([
    ['5.00000001', fail('staking.stake.insufficientBalance', { available: '5', coin: 'ETH' })],
    ['5', ok({ hasAmount: true, amount: '5' })],
  ])('ST-AMT-03 %s against an available balance of 5', (amount, expected) => {
    expect(validateStakeAmount(input({ amount }))).toEqual(expected);
  });

  it.each([
    [{ amount: '3', holdAmount: '7' }, ok({ hasAmount: true, amount: '3' })],
    [
      { amount: '3.1', holdAmount: '7' },
      fail('staking.stake.personalLimit', { limit: '10', remaining: '3', coin: 'ETH' }),
    ],
    [
      { amount: '1', holdAmount: '12' },
      fail('staking.stake.personalLimit', { limit: '10', remaining: '0', coin: 'ETH' }),
    ],
  ])('ST-LIMIT-01 ST-DATA-14 the personal limit counts what is held: %o', (overrides, expected) => {
    expect(validateStakeAmount(input({ available: '100', ...overrides }))).toEqual(expected);
  });

  it.each([
    [{ amount: '2', holdAmount: '0' }, ok({ hasAmount: true, amount: '2' })],
    [{ amount: '1.5', holdAmount: '1' }, fail('staking.stake.crowdLimit', { limit: '2', remaining: '1', coin: 'ETH' })],
  ])('ST-LIMIT-02 a crowd-mode user is limited by crowd_mortgage_limit instead: %o', (overrides, expected) => {
    expect(validateStakeAmount(input({ available: '100', isCrowd: true, ...overrides }))).toEqual(expected);
  });

  it.each([false, true])('ST-LIMIT-03 a limit of -1 is unlimited (crowd mode %s)', (isCrowd) => {
    const unlimited = { minMortgageAmount: '0', personalMortgageLimit: '-1', crowdMortgageLimit: '-1' };
    expect(
      validateStakeAmount(
        input({ amount: '900000', available: '1000000', holdAmount: '99999', isCrowd, terms: unlimited }),
      ),
    ).toEqual(ok({ hasAmount: true, amount: '900000' }));
  });

  it('ST-AMT-02 the minimum is checked before the balance', () => {
    expect(validateStakeAmount(input({ amount: '0.001', available: '0' }))).toEqual(
      fail('staking.stake.minLimit', { min: '0.01', coin: 'ETH' }),
    );
  });

  const amounts = fc.integer({ min: 0, max: 10 ** 12 }).map((units) =>
    toDecimal(String(units))
      .dividedBy(10 ** 8)
      .toFixed(),
  );
  const limits = fc.oneof(fc.constant('-1'), amounts);

  it('ST-LIMIT-01 ST-AMT-03 a validated stake never exceeds the available balance nor the limit left', () => {
    fc.assert(
      fc.property(
        amounts,
        amounts,
        amounts,
        limits,
        limits,
        fc.boolean(),
        (amount, available, holdAmount, personal, crowd, isCrowd) => {
          const stakeTerms = { minMortgageAmount: '0', personalMortgageLimit: personal, crowdMortgageLimit: crowd };
          const result = validateStakeAmount({
            amount,
            coin: 'ETH',
            available,
            terms: stakeTerms,
            holdAmount,
            isCrowd,
          });
          if (!result.ok || !result.value.hasAmount) return;
          const staked = toDecimal(result.value.amount);
          expect(staked.lte(toDecimal(available))).toBe(true);
          const limit = isCrowd ? crowd : personal;
          if (limit !== '-1') expect(staked.plus(toDecimal(holdAmount)).lte(toDecimal(limit))).toBe(true);
        },
      ),
    );
  });

  it('ST-LIMIT-03 with both limits -1 and a zero minimum, every amount up to the balance passes', () => {
    fc.assert(
      fc.property(amounts, amounts, (amount, extra) => {
        const available = toDecimal(amount).plus(toDecimal(extra)).toFixed();
        const result = validateStakeAmount({
          amount,
          coin: 'ETH',
          available,
          terms: { minMortgageAmount: '0', personalMortgageLimit: '-1', crowdMortgageLimit: '-1' },
          holdAmount: extra,
          isCrowd: false,
        });
        expect(result.ok).toBe(true);
      }),
    );
  });
});

describe('remainingStakeQuota and maxStakeAmount', () => {
  it.each([
    [terms, '4', false, '6'],
    [terms, '4', true, '0'],
    [terms, '0.5', true, '1.5'],
    [{ ...terms, personalMortgageLimit: '-1' }, '4', false, null],
  ])(
    'ST-LIMIT-01 ST-LIMIT-02 ST-LIMIT-03 limits %o with %s held (crowd %s) leave %s',
    (stakeTerms, holdAmount, isCrowd, expected) => {
      expect(remainingStakeQuota(stakeTerms, holdAmount, isCrowd)).toBe(expected);
    },
  );

  it.each([
    ['5', '3', '3'],
    ['5', null, '5'],
    ['1.123456789', null, '1.12345678'],
  ])('ST-LIMIT-01 Max with available %s and quota %s fills %s', (available, quota, expected) => {
    expect(maxStakeAmount(available, quota)).toBe(expected);
  });
});

describe('isStakeConfirmEnabled', () => {
  it.each([
    ['ST-AMT-06 no amount', ok({ hasAmount: false, amount: '' }), true, false],
    ['ST-AMT-07 a validation error', fail('staking.stake.minLimit'), true, false],
    ['ST-AMT-08 agreement not ticked', ok({ hasAmount: true, amount: '1' }), false, false],
    ['ST-AMT-09 amount <= 0', validateStakeAmount(input({ amount: '0' })), true, false],
    ['ST-AMT-06 ST-AMT-09 a valid amount with the agreement ticked', ok({ hasAmount: true, amount: '1' }), true, true],
  ] as const)('%s: enabled is %s', (_case, validation, agreementAccepted, expected) => {
    expect(isStakeConfirmEnabled(validation, agreementAccepted)).toBe(expected);
  });
});
