import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { toDecimal } from '../decimal';
import { SaleStatus } from './constants';
import type { Voucher } from './models';
import {
  canSubmitSubscribe,
  subscribeAmountRounding,
  subscribeInputDecimals,
  subscribeRoundingNotice,
  validateSubscribeAmount,
  type SubscribeAmountInput,
} from './subscribeAmount';
import { rate } from './rates.testing';

const flexible: SubscribeAmountInput = {
  amount: '',
  asset: 'USDT',
  kind: 'flexible',
  minLendAmount: '1',
  availableBalance: '100',
};
const fixed: SubscribeAmountInput = {
  ...flexible,
  kind: 'fixed',
  saleStatus: SaleStatus.subscribable,
  remainingQuota: '50',
};
const voucher: Voucher = {
  id: 7,
  title: '+2% for 7 days',
  rateDay: 7,
  rateRatio: rate('0.02'),
  buyLimitLow: '10',
  buyLimitHigh: '40',
  usingCurrency: 'USDT',
  expiredTimest: 1_900_000_000,
};

const errorOf = (input: SubscribeAmountInput) => {
  const result = validateSubscribeAmount(input);
  return result.ok ? null : result.error;
};

describe('validateSubscribeAmount', () => {
  it.each([
    [
      'SE-AMT-01 below min_lend_amount',
      { ...flexible, amount: '0.5' },
      { key: 'finances.simpleEarn.minPurchaseAmount', params: { amount: '1', coin: 'USDT' } },
    ],
    [
      'SE-AMT-02 above the available balance',
      { ...flexible, amount: '100.000001' },
      { key: 'simpleEarn.subscribe.insufficientBalance' },
    ],
    [
      'SE-AMT-03 a fixed remaining quota below the minimum',
      { ...fixed, amount: '5', remainingQuota: '0.9' },
      { key: 'simpleEarn.subscribe.remainingQuotaLessThanAmount' },
    ],
    [
      'SE-AMT-04 a fixed amount above the remaining quota',
      { ...fixed, amount: '51' },
      { key: 'simpleEarn.subscribe.individualRemainingQuota', params: { amount: '50', coin: 'USDT' } },
    ],
    [
      'SE-VOUCH-05 with a voucher, below buy_limit_low',
      { ...fixed, amount: '9', voucher },
      { key: 'simpleEarn.voucher.minPurchase', params: { amount: '10', coin: 'USDT' } },
    ],
    [
      'SE-VOUCH-06 with a voucher, above buy_limit_high',
      { ...fixed, amount: '41', voucher },
      { key: 'simpleEarn.voucher.maxPurchase', params: { amount: '40', coin: 'USDT' } },
    ],
  ])('%s gives its message', (_name, input, expected) => {
    expect(errorOf(input as SubscribeAmountInput)).toEqual(expected);
  });

  it.each([
    ['SE-AMT-01 exactly the minimum', { ...flexible, amount: '1' }],
    ['SE-AMT-02 exactly the balance', { ...flexible, amount: '100' }],
    ['SE-AMT-04 exactly the remaining quota', { ...fixed, amount: '50' }],
    [
      'SE-VOUCH-07 a buy_limit_high of 0 is no upper bound',
      { ...fixed, amount: '45', voucher: { ...voucher, buyLimitHigh: '0' } },
    ],
    ['SE-AMT-04 a fixed quota not loaded yet is not checked', { ...fixed, amount: '60', remainingQuota: null }],
    ['SE-VOUCH-05 a voucher on a flexible input is ignored', { ...flexible, amount: '5', voucher }],
  ])('%s passes', (_name, input) => {
    expect(validateSubscribeAmount(input as SubscribeAmountInput).ok).toBe(true);
  });

  it.each([
    ['below the minimum', '0.1'],
    ['above the balance', '1000'],
    ['above the quota', '60'],
  ])('SE-AMT-05 a sold-out fixed product skips the check %s', (_name, amount) => {
    expect(validateSubscribeAmount({ ...fixed, amount, saleStatus: SaleStatus.soldOut }).ok).toBe(true);
  });

  it('SE-AMT-05 sold-out skipping applies to fixed products only', () => {
    expect(validateSubscribeAmount({ ...flexible, amount: '0.1', saleStatus: SaleStatus.soldOut }).ok).toBe(false);
  });

  it('SE-AMT-03 the quota message wins over the minimum message', () => {
    expect(errorOf({ ...fixed, amount: '0.1', remainingQuota: '0.5' })?.key).toBe(
      'simpleEarn.subscribe.remainingQuotaLessThanAmount',
    );
  });

  it.each([
    ['', true, ''],
    ['   ', true, ''],
    ['abc', true, ''],
  ])('SE-AMT-07 "%s" is empty, not an error', (amount, isEmpty, sentAmount) => {
    expect(validateSubscribeAmount({ ...flexible, amount })).toEqual({
      ok: true,
      value: { isEmpty, sentAmount, roundingChanged: false },
    });
  });

  it.each([
    ['1.12345678', '1.123456', true],
    ['1.1234569', '1.123456', true],
    ['1.123456', '1.123456', false],
    ['2', '2', false],
    ['2.50', '2.5', false],
  ])('DEC-03 SE-AMT-11 typed %s is sent as %s (rounding changed: %s)', (amount, sentAmount, roundingChanged) => {
    expect(validateSubscribeAmount({ ...flexible, amount })).toEqual({
      ok: true,
      value: { isEmpty: false, sentAmount, roundingChanged },
    });
  });

  it.each([
    ['1.12345678', { key: 'simpleEarn.subscribe.roundedDown', params: { amount: '1.123456' } }],
    ['1.123456', null],
    ['', null],
  ])('DEC-03 typed %s gives the rounding notice %j', (amount, notice) => {
    expect(subscribeRoundingNotice(subscribeAmountRounding(amount))).toEqual(notice);
  });

  it('DEC-03 the check uses the rounded amount: 1.0000009 over a balance of 1.000000 passes', () => {
    expect(validateSubscribeAmount({ ...flexible, amount: '1.0000009', availableBalance: '1' }).ok).toBe(true);
  });

  it('DEC-03 the check uses the rounded amount: 0.9999999 is below a minimum of 1', () => {
    expect(errorOf({ ...flexible, amount: '0.9999999' })?.key).toBe('finances.simpleEarn.minPurchaseAmount');
  });

  it('SE-AMT-11 DEC-03 property: the sent amount has at most 6 decimals and never exceeds the typed amount', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: 10n ** 20n }), fc.integer({ min: 0, max: 12 }), (units, scale) => {
        const typed = toDecimal(units.toString()).dividedBy(toDecimal('10').pow(scale)).toFixed();
        const { sentAmount, roundingChanged } = subscribeAmountRounding(typed);
        const sent = toDecimal(sentAmount);
        expect(sent.decimalPlaces()).toBeLessThanOrEqual(6);
        expect(sent.lessThanOrEqualTo(typed)).toBe(true);
        expect(toDecimal(typed).minus(sent).lessThan('0.000001')).toBe(true);
        expect(roundingChanged).toBe(!sent.equals(typed));
      }),
    );
  });

  it('SE-AMT-02 property: a validated amount never exceeds the balance or the quota', () => {
    const amount = fc.integer({ min: 0, max: 10_000_000 }).map((n) => toDecimal(String(n)).dividedBy(10_000).toFixed());
    fc.assert(
      fc.property(amount, amount, amount, (typed, balance, quota) => {
        const result = validateSubscribeAmount({
          ...fixed,
          amount: typed,
          availableBalance: balance,
          remainingQuota: quota,
          minLendAmount: '0',
        });
        if (result.ok && !result.value.isEmpty) {
          expect(toDecimal(result.value.sentAmount).lessThanOrEqualTo(balance)).toBe(true);
          expect(toDecimal(result.value.sentAmount).lessThanOrEqualTo(quota)).toBe(true);
        }
      }),
    );
  });
});

describe('subscribeInputDecimals', () => {
  it.each([
    ['SE-AMT-09 desktop and term variants', false, 8],
    ['SE-AMT-10 mobile', true, 6],
  ])('%s allow %s → %i decimals', (_name, isMobile, decimals) => {
    expect(subscribeInputDecimals(isMobile)).toBe(decimals);
  });
});

describe('canSubmitSubscribe', () => {
  const valid = validateSubscribeAmount({ ...flexible, amount: '5' });
  it.each([
    [
      'SE-AMT-06 a validation error',
      { validation: validateSubscribeAmount({ ...flexible, amount: '0.5' }), rate: rate('0.05') },
      false,
    ],
    [
      'SE-AMT-07 an empty amount',
      { validation: validateSubscribeAmount({ ...flexible, amount: '' }), rate: rate('0.05') },
      false,
    ],
    [
      'SE-AMT-07 a zero amount',
      { validation: validateSubscribeAmount({ ...flexible, amount: '0', minLendAmount: '0' }), rate: rate('0.05') },
      false,
    ],
    ['SE-AMT-08 no rate', { validation: valid, rate: null }, false],
    ['SE-AMT-08 an undefined rate', { validation: valid, rate: undefined }, false],
    [
      'SE-STATUS-02 a sold-out product',
      { validation: valid, rate: rate('0.05'), saleStatus: SaleStatus.soldOut },
      false,
    ],
    ['SE-AMT-06 a valid amount with a rate', { validation: valid, rate: rate('0.05') }, true],
  ])('%s → %s', (_name, input, expected) => {
    expect(canSubmitSubscribe(input)).toBe(expected);
  });
});
