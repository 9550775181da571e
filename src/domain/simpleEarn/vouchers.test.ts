import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { toDecimal } from '../decimal';
import type { Voucher } from './models';
import {
  hasVoucherUpperLimit,
  initialVoucherSelection,
  rateUpVoucherBonus,
  revokeVoucherSelection,
  selectedVoucher,
  toggleVoucher,
  voucherExpiresAt,
  voucherPurchaseError,
} from './vouchers';
import { rate } from './rates.testing';

// SE-DATA-15: a voucher with every field the spec lists.
const voucher: Voucher = {
  id: 'v1',
  title: '+3.65% APR for 10 days',
  rateDay: 10,
  rateRatio: rate('0.0365'),
  buyLimitLow: '100',
  buyLimitHigh: '10000',
  usingCurrency: 'USDT',
  expiredTimest: 1_767_225_600,
};
const second: Voucher = { ...voucher, id: 'v2' };

describe('voucher selection', () => {
  it.each([
    [[voucher, second], 'v1'],
    [[second, voucher], 'v2'],
    [[], null],
  ])('SE-VOUCH-02 the first recommended voucher of %j is auto-selected', (vouchers, expected) => {
    expect(initialVoucherSelection(vouchers)).toBe(expected);
  });

  it.each([
    ['tapping the selected voucher deselects it', 'v1', 'v1', null],
    ['tapping another voucher selects it', 'v1', 'v2', 'v2'],
    ['tapping with nothing selected selects it', null, 'v2', 'v2'],
  ])('SE-VOUCH-03 %s', (_name, selected, tapped, expected) => {
    expect(toggleVoucher(selected, tapped)).toBe(expected);
  });

  it('SE-VOUCH-04 revoking resets the selection', () => {
    expect(revokeVoucherSelection()).toBeNull();
    expect(selectedVoucher([voucher, second], revokeVoucherSelection())).toBeNull();
  });

  it('SE-VOUCH-03 property: a second tap on the same voucher undoes a selection and redoes a deselection', () => {
    fc.assert(
      fc.property(
        fc.option(fc.constantFrom('v1', 'v2', 'v3'), { nil: null }),
        fc.constantFrom('v1', 'v2', 'v3'),
        (selected, tapped) => {
          const once = toggleVoucher(selected, tapped);
          const twice = toggleVoucher(once, tapped);
          expect(once).toBe(selected === tapped ? null : tapped);
          expect(twice).toBe(selected === tapped ? tapped : null);
        },
      ),
    );
  });

  it('SE-VOUCH-01 the selected voucher is looked up by id', () => {
    expect(selectedVoucher([voucher, second], 'v2')).toBe(second);
    expect(selectedVoucher([voucher], 'gone')).toBeNull();
  });

  it('SE-VOUCH-10 SE-DATA-15 expired_timest in seconds becomes epoch ms', () => {
    expect(voucherExpiresAt(voucher)).toBe(1_767_225_600_000);
    expect(new Date(voucherExpiresAt(voucher)).toISOString()).toBe('2026-01-01T00:00:00.000Z');
  });
});

describe('voucher limits', () => {
  it.each([
    [
      'SE-VOUCH-05 below buy_limit_low',
      '99.99',
      { key: 'simpleEarn.voucher.minPurchase', params: { amount: '100', coin: 'USDT' } },
    ],
    [
      'SE-VOUCH-06 above buy_limit_high',
      '10000.01',
      { key: 'simpleEarn.voucher.maxPurchase', params: { amount: '10000', coin: 'USDT' } },
    ],
  ])('%s is refused', (_name, amount, error) => {
    expect(voucherPurchaseError(amount, voucher, 'USDT')).toEqual({ ok: false, error });
  });

  it.each([
    ['at buy_limit_low', '100', voucher],
    ['at buy_limit_high', '10000', voucher],
    ['far above with a buy_limit_high of 0', '99999999', { ...voucher, buyLimitHigh: '0' }],
  ])('SE-VOUCH-07 %s fits', (_name, amount, limits) => {
    expect(voucherPurchaseError(amount, limits, 'USDT')).toBeNull();
  });

  it.each([
    ['0', false],
    ['10000', true],
  ])('SE-VOUCH-07 buy_limit_high %s is an upper bound: %s', (buyLimitHigh, expected) => {
    expect(hasVoucherUpperLimit({ buyLimitHigh })).toBe(expected);
  });
});

describe('rateUpVoucherBonus', () => {
  it.each([
    ['SE-VOUCH-09 principal × ratio / 365 × days', '1000', voucher, '1'],
    [
      'SE-VOUCH-09 rounded down to 8 decimals',
      '100',
      { ...voucher, rateRatio: rate('0.01'), rateDay: 1 },
      '0.00273972',
    ],
    ['SE-VOUCH-09 a full year at 3.65 % on 100 is exactly 3.65', '100', { ...voucher, rateDay: 365 }, '3.65'],
    ['SE-VOUCH-08 below buy_limit_low earns nothing', '99', voucher, '0'],
    ['SE-VOUCH-08 nothing typed earns nothing', '', voucher, '0'],
  ])('%s', (_name, principal, withVoucher, expected) => {
    expect(rateUpVoucherBonus(principal, withVoucher)).toBe(expected);
  });

  it('SE-VOUCH-09 property: the bonus never decreases as the principal grows and is 0 below buy_limit_low', () => {
    const principal = fc
      .integer({ min: 0, max: 1_000_000_000 })
      .map((n) => toDecimal(String(n)).dividedBy(100).toFixed());
    fc.assert(
      fc.property(principal, principal, (a, b) => {
        const [small, large] = toDecimal(a).lessThanOrEqualTo(b) ? [a, b] : [b, a];
        expect(
          toDecimal(rateUpVoucherBonus(small, voucher)).lessThanOrEqualTo(rateUpVoucherBonus(large, voucher)),
        ).toBe(true);
        if (toDecimal(small).lessThan(voucher.buyLimitLow)) expect(rateUpVoucherBonus(small, voucher)).toBe('0');
      }),
    );
  });
});
