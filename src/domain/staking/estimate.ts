import { Decimal, toAmountString, toDecimal } from '../decimal';
import { DAY_MS } from '../shared/constants';
import type { Rate } from '../shared/rate';
import { STAKING_DECIMALS } from './constants';
import type { StakingText } from './messages';

/**
 * The daily estimate (ST-CALC-01): the spec's amount × rate / 100 / 365 with a percent rate, which is
 * amount × rate / 365 with the library's fraction rate (DEC-05). Rounded down to 8 decimals.
 */
export function stakingDailyEstimate(amount: string, rate: Rate): string {
  const value = Decimal.max(toDecimal(amount), 0);
  return toAmountString(value.times(toDecimal(rate)).dividedBy(365), STAKING_DECIMALS);
}

/** True when rewards are paid on redemption rather than after a delay: a delay of -1 or 0 (ST-CALC-04). */
export function isRewardPaidWhenRedeemed(rewardDelayDays: number): boolean {
  return rewardDelayDays <= 0;
}

/** The earliest reward date (ST-CALC-02): now + `reward_delay_days`, epoch ms; null when paid when redeemed. */
export function earliestRewardDate(now: number, rewardDelayDays: number): number | null {
  if (isRewardPaidWhenRedeemed(rewardDelayDays)) return null;
  return now + rewardDelayDays * DAY_MS;
}

/**
 * The expected first distribution (ST-CALC-03): the UTC start of the day after the earliest reward
 * date, epoch ms. Null when rewards are paid when redeemed (ST-CALC-04).
 */
export function firstDistributionDate(now: number, rewardDelayDays: number): number | null {
  const earliest = earliestRewardDate(now, rewardDelayDays);
  if (earliest === null) return null;
  return Math.floor(earliest / DAY_MS) * DAY_MS + DAY_MS;
}

/** What the first-distribution row shows: a date, or the words 'when redeemed' (ST-CALC-03, ST-CALC-04). */
export type FirstDistribution =
  { readonly whenRedeemed: true; readonly text: StakingText } | { readonly whenRedeemed: false; readonly time: number };

/** The first-distribution row (ST-CALC-03, ST-CALC-04): 'when redeemed' for a delay of -1 or 0, else the date. */
export function firstDistribution(now: number, rewardDelayDays: number): FirstDistribution {
  const time = firstDistributionDate(now, rewardDelayDays);
  return time === null
    ? { whenRedeemed: true, text: { key: 'staking.reward.whenRedeemed' } }
    : { whenRedeemed: false, time };
}
