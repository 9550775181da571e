/**
 * The pure rules of the stake modal (LP-STAKE-02, 08..13, 16, 17, 20): which pools get tabs, their tags,
 * the future-start notice, what choosing a tab resets, the once-only auto-fill and the success hand-off.
 */
import { toDecimal, type DecimalInput } from '../decimal';
import { isShownOnSite, type Site } from '../shared/site';
import { initialDestination, type RedemptionDestination } from './destination';
import { hasStakeTab } from './poolActions';
import type { ProjectInfo, RewardPool } from './models';

/** The pools that get a tab (LP-STAKE-02). */
export function stakeTabPools(pools: readonly RewardPool[]): RewardPool[] {
  return pools.filter((pool) => hasStakeTab(pool.rewardPoolType));
}

/** True for a new-user pool: limit_rule above 0 (LP-DATA-09). */
export function isNewUserPool(pool: Pick<RewardPool, 'limitRule'>): boolean {
  return pool.limitRule > 0;
}

/** A tag on a pool's tab. */
export type RewardPoolTag = 'newcomer' | 'vip';

/** The pool's tags: 'newcomer' for a new-user pool (LP-STAKE-08), 'vip' when it has vip_config (LP-STAKE-09). */
export function rewardPoolTags(pool: Pick<RewardPool, 'limitRule' | 'vipConfig'>): RewardPoolTag[] {
  const tags: RewardPoolTag[] = [];
  if (isNewUserPool(pool)) tags.push('newcomer');
  if (pool.vipConfig !== null) tags.push('vip');
  return tags;
}

/**
 * True when the modal shows the start-time notice: the project starts after `now`, not on the US site (LP-STAKE-10/11).
 */
export function showsStartTimeNotice(project: Pick<ProjectInfo, 'startTime'>, now: number, site: Site): boolean {
  return project.startTime > now && isShownOnSite('startTimeNotice', site);
}

/** The form after a tab is chosen. */
export interface StakeTabSelection {
  readonly rid: number;
  /** Always '': choosing a tab clears the amount (LP-STAKE-12). */
  readonly amount: string;
  /** Recomputed for the new pool (LP-STAKE-13). */
  readonly destination: RedemptionDestination;
}

/** The form after choosing `pool`'s tab: amount cleared, destination recomputed (LP-STAKE-12, LP-STAKE-13). */
export function selectStakeTab(pool: RewardPool): StakeTabSelection {
  return { rid: pool.rid, amount: '', destination: initialDestination(pool) };
}

/** What the auto-fill rule reads. */
export interface AutoFillInput {
  /** True once the modal has auto-filled; it never fills twice. */
  readonly alreadyAutoFilled: boolean;
  readonly available: DecimalInput;
  /** The pool's personal_min_amount. */
  readonly minimum: DecimalInput;
  readonly remainingQuota: DecimalInput;
}

/**
 * True when the modal fills the maximum now: not yet filled, available above the minimum, quota above 0 (LP-STAKE-20).
 */
export function shouldAutoFillMaximum(input: AutoFillInput): boolean {
  return (
    !input.alreadyAutoFilled &&
    toDecimal(input.available).gt(toDecimal(input.minimum)) &&
    toDecimal(input.remainingQuota).gt(0)
  );
}

/**
 * The transaction-limit alert flag (LP-STAKE-17): true only if the pool has a transaction_config and
 * user_transaction_amount is below its first entry's transaction_amount.
 */
export function transactionLimitAlert(pool: Pick<RewardPool, 'transactionConfig' | 'userTransactionAmount'>): boolean {
  const first = pool.transactionConfig[0];
  return first !== undefined && toDecimal(pool.userTransactionAmount).lt(toDecimal(first.transactionAmount));
}

/** What the success modal opens with (LP-STAKE-16, LP-STAKE-17). */
export interface StakeSuccessDetails {
  readonly coin: string;
  /** True when the candy-drop promotion should offer more. */
  readonly candyDropMore: boolean;
  readonly transactionLimitAlert: boolean;
}

/** The success modal's input after a stake in `pool` (LP-STAKE-16, LP-STAKE-17). */
export function stakeSuccessDetails(pool: RewardPool, candyDropMore: boolean): StakeSuccessDetails {
  return { coin: pool.coin, candyDropMore, transactionLimitAlert: transactionLimitAlert(pool) };
}
