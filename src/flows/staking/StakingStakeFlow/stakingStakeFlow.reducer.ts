/**
 * The staking stake modal as a typed reducer (ST-MODAL-08, ST-STATE-07, ST-STATE-08): the views main, rate,
 * faq, extra_bonus, bonus_rules and stake_success, the DeFi protocol (auto-picked by rate, ST-DEFI-01), the
 * amount and the agreement tick (ST-AMT-01..09), then the stake or mint and its success view. The guards read
 * the domain rules, never the network; the component runs the call the phase asks for.
 */
import { autoSelectProtocol } from '../../../domain/staking/defi';
import type { StakeModalView } from '../../../domain/staking/modal';
import type { StakingProductKind } from '../../../domain/staking/product';
import type { StakingProtocol } from '../../../domain/staking/product.types';
import { isStakeConfirmEnabled, validateStakeAmount, type StakeAmountInput } from '../../../domain/staking/stakeAmount';

/** A view of the stake modal: ST-MODAL-08's, and the extra bonus's tiers (ST-MODAL-01's extra_bonus). */
export type StakingStakeView = StakeModalView | 'extra_bonus';

/** What a successful stake or mint hands to the success view and to `onSuccess`. */
export interface StakingStakeReceipt {
  /** The product's coin, sent as the action's coin (GUSD for a mint). */
  readonly coin: string;
  /** The coin that left the balance (USDT for a GUSD mint). */
  readonly stakeCoin: string;
  /** The amount sent, as plain decimal text. */
  readonly amount: string;
  /** The protocol's pid; -1 when the product has none. */
  readonly pid: number;
  /** The DeFi protocol's name, when there is one. */
  readonly protocolName: string | null;
  readonly kind: StakingProductKind;
}

/** Where the modal is. */
export type StakingStakePhase =
  | { readonly kind: 'editing' }
  | { readonly kind: 'staking' }
  | { readonly kind: 'succeeded'; readonly receipt: StakingStakeReceipt };

/** The modal's state. */
export interface StakingStakeState {
  readonly view: StakingStakeView;
  /** The chosen DeFi protocol's pid; null until the protocols are known, and for a product without any. */
  readonly pid: number | null;
  /** The amount as typed (already sanitised by the field). */
  readonly amount: string;
  /** The agreement box (ST-AMT-08). */
  readonly agreed: boolean;
  readonly phase: StakingStakePhase;
  /** Counts submits, so each runs its call once. */
  readonly attempt: number;
}

/** What the guards check the amount against: the current terms and the user's figures (ST-AMT, ST-LIMIT). */
export interface StakingStakeContext extends Omit<StakeAmountInput, 'amount'> {
  /** The verified status passed in (ST-ROLE-02): an unverified user cannot stake. */
  readonly verified: boolean;
}

/** Every event of the modal. */
export type StakingStakeEvent =
  /** The product's protocols are known: picks the highest rate while none is chosen (ST-DEFI-01). */
  | { readonly type: 'PROTOCOLS.READY'; readonly protocols: readonly StakingProtocol[]; readonly pid?: number }
  | { readonly type: 'PROTOCOL.SELECT'; readonly pid: number }
  | { readonly type: 'AMOUNT.CHANGE'; readonly amount: string }
  | { readonly type: 'AGREEMENT.CHANGE'; readonly agreed: boolean }
  /** A link of the main view opens rate, faq, extra_bonus or bonus_rules (ST-STATE-07). */
  | { readonly type: 'VIEW.OPEN'; readonly view: Exclude<StakingStakeView, 'main' | 'stake_success'> }
  /** Back to main from rate, faq, extra_bonus or bonus_rules. */
  | { readonly type: 'VIEW.BACK' }
  | { readonly type: 'SUBMIT.START'; readonly context: StakingStakeContext }
  | { readonly type: 'SUBMIT.SUCCESS'; readonly receipt: StakingStakeReceipt }
  | { readonly type: 'SUBMIT.FAILURE' }
  /** 'Continue to stake' or 'Mint more': the success view goes back to main (ST-STATE-08). */
  | { readonly type: 'SUCCESS.CONTINUE' }
  | { readonly type: 'DIALOG.CLOSE' };

/** Main, nothing typed, nothing ticked. */
export const initialStakingStakeState: StakingStakeState = {
  view: 'main',
  pid: null,
  amount: '',
  agreed: false,
  phase: { kind: 'editing' },
  attempt: 0,
};

/** True while the user can change the form. */
export function isStakingEditing(state: StakingStakeState): boolean {
  return state.phase.kind === 'editing';
}

/** True while the stake call runs. */
export function isStakingSubmitting(state: StakingStakeState): boolean {
  return state.phase.kind === 'staking';
}

/** The amount's validation (ST-AMT-01..04, ST-LIMIT-01..03). */
export function stakingStakeValidation(state: StakingStakeState, context: StakingStakeContext) {
  return validateStakeAmount({ ...context, amount: state.amount });
}

/** Guard: Stake can send: on main, editing, verified, an amount > 0 without error, the agreement ticked. */
export function canStartStakingStake(state: StakingStakeState, context: StakingStakeContext): boolean {
  return (
    state.view === 'main' &&
    isStakingEditing(state) &&
    context.verified &&
    isStakeConfirmEnabled(stakingStakeValidation(state, context), state.agreed)
  );
}

/** The modal's transitions; an event that does not apply where the modal is changes nothing. */
export function stakingStakeReducer(state: StakingStakeState, event: StakingStakeEvent): StakingStakeState {
  switch (event.type) {
    case 'PROTOCOLS.READY': {
      if (state.pid !== null) return state;
      // The route's pid wins when it names a protocol; otherwise the highest rate (ST-DEFI-01).
      const named = event.protocols.find((protocol) => protocol.pid === event.pid);
      const chosen = named ?? autoSelectProtocol(event.protocols);
      return chosen ? { ...state, pid: chosen.pid } : state;
    }
    case 'PROTOCOL.SELECT':
      return isStakingEditing(state) && state.view === 'main' ? { ...state, pid: event.pid } : state;
    case 'AMOUNT.CHANGE':
      return isStakingEditing(state) ? { ...state, amount: event.amount } : state;
    case 'AGREEMENT.CHANGE':
      return isStakingEditing(state) ? { ...state, agreed: event.agreed } : state;
    case 'VIEW.OPEN':
      return state.view === 'main' && isStakingEditing(state) ? { ...state, view: event.view } : state;
    case 'VIEW.BACK':
      return state.view !== 'main' && state.view !== 'stake_success' ? { ...state, view: 'main' } : state;
    case 'SUBMIT.START':
      if (!canStartStakingStake(state, event.context)) return state;
      return { ...state, phase: { kind: 'staking' }, attempt: state.attempt + 1 };
    case 'SUBMIT.SUCCESS':
      return state.phase.kind === 'staking'
        ? { ...state, amount: '', view: 'stake_success', phase: { kind: 'succeeded', receipt: event.receipt } }
        : state;
    case 'SUBMIT.FAILURE':
      return state.phase.kind === 'staking' ? { ...state, phase: { kind: 'editing' } } : state;
    case 'SUCCESS.CONTINUE':
      return state.view === 'stake_success' ? { ...state, view: 'main', phase: { kind: 'editing' } } : state;
    case 'DIALOG.CLOSE':
      // A running call goes on; otherwise the next opening starts on main, empty and unticked.
      if (isStakingSubmitting(state)) return state;
      return { ...initialStakingStakeState, pid: state.pid, attempt: state.attempt };
  }
}
