/**
 * The launchpool stake modal as a typed reducer (LP-STAKE-01..23): the pool tab, the amount and its
 * once-only auto-fill, the redemption destination, then the new-user rule check and the stake. The
 * guards read the domain rules, never the network; the component runs the call a phase asks for.
 */
import {
  destinationOptions,
  chooseDestination,
  type RedemptionDestination,
} from '../../../domain/launchpool/destination';
import type { RewardPool } from '../../../domain/launchpool/models';
import { isNewUserPool, selectStakeTab, shouldAutoFillMaximum } from '../../../domain/launchpool/stakeModal';
import { isStakeConfirmDisabled, validateStakeAmount } from '../../../domain/launchpool/stakeValidation';

/** What a successful stake hands to the success view and to `onSuccess`. */
export interface LaunchpoolStakeReceipt {
  readonly projectId: number | string;
  readonly rid: number;
  readonly coin: string;
  /** The amount sent, as plain decimal text. */
  readonly amount: string;
  readonly destination: RedemptionDestination;
  /** The volume-requirement notice of the success view (LP-STAKE-17). */
  readonly transactionLimitAlert: boolean;
}

/** Where the modal is. */
export type StakeFlowPhase =
  | { readonly kind: 'editing' }
  | { readonly kind: 'checkingRule' }
  | { readonly kind: 'staking' }
  | { readonly kind: 'succeeded'; readonly receipt: LaunchpoolStakeReceipt };

/** The modal's state. */
export interface StakeFlowState {
  /** The selected pool's rid; null until the pools are known (and again after a close). */
  readonly rid: number | null;
  /** The amount as typed (already sanitised by the field). */
  readonly amount: string;
  /** The redemption destination; null until a pool is selected. */
  readonly destination: RedemptionDestination | null;
  /** True once this opening has decided the auto-fill (LP-STAKE-20: once per opening). */
  readonly autoFillDecided: boolean;
  readonly phase: StakeFlowPhase;
  /** Counts submits, so each runs its calls once. */
  readonly attempt: number;
}

/** What the guards check the amount against: the selected pool and the user's figures for it. */
export interface StakeContext {
  readonly pool: RewardPool;
  /** What the user has already staked in the pool. */
  readonly stakedAmount: string;
  /** The balance the user may stake from, loans deducted (LP-QUOTA-03/04). */
  readonly available: string;
  /** The remaining quota (LP-QUOTA-01/02). */
  readonly remainingQuota: string;
}

/** Every event of the modal. */
export type StakeFlowEvent =
  /** The pool to start on, once the pools are known: applies only while none is selected. */
  | { readonly type: 'POOL.DEFAULT'; readonly pool: RewardPool }
  /** A tab chosen by the user: clears the amount and recomputes the destination (LP-STAKE-12/13). */
  | { readonly type: 'TAB.SELECT'; readonly pool: RewardPool }
  /** The user's figures are known: decides the once-only auto-fill with `maximum` (LP-STAKE-20). */
  | { readonly type: 'DATA.READY'; readonly context: StakeContext; readonly maximum: string }
  | { readonly type: 'AMOUNT.CHANGE'; readonly amount: string }
  | { readonly type: 'DESTINATION.SELECT'; readonly pool: RewardPool; readonly destination: RedemptionDestination }
  | { readonly type: 'SUBMIT.START'; readonly context: StakeContext }
  | { readonly type: 'RULE.PASS' }
  | { readonly type: 'RULE.FAILURE' }
  | { readonly type: 'SUBMIT.SUCCESS'; readonly receipt: LaunchpoolStakeReceipt }
  | { readonly type: 'SUBMIT.FAILURE' }
  /** The success view closed. */
  | { readonly type: 'RESULT.DISMISS' }
  | { readonly type: 'DIALOG.CLOSE' };

/** Nothing selected, nothing typed. */
export const initialStakeFlowState: StakeFlowState = {
  rid: null,
  amount: '',
  destination: null,
  autoFillDecided: false,
  phase: { kind: 'editing' },
  attempt: 0,
};

/** True while the user can change the form. */
export function isStakeEditing(state: StakeFlowState): boolean {
  return state.phase.kind === 'editing';
}

/** True while a call of this submit runs: the rule check or the stake. */
export function isStakeSubmitting(state: StakeFlowState): boolean {
  return state.phase.kind === 'checkingRule' || state.phase.kind === 'staking';
}

/** The amount's validation against the selected pool (LP-AMT-08..10). */
export function stakeValidation(state: StakeFlowState, context: StakeContext) {
  return validateStakeAmount({
    amount: state.amount,
    pool: context.pool,
    stakedAmount: context.stakedAmount,
    available: context.available,
  });
}

/** Guard: Confirm can send: editing, and neither empty, invalid nor used up (LP-STAKE-21..23). */
export function canStartStake(state: StakeFlowState, context: StakeContext): boolean {
  return (
    isStakeEditing(state) &&
    state.rid === context.pool.rid &&
    !isStakeConfirmDisabled({
      amount: state.amount,
      validation: stakeValidation(state, context),
      remainingQuota: context.remainingQuota,
    })
  );
}

/** Guard: the submit first runs the new-user rule check (LP-API-09): only a new-user pool has that rule. */
export function needsPoolRuleCheck(pool: Pick<RewardPool, 'limitRule'>): boolean {
  return isNewUserPool(pool);
}

function selectPool(state: StakeFlowState, pool: RewardPool): StakeFlowState {
  const selection = selectStakeTab(pool);
  return { ...state, rid: selection.rid, amount: selection.amount, destination: selection.destination };
}

/** The modal's transitions; an event that does not apply in the current phase changes nothing. */
export function stakeFlowReducer(state: StakeFlowState, event: StakeFlowEvent): StakeFlowState {
  switch (event.type) {
    case 'POOL.DEFAULT':
      return state.rid === null && isStakeEditing(state) ? selectPool(state, event.pool) : state;
    case 'TAB.SELECT':
      return isStakeEditing(state) && event.pool.rid !== state.rid ? selectPool(state, event.pool) : state;
    case 'DATA.READY': {
      if (state.autoFillDecided || !isStakeEditing(state) || state.rid !== event.context.pool.rid) return state;
      const fill = shouldAutoFillMaximum({
        alreadyAutoFilled: false,
        available: event.context.available,
        minimum: event.context.pool.personalMinAmount,
        remainingQuota: event.context.remainingQuota,
      });
      return { ...state, autoFillDecided: true, amount: fill ? event.maximum : state.amount };
    }
    case 'AMOUNT.CHANGE':
      // What the user types is theirs: an auto-fill decided later (their figures still loading) must not replace it.
      return isStakeEditing(state) ? { ...state, amount: event.amount, autoFillDecided: true } : state;
    case 'DESTINATION.SELECT': {
      if (!isStakeEditing(state) || state.rid !== event.pool.rid) return state;
      const outcome = chooseDestination(destinationOptions(event.pool), event.destination);
      return outcome.ok ? { ...state, destination: outcome.value } : state;
    }
    case 'SUBMIT.START':
      if (!canStartStake(state, event.context)) return state;
      return {
        ...state,
        phase: { kind: needsPoolRuleCheck(event.context.pool) ? 'checkingRule' : 'staking' },
        attempt: state.attempt + 1,
      };
    case 'RULE.PASS':
      return state.phase.kind === 'checkingRule' ? { ...state, phase: { kind: 'staking' } } : state;
    case 'RULE.FAILURE':
      return state.phase.kind === 'checkingRule' ? { ...state, phase: { kind: 'editing' } } : state;
    case 'SUBMIT.SUCCESS':
      return state.phase.kind === 'staking'
        ? { ...state, amount: '', phase: { kind: 'succeeded', receipt: event.receipt } }
        : state;
    case 'SUBMIT.FAILURE':
      return state.phase.kind === 'staking' ? { ...state, phase: { kind: 'editing' } } : state;
    case 'RESULT.DISMISS':
      return state.phase.kind === 'succeeded' ? { ...state, phase: { kind: 'editing' } } : state;
    case 'DIALOG.CLOSE':
      // A running call goes on; otherwise the next opening starts over on its own pool and auto-fills again.
      if (isStakeSubmitting(state)) return state;
      return { ...state, rid: null, amount: '', destination: null, autoFillDecided: false };
  }
}
