import { settlementHourAtOrAfter, type ArrivalBounds } from '../shared/arrival';
import { REDEEM_TYPES, type RedeemType } from './constants';
import type { StakingPendingRedemption } from './user.types';

/** The pending states of a staking redemption: standard (its redeem period) or fast (its minutes), ST-REDEEM-01. */
export const STAKING_PENDING_STATUSES = REDEEM_TYPES;
export type StakingPendingStatus = RedeemType;

/**
 * A staking redemption on its way (DEC-28): expected at its `redeem_stamp`, which the exchange sets from the
 * period it was made with (ST-REDEEM-02: `redeem_maxday` days for a standard one, `redeem_quick_long` minutes for
 * a fast one); the money is paid by the exchange's settlement run on the hour, so the latest is the first whole
 * hour at or after that stamp.
 */
export function stakingRedemptionArrival(redemption: Pick<StakingPendingRedemption, 'arrivesAt'>): ArrivalBounds {
  return { expected: redemption.arrivesAt, latestBy: settlementHourAtOrAfter(redemption.arrivesAt) };
}
