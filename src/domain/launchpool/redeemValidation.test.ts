import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { toDecimal } from '../decimal';
import { ok } from '../result';
import { smallAmountText } from '../shared/arbitraries.testing';
import {
  isRedeemConfirmDisabled,
  minimumRedeemAmount,
  redeemAutoOption,
  redeemDialogLabelKeys,
  redeemMaxFill,
  redeemTypeOf,
  showsLastHourReward,
  validateRedeemAmount,
} from './redeemValidation';

describe('redeem dialog', () => {
  it.each([
    [8, '0.00000001'],
    [6, '0.000001'],
    [2, '0.01'],
    [0, '1'],
  ])('LP-REDEEM-09 DEC-01 with %i decimal places the minimum is %s', (decimalPlace, expected) => {
    expect(minimumRedeemAmount(decimalPlace).toFixed()).toBe(expected);
  });

  it.each([
    ['5.1', '5', 8, { key: 'launchpool.redeem.currentMax', params: { amount: '5', coin: 'BTC' } }],
    ['0.000000001', '5', 8, { key: 'launchpool.redeem.min', params: { amount: '0.00000001', coin: 'BTC' } }],
    ['0', '5', 8, { key: 'launchpool.redeem.min', params: { amount: '0.00000001', coin: 'BTC' } }],
    ['0.001', '5', 2, { key: 'launchpool.redeem.min', params: { amount: '0.01', coin: 'BTC' } }],
    ['1.239', '1.2399', 2, { key: 'launchpool.redeem.currentMax', params: { amount: '1.23', coin: 'BTC' } }],
  ])(
    'LP-REDEEM-08 LP-REDEEM-09 amount %s of %s redeemable at %i places fails with %j',
    (amount, redeemable, decimalPlace, error) => {
      expect(validateRedeemAmount({ amount, redeemable, coin: 'BTC', decimalPlace })).toEqual({ ok: false, error });
    },
  );

  it.each([
    ['5', '5', 8, '5'],
    ['0.00000001', '5', 8, '0.00000001'],
    ['1.23', '1.2399', 2, '1.23'],
    ['', '5', 8, ''],
  ])(
    'LP-REDEEM-08 LP-REDEEM-09 amount %j of %s redeemable at %i places passes as %j',
    (amount, redeemable, decimalPlace, value) => {
      expect(validateRedeemAmount({ amount, redeemable, coin: 'BTC', decimalPlace })).toEqual(ok(value));
    },
  );

  it.each([
    ['LP-REDEEM-10 empty', '', ok(''), true],
    ['LP-REDEEM-11 invalid', '9', { ok: false, error: { key: 'launchpool.redeem.currentMax' } }, true],
    ['LP-REDEEM-10 LP-REDEEM-11 valid', '1', ok('1'), false],
  ] as const)('%s: Confirm disabled is %s', (_label, amount, validation, expected) => {
    expect(isRedeemConfirmDisabled(amount, validation)).toBe(expected);
  });

  it.each([
    ['5', 8, '5'],
    ['1.23456789', 4, '1.2345'],
    ['-1', 8, '0'],
  ])('LP-REDEEM-12 Max fills redeemable %s at %i places as %s', (redeemable, decimalPlace, expected) => {
    expect(redeemMaxFill(redeemable, decimalPlace)).toBe(expected);
  });

  it.each([
    ['inProgress', false, true],
    ['completed', false, true],
    ['notStarted', false, false],
    ['none', false, false],
    ['inProgress', true, false],
  ] as const)('LP-REDEEM-04 event %s, claim flow %s: last-hour reward shows %s', (state, isClaimFlow, expected) => {
    expect(showsLastHourReward(state, isClaimFlow)).toBe(expected);
  });

  it('LP-REDEEM-07 a claim flow reads Claimable, Claim successful and Amount', () => {
    expect(redeemDialogLabelKeys(true)).toEqual({
      redeemable: 'launchpool.redeem.claimable',
      success: 'launchpool.redeem.claimSuccess',
      amount: 'launchpool.redeem.amount',
    });
    expect(redeemDialogLabelKeys(false).redeemable).toBe('launchpool.redeem.redeemable');
  });

  it.each([
    [false, 'launchpool.redeem.success'],
    [true, 'launchpool.redeem.claimSuccess'],
  ])('LP-REDEEM-14 LP-REDEEM-15 claim flow %s toasts %s', (isClaimFlow, key) => {
    expect(redeemDialogLabelKeys(isClaimFlow).success).toBe(key);
  });

  it('DEC-01 property: a validated redeem never exceeds the redeemable amount and is at least 0.1^decimal_place', () => {
    fc.assert(
      fc.property(
        smallAmountText(),
        smallAmountText(),
        fc.integer({ min: 0, max: 8 }),
        (amount, redeemable, decimalPlace) => {
          const result = validateRedeemAmount({ amount, redeemable, coin: 'ETH', decimalPlace });
          if (result.ok) {
            expect(toDecimal(result.value).lte(toDecimal(redeemable))).toBe(true);
            expect(toDecimal(result.value).gte(minimumRedeemAmount(decimalPlace))).toBe(true);
          }
        },
      ),
    );
  });

  it('LP-REDEEM-12 property: the Max fill always validates unless the redeemable amount is below the minimum', () => {
    fc.assert(
      fc.property(smallAmountText(), fc.integer({ min: 0, max: 8 }), (redeemable, decimalPlace) => {
        const fill = redeemMaxFill(redeemable, decimalPlace);
        const result = validateRedeemAmount({ amount: fill, redeemable, coin: 'ETH', decimalPlace });
        expect(result.ok).toBe(toDecimal(fill).gte(minimumRedeemAmount(decimalPlace)));
        expect(toDecimal(fill).lte(toDecimal(redeemable))).toBe(true);
      }),
    );
  });

  const simpleEarn = { fixedPeriod: 0, fixedRate: '0', extRate: '0', rate: '0.05', userPeriod: 0 };
  const staking = { rate: '0.03' };
  it.each([
    ['an auto-stake coin with a staking option', { coin: 'ETH', simpleEarn: null, staking }, 'autoStake'],
    ['USDT with both options (auto-stake first)', { coin: 'usdt', simpleEarn, staking }, 'autoStake'],
    ['a coin with a staking option outside ETH, BTC, USDT', { coin: 'SOL', simpleEarn: null, staking }, null],
    ['a coin with Simple Earn', { coin: 'SOL', simpleEarn, staking }, 'autoEarn'],
    ['a coin with neither', { coin: 'NEW', simpleEarn: null, staking: null }, null],
  ] as const)('LP-REDEEM-05 the checkbox of %s', (_, pool, expected) => {
    expect(redeemAutoOption(pool as unknown as Parameters<typeof redeemAutoOption>[0])).toBe(expected);
  });

  it.each([
    [null, true, 'spot'],
    ['autoStake', false, 'spot'],
    ['autoStake', true, 'staking'],
    ['autoEarn', true, 'simpleEarn'],
  ] as const)('LP-REDEEM-05 option %s ticked %s redeems to %s', (option, checked, expected) => {
    expect(redeemTypeOf(option, checked)).toBe(expected);
  });
});
