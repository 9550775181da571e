import { Decimal, toAmountString, toDecimal } from '../decimal';
import { STAKING_DECIMALS, type RedeemType } from './constants';
import type { StakingRedeemConfig } from './product.types';

/**
 * The fee of a redemption (ST-REDEEM-12, ST-REDEEM-13): the amount times the selected redeem coin's
 * `redeem_fee` (standard) or `redeem_quick_fee` (fast), rounded down to 8 decimals. Clamped to
 * 0..amount so a malformed fee rate can never charge more than is redeemed.
 */
export function stakingRedeemFee(
  amount: string,
  redeemType: RedeemType,
  config: Pick<StakingRedeemConfig, 'redeemFee' | 'redeemQuickFee'>,
): string {
  const value = Decimal.max(toDecimal(amount), 0);
  const rate = toDecimal(redeemType === 'fast' ? config.redeemQuickFee : config.redeemFee);
  const fee = Decimal.min(Decimal.max(value.times(rate), 0), value);
  return toAmountString(fee, STAKING_DECIMALS);
}

/** What the user receives after the fee: amount minus `stakingRedeemFee`, never below 0. */
export function stakingRedeemReceived(
  amount: string,
  redeemType: RedeemType,
  config: Pick<StakingRedeemConfig, 'redeemFee' | 'redeemQuickFee'>,
): string {
  const value = Decimal.max(toDecimal(amount), 0);
  return toAmountString(value.minus(toDecimal(stakingRedeemFee(amount, redeemType, config))), STAKING_DECIMALS);
}
