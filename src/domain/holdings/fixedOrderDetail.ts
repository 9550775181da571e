import type { DomainResult } from '../result';
import type { Rate } from '../shared/rate';
import { FixedProductType, REDEMPTION_ARRIVAL_DELAY_MS, type RedeemAccountType } from '../simpleEarn/constants';
import { fixedOrderActionAvailability, fixedOrderBadge, type FixedOrderBadge } from '../simpleEarn/fixedOrder';
import type { FixedHolding } from '../simpleEarn/models';
import { redeemAccountShown } from '../simpleEarn/preferences';
import { estimatedInterestText, holdingAmountText } from './amounts';

/** When a matured fixed order's redemption is received: finish_time + 30 minutes (HD-CALC-01, HD-FIXED-11). */
export function redemptionReceivedTime(finishTime: number): number {
  return finishTime + REDEMPTION_ARRIVAL_DELAY_MS;
}

/** The rows and actions of the fixed-term holding detail panel (HD-FIXED). */
export interface FixedOrderDetail {
  readonly asset: string;
  /** A VIP tag shows for VIP products (HD-FIXED-03). */
  readonly isVip: boolean;
  /** 'Holding' or 'Redeeming' (HD-FIXED-04, DEC-09). */
  readonly badge: FixedOrderBadge;
  /** Principal, 8 decimals (HD-FIXED-05, HD-CALC-02). */
  readonly principal: string;
  /** Estimated interest with a plus sign, 8 decimals (HD-FIXED-06). */
  readonly estimatedInterest: string;
  /** Term in days (HD-FIXED-07). */
  readonly termDays: number;
  /** The order's APR: the total rate when known, else the product rate (HD-FIXED-08). */
  readonly apr: Rate;
  /** Subscription time, epoch ms (HD-FIXED-10). */
  readonly subscriptionTime: number;
  /** Redemption received time, epoch ms (HD-FIXED-11, HD-CALC-01). */
  readonly redemptionReceivedTime: number;
  /** The redeem-to account, or null for '--' while reinvest is on (HD-FIXED-12, HD-FIXED-13). */
  readonly redeemAccount: RedeemAccountType | null;
  /** The order id to copy (HD-FIXED-14). */
  readonly orderId: string;
  /** Early redeem now, or the tooltip key (HD-FIXED-17, SE-EARLY-02). */
  readonly earlyRedeem: DomainResult<void>;
  /** Auto-reinvest toggle now, or the tooltip key (HD-FIXED-15, HD-STATE-01, DEC-08). */
  readonly reinvest: DomainResult<void>;
  /** Redeem-to change now, or the tooltip key (SE-DEST-04). */
  readonly redeemAccountChange: DomainResult<void>;
}

/** The fixed-term holding detail of an order at `now` (HD-FIXED, HD-DATA-01). */
export function fixedOrderDetail(order: FixedHolding, now: number): FixedOrderDetail {
  return {
    asset: order.asset,
    isVip: order.productType === FixedProductType.vip,
    badge: fixedOrderBadge(order.status),
    principal: holdingAmountText(order.principal),
    estimatedInterest: estimatedInterestText(order.interest),
    termDays: order.lockUpPeriod,
    apr: order.totalYearRate ?? order.yearRate,
    subscriptionTime: order.createTime,
    redemptionReceivedTime: redemptionReceivedTime(order.finishTime),
    redeemAccount: redeemAccountShown(order),
    orderId: order.orderId,
    earlyRedeem: fixedOrderActionAvailability(order, 'earlyRedeem', now),
    reinvest: fixedOrderActionAvailability(order, 'reinvest', now),
    redeemAccountChange: fixedOrderActionAvailability(order, 'redeemAccount', now),
  };
}
