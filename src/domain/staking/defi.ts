import { toDecimal } from '../decimal';
import { ZERO_RATE, type Rate } from '../shared/rate';
import type { DefiReward, StakingProtocol } from './product.types';
import type { StakingUserBalance } from './user.types';

/**
 * The protocol auto-select picks (ST-DEFI-01): the highest rate; on a tie the first listed, so the
 * server's order breaks ties. Null when there are none.
 */
export function autoSelectProtocol<Protocol extends Pick<StakingProtocol, 'rate'>>(
  protocols: readonly Protocol[],
): Protocol | null {
  return protocols.reduce<Protocol | null>(
    (best, protocol) => (best === null || toDecimal(protocol.rate).gt(toDecimal(best.rate)) ? protocol : best),
    null,
  );
}

/** The held amount of a protocol, from the balances list (ST-DATA-15); '0' when it holds nothing. */
export function heldAmountOf(pid: number, balances: readonly StakingUserBalance[]): string {
  return balances.find((balance) => balance.pid === pid)?.mortgageAmount ?? '0';
}

/** The protocols the redeem selector lists (ST-DEFI-02): those with a held amount above 0, in the product's order. */
export function redeemableProtocols<Protocol extends Pick<StakingProtocol, 'pid'>>(
  protocols: readonly Protocol[],
  balances: readonly StakingUserBalance[],
): Protocol[] {
  return protocols.filter((protocol) => toDecimal(heldAmountOf(protocol.pid, balances)).gt(0));
}

/** The protocol picked on redeem without asking (ST-DEFI-03): the only one with a held amount, else null. */
export function autoPickedRedeemProtocol<Protocol extends Pick<StakingProtocol, 'pid'>>(
  protocols: readonly Protocol[],
  balances: readonly StakingUserBalance[],
): Protocol | null {
  const candidates = redeemableProtocols(protocols, balances);
  return candidates.length === 1 ? (candidates[0] ?? null) : null;
}

/** The fee shown for a DeFi reward (ST-DEFI-04): the highest `fee_rate` among its reward coins, 0 when none. */
export function maxRewardFeeRate(rewards: readonly Pick<DefiReward, 'feeRate'>[]): Rate {
  return rewards.reduce<Rate>(
    (best, reward) => (toDecimal(reward.feeRate).gt(toDecimal(best)) ? reward.feeRate : best),
    ZERO_RATE,
  );
}
