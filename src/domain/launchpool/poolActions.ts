import type { EventState, RewardPoolType } from './constants';
import { toDecimal } from '../decimal';

/**
 * Whether a pool of this type gets a tab in the stake modal: every type but multi-mining (LP-STAKE-02). Here, not with
 * the modal's rules, so the project page's actions load none of them.
 */
export function hasStakeTab(poolType: RewardPoolType): boolean {
  return poolType !== 'multiMining';
}

/** Which actions a pool offers on the project page. */
export interface PoolActions {
  readonly stake: boolean;
  readonly redeem: boolean;
  readonly claim: boolean;
}

/**
 * Stake while the event has not ended, on a pool the stake modal offers (LP-STAKE-02 leaves multi-mining
 * pools out); early redeem while it has not ended and the user has a stake; claim the stake once it is
 * completed. `staked` is null for a guest, who is offered Stake only (and sent to log in).
 */
export function poolActions(eventState: EventState, poolType: RewardPoolType, staked: string | null): PoolActions {
  const open = eventState === 'inProgress' || eventState === 'notStarted';
  const hasStake = staked !== null && toDecimal(staked).gt(0);
  return {
    stake: open && hasStakeTab(poolType),
    redeem: open && hasStake,
    claim: eventState === 'completed' && hasStake,
  };
}
