import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Decimal } from '../decimal';
import { scaledDecimalText } from '../shared/arbitraries.testing';
import { SaleStatus } from './constants';
import { SubscribeMessageKey } from './messageKeys';
import type { Voucher } from './models';
import {
  canSubmitSubscribe,
  subscribeAmountRounding,
  subscribeRoundingNotice,
  validateSubscribeAmount,
} from './subscribeAmount';
import { rateUpVoucherBonus, voucherExpiresAt, voucherPurchaseError } from './vouchers';
import { rate, rateArbitrary } from './rates.testing';

/** Typed amounts up to 8 decimals (the desktop input, DEC-03) and limits up to 6, small enough to collide. */
const typed = scaledDecimalText(8, 10n ** 12n);
const limit = scaledDecimalText(6, 10n ** 10n);
const voucherArbitrary: fc.Arbitrary<Voucher> = fc.record({
  id: fc.integer({ min: 1, max: 99 }),
  title: fc.constant('rate up'),
  rateDay: fc.integer({ min: 0, max: 365 }),
  rateRatio: rateArbitrary(),
  buyLimitLow: limit,
  buyLimitHigh: fc.oneof(fc.constant('0'), limit),
  usingCurrency: fc.constant('USDT'),
  expiredTimest: fc.integer({ min: 0, max: 4_102_444_800 }),
});
const floor6 = (text: string) => new Decimal(text).toDecimalPlaces(6, Decimal.ROUND_DOWN);

/** The spec's checks in their order (SE-AMT-03, -01, -02, -04, SE-VOUCH-05..07), on the amount that is sent. */
function expectedKey(
  amount: string,
  min: string,
  balance: string,
  quota: string | null,
  voucher: Voucher | null,
): string | null {
  const sent = floor6(amount);
  if (quota !== null && new Decimal(quota).lt(min)) return SubscribeMessageKey.remainingQuotaLessThanAmount;
  if (sent.lt(min)) return SubscribeMessageKey.minPurchaseAmount;
  if (sent.gt(balance)) return SubscribeMessageKey.insufficientBalance;
  if (quota !== null && sent.gt(quota)) return SubscribeMessageKey.individualRemainingQuota;
  if (voucher && sent.lt(voucher.buyLimitLow)) return SubscribeMessageKey.voucherMinPurchase;
  if (voucher && new Decimal(voucher.buyLimitHigh).gt(0) && sent.gt(voucher.buyLimitHigh))
    return SubscribeMessageKey.voucherMaxPurchase;
  return null;
}

describe('validateSubscribeAmount properties', () => {
  it('SE-AMT-01 SE-AMT-02 SE-AMT-03 SE-AMT-04 SE-VOUCH-05 SE-VOUCH-06 SE-VOUCH-07 DEC-03 a fixed amount fails with the first failing check, in the spec order, on the rounded amount', () => {
    fc.assert(
      fc.property(
        typed,
        limit,
        limit,
        fc.option(limit, { nil: null }),
        fc.option(voucherArbitrary, { nil: null }),
        (amount, min, balance, quota, voucher) => {
          const result = validateSubscribeAmount({
            amount,
            asset: 'USDT',
            kind: 'fixed',
            minLendAmount: min,
            availableBalance: balance,
            saleStatus: SaleStatus.subscribable,
            remainingQuota: quota,
            voucher,
          });
          const key = expectedKey(amount, min, balance, quota, voucher);
          expect(result.ok ? null : result.error.key).toBe(key);
          if (key === SubscribeMessageKey.minPurchaseAmount && !result.ok)
            expect(result.error.params).toEqual({ amount: min, coin: 'USDT' });
          if (key === SubscribeMessageKey.individualRemainingQuota && !result.ok)
            expect(result.error.params).toEqual({ amount: quota, coin: 'USDT' });
        },
      ),
    );
  });

  it('SE-AMT-01 SE-AMT-02 a flexible amount ignores quota and voucher: it passes exactly when min <= rounded amount <= balance', () => {
    fc.assert(
      fc.property(typed, limit, limit, limit, voucherArbitrary, (amount, min, balance, quota, voucher) => {
        const result = validateSubscribeAmount({
          amount,
          asset: 'BTC',
          kind: 'flexible',
          minLendAmount: min,
          availableBalance: balance,
          remainingQuota: quota,
          voucher,
        });
        const sent = floor6(amount);
        expect(result.ok).toBe(sent.gte(min) && sent.lte(balance));
        if (result.ok) expect(result.value).toEqual(subscribeAmountRounding(amount));
      }),
    );
  });

  it('SE-AMT-05 a sold-out fixed product skips every check', () => {
    fc.assert(
      fc.property(
        typed,
        limit,
        limit,
        fc.option(limit, { nil: null }),
        fc.option(voucherArbitrary, { nil: null }),
        (amount, min, balance, quota, voucher) => {
          const result = validateSubscribeAmount({
            amount,
            asset: 'USDT',
            kind: 'fixed',
            minLendAmount: min,
            availableBalance: balance,
            saleStatus: SaleStatus.soldOut,
            remainingQuota: quota,
            voucher,
          });
          expect(result).toEqual({ ok: true, value: subscribeAmountRounding(amount) });
        },
      ),
    );
  });

  it('DEC-03 SE-AMT-11 the rounding notice shows exactly when digits were dropped, naming the amount that is sent', () => {
    fc.assert(
      fc.property(scaledDecimalText(10, 10n ** 14n), (amount) => {
        const rounding = subscribeAmountRounding(amount);
        const notice = subscribeRoundingNotice(rounding);
        const dropped = !floor6(amount).eq(amount);
        expect(notice).toEqual(
          dropped ? { key: SubscribeMessageKey.roundedDown, params: { amount: floor6(amount).toFixed() } } : null,
        );
      }),
    );
  });

  it('SE-AMT-06 SE-AMT-07 SE-AMT-08 SE-STATUS-02 submit is possible exactly with no error, an amount above 0, a rate and no sell-out', () => {
    fc.assert(
      fc.property(
        fc.oneof(typed, fc.constantFrom('', ' ', 'x')),
        limit,
        limit,
        fc.option(fc.constant(rate('0.05')), { nil: null }),
        fc.constantFrom(SaleStatus.subscribable, SaleStatus.soldOut, undefined),
        (amount, min, balance, productRate, saleStatus) => {
          const validation = validateSubscribeAmount({
            amount,
            asset: 'USDT',
            kind: 'flexible',
            minLendAmount: min,
            availableBalance: balance,
          });
          const sent = validation.ok && !validation.value.isEmpty ? new Decimal(validation.value.sentAmount) : null;
          const expected = saleStatus !== SaleStatus.soldOut && productRate !== null && sent !== null && sent.gt(0);
          expect(canSubmitSubscribe({ validation, rate: productRate, saleStatus })).toBe(expected);
        },
      ),
    );
  });
});

describe('voucher properties', () => {
  it('SE-VOUCH-05 SE-VOUCH-06 SE-VOUCH-07 a voucher refuses exactly the amounts outside [buy_limit_low, buy_limit_high], with no upper bound for 0', () => {
    fc.assert(
      fc.property(limit, voucherArbitrary, (amount, voucher) => {
        const error = voucherPurchaseError(amount, voucher, 'USDT');
        const value = new Decimal(amount);
        const unbounded = new Decimal(voucher.buyLimitHigh).isZero();
        if (value.lt(voucher.buyLimitLow))
          expect(error).toEqual({
            ok: false,
            error: {
              key: SubscribeMessageKey.voucherMinPurchase,
              params: { amount: voucher.buyLimitLow, coin: 'USDT' },
            },
          });
        else if (!unbounded && value.gt(voucher.buyLimitHigh))
          expect(error).toEqual({
            ok: false,
            error: {
              key: SubscribeMessageKey.voucherMaxPurchase,
              params: { amount: voucher.buyLimitHigh, coin: 'USDT' },
            },
          });
        else expect(error).toBeNull();
      }),
    );
  });

  it('SE-VOUCH-08 SE-VOUCH-09 SE-CALC-04 the bonus is principal × rate × rate_day / 365 floored to 8 decimals, exactly, and 0 below buy_limit_low', () => {
    fc.assert(
      fc.property(typed, voucherArbitrary, (principal, voucher) => {
        const bonus = rateUpVoucherBonus(principal, voucher);
        const value = new Decimal(principal);
        if (value.isZero() || value.lt(voucher.buyLimitLow)) expect(bonus).toBe('0');
        else
          expect(bonus).toBe(
            value
              .times(voucher.rateRatio)
              .times(voucher.rateDay)
              .dividedBy(365)
              .toDecimalPlaces(8, Decimal.ROUND_DOWN)
              .toFixed(),
          );
      }),
    );
  });

  it('SE-VOUCH-10 the expiry in ms is the API seconds × 1000, a whole second, and keeps the order of expiries', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 4_102_444_800 }), fc.integer({ min: 0, max: 4_102_444_800 }), (a, b) => {
        expect(voucherExpiresAt({ expiredTimest: a })).toBe(a * 1000);
        expect(Math.sign(voucherExpiresAt({ expiredTimest: a }) - voucherExpiresAt({ expiredTimest: b }))).toBe(
          Math.sign(a - b),
        );
      }),
    );
  });
});
