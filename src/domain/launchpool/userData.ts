/**
 * Readers of the user's launchpool data (LP-DATA-12, LP-DATA-18, LP-DATA-19): they turn the answers
 * of the statistics, referral and coin-call calls into the values screens need.
 */
import type { CoinCallSetting, ReferralInfo, UserProjectStatistics } from './models';

function statisticsFor(statistics: readonly UserProjectStatistics[], rid: number): UserProjectStatistics | undefined {
  return statistics.find((item) => item.rid === rid);
}

/**
 * What the user has staked in pool `rid`: its statistics item's valid_amount (`amount` is the rewards paid,
 * P-38), '0' without an item (LP-DATA-12). The quota (LP-QUOTA-01) and the redeemable amount count it.
 */
export function stakedAmountFor(statistics: readonly UserProjectStatistics[], rid: number): string {
  return statisticsFor(statistics, rid)?.validAmount ?? '0';
}

/** The last-hour reward of pool `rid`, '0' without an item (LP-DATA-12, LP-REDEEM-04). */
export function lastHourRewardFor(statistics: readonly UserProjectStatistics[], rid: number): string {
  return statisticsFor(statistics, rid)?.lastHourRewardAmount ?? '0';
}

/**
 * The code a share link carries (LP-DATA-18): a KOL's own code when the user has one, else the
 * encrypted uid every user has. Empty when neither is known (a guest), so no link is built.
 */
export function referralCode(info: ReferralInfo | null | undefined): string {
  const kolCode = info?.kolCode.trim() ?? '';
  return kolCode !== '' ? kolCode : (info?.encryptedUid.trim() ?? '');
}

/**
 * True once the new coin trades (LP-DATA-19): no new_coin_start, or a start at or before `now`. The spot
 * trade option leads nowhere before then.
 */
export function isNewCoinTradingOpen(setting: CoinCallSetting | null | undefined, now: number): boolean {
  const start = setting?.newCoinStart ?? null;
  return start === null || start <= now;
}
