import { toDecimal } from '../decimal';
import { settlementHourAfter } from '../shared/arrival';
import { compareRates, type Rate } from '../shared/rate';
import { canCancelRedemption, redeemableAmount } from '../simpleEarn/flexibleRedeem';
// The total estimated APR is a Simple Earn rate rule (with the ladder's maximum): it lives there, named here too.
import { totalEstimatedLendingApr } from '../simpleEarn/interestEstimate';
export { totalEstimatedLendingApr };
import type { FlexibleHolding } from '../simpleEarn/models';
import { holdingAmountText, lentAmountText } from './amounts';

/** True when the minimum lend APR equals the default limit, so it reads 'system default' (HD-FLEX-06). */
export function isSystemDefaultMinimumApr(minLendRateYear: Rate, defaultLimit: Rate): boolean {
  return compareRates(minLendRateYear, defaultLimit) === 0;
}

/** The next hourly refresh of the borrowed amount: the next full hour after `now`, epoch ms (HD-FLEX-03). */
export function nextHourlyRefresh(now: number): number {
  // The hourly settlement run refreshes it: the same hour a flexible redemption's arrival is bounded by.
  return settlementHourAfter(now);
}

/** True when the frozen 'Redeeming' row shows: frozen_amount above 0 (HD-FLEX-07). */
export function showsRedeemingAmount(position: Pick<FlexibleHolding, 'frozenAmount'>): boolean {
  return toDecimal(position.frozenAmount).greaterThan(0);
}

/** The rows of the flexible holding detail panel (HD-FLEX). */
export interface FlexiblePositionDetail {
  readonly asset: string;
  /** Principal, curr_amount, 8 decimals (HD-FLEX-01, HD-CALC-02). */
  readonly principal: string;
  /**
   * Cumulative return, the total earned (`cumulative`), 8 decimals; null when the server sent none (HD-FLEX-02,
   * HD-CALC-02).
   */
  readonly cumulativeReturn: string | null;
  /** Currently borrowed (lent) amount, 6 decimals (HD-FLEX-03, HD-CALC-03). */
  readonly lentAmount: string;
  /** When the lent amount refreshes next, epoch ms (HD-FLEX-03). */
  readonly nextRefreshAt: number;
  /** Estimated APR: next rate plus the best bonus tier (HD-FLEX-04, HD-CALC-04). */
  readonly estimatedApr: Rate;
  /** The next-time rate alone (HD-FLEX-04). */
  readonly nextRate: Rate;
  /** The minimum lend APR (HD-FLEX-05). */
  readonly minimumLendApr: Rate;
  /** Labelled 'system default' (HD-FLEX-06). */
  readonly isSystemDefault: boolean;
  /** The frozen 'Redeeming' amount, 8 decimals, or null when there is none (HD-FLEX-07). */
  readonly redeeming: string | null;
  /** The Cancel link of the redeeming row works (SE-REDEEM-10). */
  readonly canCancelRedemption: boolean;
  /** What can be redeemed now (SE-REDEEM-12). */
  readonly redeemable: string;
  /** Auto-earn is on for this coin (HD-FLEX-08). */
  readonly autoEarnOn: boolean;
}

/**
 * The flexible holding detail of a position (HD-FLEX, HD-DATA-02); `systemDefaultLimit` is the
 * minimum lend APR limit the server gives (HD-API-02).
 */
export function flexiblePositionDetail(
  position: FlexibleHolding,
  systemDefaultLimit: Rate,
  now: number,
): FlexiblePositionDetail {
  return {
    asset: position.asset,
    principal: holdingAmountText(position.currAmount),
    cumulativeReturn: position.cumulative === undefined ? null : holdingAmountText(position.cumulative),
    lentAmount: lentAmountText(position.lendAmount),
    nextRefreshAt: nextHourlyRefresh(now),
    estimatedApr: totalEstimatedLendingApr(position.nextTimeRateYear, position.ladderApr),
    nextRate: position.nextTimeRateYear,
    minimumLendApr: position.minLendRateYear,
    isSystemDefault: isSystemDefaultMinimumApr(position.minLendRateYear, systemDefaultLimit),
    redeeming: showsRedeemingAmount(position) ? holdingAmountText(position.frozenAmount) : null,
    canCancelRedemption: canCancelRedemption(position),
    redeemable: redeemableAmount(position),
    autoEarnOn: position.autoInvestStatus === 1,
  };
}
