import { toDecimal } from '../decimal';
import { DEFAULT_REDEEM_COIN } from './constants';
import { isUnlimited } from './limits';
import type { StakingRedeemConfig } from './product.types';

/**
 * The redemption terms of the selected redeem coin (ST-DATA-12): the coin's own entry, else the
 * default coin's (USDC, ST-STATE-04), else the first entry; null when the product has none.
 */
export function redeemConfigFor(
  configs: readonly StakingRedeemConfig[],
  redeemCoin: string = DEFAULT_REDEEM_COIN,
): StakingRedeemConfig | null {
  const wanted = redeemCoin.toUpperCase();
  return (
    configs.find((config) => config.redeemCoin.toUpperCase() === wanted) ??
    configs.find((config) => config.redeemCoin.toUpperCase() === DEFAULT_REDEEM_COIN) ??
    configs[0] ??
    null
  );
}

/** What fast-redeem eligibility looks at. */
export interface FastRedeemInput {
  /** The product's `extra.redeem_quick`: a fast option exists at all. */
  readonly redeemQuick: boolean;
  /** The selected redeem coin's `redeem_quick_daily` quota; '-1' is unlimited. */
  readonly dailyQuota: string;
  /** The product's `min_redeem_amount`. */
  readonly minRedeemAmount: string;
}

/**
 * Whether the fast redemption can be chosen (ST-REDEEM-07..09, DEC-22): the quick option exists, and
 * the daily quota is unlimited (-1, which skips the comparison with the minimum) or is > 0 and at
 * least the minimum redeem amount.
 */
export function isFastRedeemEnabled(input: FastRedeemInput): boolean {
  if (!input.redeemQuick) return false;
  if (isUnlimited(input.dailyQuota)) return true;
  const quota = toDecimal(input.dailyQuota);
  return quota.gt(0) && quota.gte(toDecimal(input.minRedeemAmount));
}
