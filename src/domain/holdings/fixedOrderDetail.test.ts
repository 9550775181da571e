import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { FixedProductType, OperateFlag, RedeemAccountType, ReinvestStatus } from '../simpleEarn/constants';
import type { FixedHolding } from '../simpleEarn/models';
import { fixedOrderDetail, redemptionReceivedTime } from './fixedOrderDetail';
import { rate } from '../simpleEarn/rates.testing';

const HOUR = 3_600_000;
const now = Date.parse('2024-05-01T12:00:00.000Z');
// HD-DATA-01: a fixed order with every field the spec lists.
const order: FixedHolding = {
  orderId: 'F777',
  asset: 'USDT',
  productId: 42,
  productType: FixedProductType.vip,
  createTime: Date.parse('2024-04-01T09:15:00.000Z'),
  finishTime: Date.parse('2024-05-02T00:00:00.000Z'),
  lockUpPeriod: 30,
  principal: '1000',
  interest: '4.109589041',
  totalInterest: '4.109589041',
  yearRate: rate('0.05'),
  totalYearRate: rate('0.06'),
  bonusInfo: { ladderApr: [{ left: '0', right: '1000', apr: rate('0.01') }], bonusAsset: 'GT' },
  couponInfo: null,
  status: 1,
  reinvestStatus: ReinvestStatus.off,
  redeemAccountType: RedeemAccountType.spot,
  productInfo: {
    preRedeem: OperateFlag.notSupported,
    reinvest: OperateFlag.supported,
    redeemAccount: OperateFlag.supported,
  },
};

describe('redemptionReceivedTime', () => {
  it.each([
    ['2024-05-02T00:00:00.000Z', '2024-05-02T00:30:00.000Z'],
    ['2024-12-31T23:45:00.000Z', '2025-01-01T00:15:00.000Z'],
  ])('HD-CALC-01 finish_time %s is received at %s', (finish, received) => {
    expect(redemptionReceivedTime(Date.parse(finish))).toBe(Date.parse(received));
  });

  it('HD-CALC-01 property: received time is always exactly 30 minutes after finish_time', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 4_102_444_800_000 }), (finish) => {
        expect(redemptionReceivedTime(finish) - finish).toBe(30 * 60 * 1000);
      }),
    );
  });
});

describe('fixedOrderDetail', () => {
  const detail = fixedOrderDetail(order, now);

  it('HD-DATA-01 HD-FIXED-05 HD-FIXED-06 HD-FIXED-07 HD-FIXED-08 the rows read principal, +interest, term and APR', () => {
    expect([detail.principal, detail.estimatedInterest, detail.termDays, detail.apr]).toEqual([
      '1000.00000000',
      '+4.10958904',
      30,
      '0.06',
    ]);
  });

  it('HD-FIXED-08 without a total rate the product APR shows', () => {
    expect(fixedOrderDetail({ ...order, totalYearRate: undefined }, now).apr).toBe('0.05');
  });

  it('HD-FIXED-10 HD-FIXED-11 HD-FIXED-14 subscription time, redemption received time and order id', () => {
    expect([detail.subscriptionTime, detail.redemptionReceivedTime, detail.orderId]).toEqual([
      order.createTime,
      Date.parse('2024-05-02T00:30:00.000Z'),
      'F777',
    ]);
  });

  it('HD-FIXED-03 HD-FIXED-04 a VIP order that is holding', () => {
    expect(detail.isVip).toBe(true);
    expect(detail.badge.kind).toBe('holding');
    expect(fixedOrderDetail({ ...order, status: 3, productType: FixedProductType.normal }, now)).toMatchObject({
      isVip: false,
      badge: { kind: 'redeeming' },
    });
  });

  it('HD-FIXED-12 HD-FIXED-13 the redeem-to row shows the account, or -- while reinvest is on', () => {
    expect(detail.redeemAccount).toBe(RedeemAccountType.spot);
    expect(fixedOrderDetail({ ...order, reinvestStatus: ReinvestStatus.on }, now).redeemAccount).toBeNull();
  });

  it('HD-FIXED-17 Redeem early is disabled when pre_redeem does not allow it', () => {
    expect(detail.earlyRedeem).toEqual({ ok: false, error: { key: 'simpleEarn.tip.earlyRedeemNotSupported' } });
    const allowed = fixedOrderDetail(
      { ...order, productInfo: { ...order.productInfo, preRedeem: OperateFlag.supported } },
      now,
    );
    expect(allowed.earlyRedeem.ok).toBe(true);
  });

  it('HD-FIXED-15 HD-STATE-01 DEC-08 the auto-reinvest switch is operable only while the product supports it and time remains', () => {
    expect(detail.reinvest.ok).toBe(true);
    expect(detail.redeemAccountChange.ok).toBe(true);
    const late = fixedOrderDetail(order, order.finishTime - HOUR / 2);
    expect(late.reinvest).toEqual({ ok: false, error: { key: 'simpleEarn.tip.lessThanOneHour' } });
    const unsupported = fixedOrderDetail(
      { ...order, productInfo: { ...order.productInfo, reinvest: OperateFlag.notSupported } },
      now,
    );
    expect(unsupported.reinvest).toEqual({ ok: false, error: { key: 'simpleEarn.tip.autoRenewNotSupported' } });
  });
});
