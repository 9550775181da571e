import { REDEEM_PERIOD_KIND, type RedeemPeriodKind } from './constants';
import type { StakingText } from './messages';
import type { StakingRedeemExtra } from './product.types';
import type { StakingRedeemReceipt } from './user.types';

/** What the redemption timing depends on (ST-REDEEM-02). */
export interface RedeemPeriodInput {
  /** Days a redemption takes to pay out; 0 means at once. */
  readonly incomeDays: number;
  readonly redeemMinday: number;
  readonly redeemMaxday: number;
}

/**
 * The redeem period kind (ST-REDEEM-02, ST-DATA-22): immediate when `income_days` is 0; otherwise
 * 'period' (income_days days) when neither min nor max day is set, 'period only max' when only the
 * max is, 'min equals max' and 'min differs from max' when both are.
 */
export function redeemPeriodKind(input: RedeemPeriodInput): RedeemPeriodKind {
  if (input.incomeDays <= 0) return REDEEM_PERIOD_KIND.immediately;
  const min = Math.max(input.redeemMinday, 0);
  const max = Math.max(input.redeemMaxday, 0);
  if (max === 0) return REDEEM_PERIOD_KIND.period;
  if (min === 0) return REDEEM_PERIOD_KIND.periodOnlyMax;
  if (min === max) return REDEEM_PERIOD_KIND.periodMinEqualsMax;
  return REDEEM_PERIOD_KIND.periodMinDiffersFromMax;
}

/** The wording of each redeem period kind, with the days it names. */
export function redeemPeriodText(input: RedeemPeriodInput): StakingText {
  switch (redeemPeriodKind(input)) {
    case REDEEM_PERIOD_KIND.immediately:
      return { key: 'staking.redeem.period.immediately' };
    case REDEEM_PERIOD_KIND.period:
      return { key: 'staking.redeem.period.period', params: { days: input.incomeDays } };
    case REDEEM_PERIOD_KIND.periodOnlyMax:
      return { key: 'staking.redeem.period.onlyMax', params: { max: input.redeemMaxday } };
    case REDEEM_PERIOD_KIND.periodMinEqualsMax:
      return { key: 'staking.redeem.period.minEqualsMax', params: { days: input.redeemMaxday } };
    case REDEEM_PERIOD_KIND.periodMinDiffersFromMax:
      return {
        key: 'staking.redeem.period.minDiffersFromMax',
        params: { min: input.redeemMinday, max: input.redeemMaxday },
      };
  }
}

/**
 * The redeem confirmation's timing line (ST-REDEEM-10, ST-REDEEM-11): 'instant' when `redeem_minday`
 * and `redeem_maxday` are both 0, otherwise the maximum days.
 */
export function redeemConfirmationText(extra: Pick<StakingRedeemExtra, 'redeemMinday' | 'redeemMaxday'>): StakingText {
  if (extra.redeemMinday === 0 && extra.redeemMaxday === 0) return { key: 'staking.redeem.instant' };
  return { key: 'staking.redeem.maxDays', params: { days: extra.redeemMaxday } };
}

/**
 * The redeem success title (ST-REDEEM-03, ST-REDEEM-04): 'redeem success' when `income_days` is 0 (or, malformed,
 * below), else 'in process'.
 */
export function redeemSuccessTitle(incomeDays: number): StakingText {
  return { key: incomeDays <= 0 ? 'staking.redeem.success' : 'staking.redeem.inProcess' };
}

/** What the redeem success view shows: its title and, while the redemption is in process, the payout time. */
export interface RedeemSuccessView {
  readonly title: StakingText;
  /** Epoch ms from the redeem answer's `redeem_stamp` (ST-DATA-17); null when paid at once or unknown. */
  readonly payoutTime: number | null;
}

/** The redeem success view (ST-REDEEM-03, ST-REDEEM-04, ST-DATA-17). */
export function redeemSuccessView(incomeDays: number, receipt: StakingRedeemReceipt | null): RedeemSuccessView {
  const title = redeemSuccessTitle(incomeDays);
  const payoutTime =
    title.key === 'staking.redeem.inProcess' && receipt && receipt.redeemStamp > 0 ? receipt.redeemStamp : null;
  return { title, payoutTime };
}
