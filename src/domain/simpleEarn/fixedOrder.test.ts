import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { FixedProductType, OperateFlag, RedeemAccountType, ReinvestStatus } from './constants';
import {
  fixedOrderActionAvailability,
  fixedOrderBadge,
  isEarlyRedeemAllowed,
  isFixedOrderHolding,
  isReinvestToggleAllowed,
  pickTotalYearRate,
  type FixedOrderAction,
} from './fixedOrder';
import type { FixedHolding } from './models';
import { rate } from './rates.testing';

const HOUR = 3_600_000;
const now = Date.parse('2024-05-01T12:00:00.000Z');
// SE-DATA-09: a fixed holding with every field the spec lists.
const order: FixedHolding = {
  id: 9,
  orderId: 'F123',
  asset: 'USDT',
  icon: 'usdt.svg',
  productId: 42,
  productType: FixedProductType.normal,
  createTime: now - 10 * 24 * HOUR,
  finishTime: now + 2 * HOUR,
  lockUpPeriod: 30,
  principal: '1000',
  interest: '2.5',
  totalInterest: '2.5',
  yearRate: rate('0.05'),
  totalYearRate: rate('0.07'),
  bonusInfo: { ladderApr: [{ left: '0', right: '1000', apr: rate('0.02') }], bonusAsset: 'GT' },
  couponInfo: { rateRatio: rate('0.01') },
  status: 1,
  reinvestStatus: ReinvestStatus.off,
  redeemAccountType: RedeemAccountType.flexible,
  productInfo: {
    preRedeem: OperateFlag.supported,
    reinvest: OperateFlag.supported,
    redeemAccount: OperateFlag.supported,
  },
};
const notSupporting = {
  preRedeem: OperateFlag.notSupported,
  reinvest: OperateFlag.notSupported,
  redeemAccount: OperateFlag.notSupported,
};

describe('fixed order status', () => {
  it.each([
    [0, true, 'holding', 'simpleEarn.order.holding'],
    [1, true, 'holding', 'simpleEarn.order.holding'],
    [2, false, 'redeeming', 'simpleEarn.order.redeeming'],
    [3, false, 'redeeming', 'simpleEarn.order.redeeming'],
    [-1, false, 'redeeming', 'simpleEarn.order.redeeming'],
  ])(
    'SE-STATUS-06 SE-STATUS-07 SE-STATUS-08 DEC-09 status %i holding %s reads %s',
    (status, holding, kind, labelKey) => {
      expect(isFixedOrderHolding(status)).toBe(holding);
      expect(fixedOrderBadge(status)).toEqual({ kind, labelKey });
    },
  );
});

describe('fixedOrderActionAvailability', () => {
  it.each([
    ['SE-EARLY-02 early redeem', 'earlyRedeem'],
    ['SE-REINV-07 DEC-08 auto-reinvest', 'reinvest'],
    ['SE-DEST-04 redeem-to change', 'redeemAccount'],
  ] as const)('%s is allowed while holding, supported and over 1 hour before finish', (_name, action) => {
    expect(fixedOrderActionAvailability(order, action, now)).toEqual({ ok: true, value: undefined });
  });

  it.each([
    ['SE-TIP-01 HD-FIXED-17 early redeem without pre_redeem', 'earlyRedeem', 'simpleEarn.tip.earlyRedeemNotSupported'],
    [
      'SE-TIP-04 HD-STATE-01 DEC-08 auto-renew without reinvest support',
      'reinvest',
      'simpleEarn.tip.autoRenewNotSupported',
    ],
    [
      'SE-TIP-05 SE-DEST-04 redeem-to without redeem_account support',
      'redeemAccount',
      'simpleEarn.tip.autoTransferNotSupported',
    ],
  ] as const)('%s says it is not supported', (_name, action, key) => {
    expect(fixedOrderActionAvailability({ ...order, productInfo: notSupporting }, action, now)).toEqual({
      ok: false,
      error: { key },
    });
  });

  it.each(['earlyRedeem', 'reinvest', 'redeemAccount'] as const)(
    'SE-TIP-02 DEC-08 %s on a redeemed order says it is already redeemed',
    (action) => {
      expect(fixedOrderActionAvailability({ ...order, status: 2, productInfo: notSupporting }, action, now)).toEqual({
        ok: false,
        error: { key: 'simpleEarn.tip.alreadyRedeemed' },
      });
    },
  );

  it.each([
    ['exactly 1 hour left', HOUR],
    ['59 minutes left', HOUR - 60_000],
    ['already finished', -HOUR],
  ])('SE-TIP-03 SE-EARLY-02 %s: less than 1 hour left', (_name, left) => {
    for (const action of ['earlyRedeem', 'reinvest', 'redeemAccount'] as const) {
      expect(fixedOrderActionAvailability({ ...order, finishTime: now + left }, action, now)).toEqual({
        ok: false,
        error: { key: 'simpleEarn.tip.lessThanOneHour' },
      });
    }
  });

  it('SE-EARLY-02 one millisecond over an hour is enough', () => {
    expect(isEarlyRedeemAllowed({ ...order, finishTime: now + HOUR + 1 }, now)).toBe(true);
  });

  it('HD-FIXED-17 early redeem follows pre_redeem only, not the other flags', () => {
    const onlyEarly = { ...order, productInfo: { ...notSupporting, preRedeem: OperateFlag.supported } };
    expect(isEarlyRedeemAllowed(onlyEarly, now)).toBe(true);
    expect(isReinvestToggleAllowed(onlyEarly, now)).toBe(false);
    expect(fixedOrderActionAvailability(onlyEarly, 'redeemAccount', now).ok).toBe(false);
  });

  it('DEC-08 property: an action is allowed exactly when holding, supported and more than 1 hour remains', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -1, max: 5 }),
        fc.constantFrom<FixedOrderAction>('earlyRedeem', 'reinvest', 'redeemAccount'),
        fc.constantFrom(OperateFlag.notSupported, OperateFlag.supported),
        fc.integer({ min: -3 * HOUR, max: 3 * HOUR }),
        (status, action, flag, left) => {
          const productInfo = { preRedeem: flag, reinvest: flag, redeemAccount: flag };
          const allowed = fixedOrderActionAvailability({ status, finishTime: now + left, productInfo }, action, now).ok;
          expect(allowed).toBe((status === 0 || status === 1) && flag === 1 && left > HOUR);
        },
      ),
    );
  });
});

describe('pickTotalYearRate', () => {
  it.each([
    ['total_year_rate_percent', { totalYearRatePercent: '0.07' }, '0.07'],
    ['year_rate_perent when the first is absent', { yearRatePerent: '0.06' }, '0.06'],
    ['the first when both arrive', { totalYearRatePercent: '0.07', yearRatePerent: '0.06' }, '0.07'],
    ['the second when the first is empty', { totalYearRatePercent: '', yearRatePerent: '0.06' }, '0.06'],
    ['nothing when neither arrives', {}, null],
  ])('SE-DATA-10 reads %s', (_name, fields, expected) => {
    expect(pickTotalYearRate(fields)).toBe(expected);
  });
});
