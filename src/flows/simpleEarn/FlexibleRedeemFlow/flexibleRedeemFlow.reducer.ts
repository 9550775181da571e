/**
 * The flexible redeem dialog as a typed reducer (SE-REDEEM-05, 08..18, DEC-24): the amount, the
 * pre-check then the redeem, the success dialog, and the cancel-redemption confirm. No React.
 */
import type { DomainResult } from '../../../domain/result';
import {
  canCancelRedemption,
  canConfirmFlexibleRedeem,
  redeemableAmount,
  validateFlexibleRedeemAmount,
  type FlexibleHolding,
  type FlexibleRedeemAmount,
} from '../../../domain/simpleEarn';

/** What a successful redemption was. */
export interface FlexibleRedeemReceipt {
  readonly asset: string;
  readonly amount: string;
  /** When it was submitted, epoch ms. */
  readonly redeemedAt: number;
}

/** Where the dialog is. */
export type FlexibleRedeemPhase =
  | { readonly kind: 'editing' }
  /** The trade-info pre-check runs (SE-REDEEM-08, DEC-24). */
  | { readonly kind: 'preChecking' }
  /** The redeem call runs. */
  | { readonly kind: 'redeeming' }
  /** The redeem success dialog shows (SE-REDEEM-09). */
  | { readonly kind: 'succeeded'; readonly receipt: FlexibleRedeemReceipt }
  /** The cancel-redemption confirm dialog asks (SE-REDEEM-05). */
  | { readonly kind: 'confirmingCancel' }
  /** The cancel-redemption call runs. */
  | { readonly kind: 'cancelling' };

/** The dialog's state. */
export interface FlexibleRedeemFlowState {
  /** The amount as typed. */
  readonly amount: string;
  readonly phase: FlexibleRedeemPhase;
  /** Counts submits and cancels, so each call runs once per request. */
  readonly attempt: number;
}

/** The holding fields the redeem reads. */
export type RedeemHolding = Pick<
  FlexibleHolding,
  'asset' | 'currAmount' | 'frozenAmount' | 'marginFrozenAmount' | 'frozenStatus' | 'lendAmount'
>;

/** Every event of the dialog. */
export type FlexibleRedeemFlowEvent =
  | { readonly type: 'AMOUNT.CHANGE'; readonly amount: string }
  | { readonly type: 'SUBMIT.START'; readonly holding: RedeemHolding }
  | { readonly type: 'PRECHECK.PASS' }
  | { readonly type: 'PRECHECK.FAILURE' }
  | { readonly type: 'SUBMIT.SUCCESS'; readonly receipt: FlexibleRedeemReceipt }
  | { readonly type: 'SUBMIT.FAILURE' }
  | { readonly type: 'CANCEL.REQUEST'; readonly holding: RedeemHolding }
  | { readonly type: 'CANCEL.DISMISS' }
  | { readonly type: 'CANCEL.CONFIRM' }
  | { readonly type: 'CANCEL.SUCCESS' }
  | { readonly type: 'CANCEL.FAILURE' }
  | { readonly type: 'RESULT.DISMISS' }
  | { readonly type: 'DIALOG.CLOSE' };

/** A dialog with nothing typed. */
export const initialFlexibleRedeemFlowState: FlexibleRedeemFlowState = {
  amount: '',
  phase: { kind: 'editing' },
  attempt: 0,
};

/** The amount check against the holding's redeemable amount (SE-REDEEM-12..16). */
export function redeemValidation(amount: string, holding: RedeemHolding): DomainResult<FlexibleRedeemAmount> {
  return validateFlexibleRedeemAmount(amount, redeemableAmount(holding), holding.asset);
}

/** Guard: a redeem can start: editing, and the amount is valid, not empty, not zero (SE-REDEEM-17/18). */
export function canStartRedeem(state: FlexibleRedeemFlowState, holding: RedeemHolding): boolean {
  return state.phase.kind === 'editing' && canConfirmFlexibleRedeem(redeemValidation(state.amount, holding));
}

/** Guard: a pending redemption can be cancelled: editing and frozen_status 1 (SE-REDEEM-10). */
export function canRequestCancel(state: FlexibleRedeemFlowState, holding: RedeemHolding): boolean {
  return state.phase.kind === 'editing' && canCancelRedemption(holding);
}

/** Guard: a call runs. */
export function isRedeemBusy(state: FlexibleRedeemFlowState): boolean {
  return state.phase.kind === 'preChecking' || state.phase.kind === 'redeeming' || state.phase.kind === 'cancelling';
}

const editing: FlexibleRedeemPhase = { kind: 'editing' };

/** The flexible redeem dialog's transitions; events that do not apply change nothing. */
export function flexibleRedeemFlowReducer(
  state: FlexibleRedeemFlowState,
  event: FlexibleRedeemFlowEvent,
): FlexibleRedeemFlowState {
  switch (event.type) {
    case 'AMOUNT.CHANGE':
      return state.phase.kind === 'editing' ? { ...state, amount: event.amount } : state;
    case 'SUBMIT.START':
      return canStartRedeem(state, event.holding)
        ? { ...state, attempt: state.attempt + 1, phase: { kind: 'preChecking' } }
        : state;
    case 'PRECHECK.PASS':
      return state.phase.kind === 'preChecking' ? { ...state, phase: { kind: 'redeeming' } } : state;
    case 'PRECHECK.FAILURE':
      return state.phase.kind === 'preChecking' ? { ...state, phase: editing } : state;
    case 'SUBMIT.SUCCESS':
      return state.phase.kind === 'redeeming'
        ? { ...state, amount: '', phase: { kind: 'succeeded', receipt: event.receipt } }
        : state;
    case 'SUBMIT.FAILURE':
      return state.phase.kind === 'redeeming' ? { ...state, phase: editing } : state;
    case 'CANCEL.REQUEST':
      return canRequestCancel(state, event.holding) ? { ...state, phase: { kind: 'confirmingCancel' } } : state;
    case 'CANCEL.DISMISS':
      return state.phase.kind === 'confirmingCancel' ? { ...state, phase: editing } : state;
    case 'CANCEL.CONFIRM':
      return state.phase.kind === 'confirmingCancel'
        ? { ...state, attempt: state.attempt + 1, phase: { kind: 'cancelling' } }
        : state;
    case 'CANCEL.SUCCESS':
    case 'CANCEL.FAILURE':
      return state.phase.kind === 'cancelling' ? { ...state, phase: editing } : state;
    case 'RESULT.DISMISS':
      return state.phase.kind === 'succeeded' ? { ...state, phase: editing } : state;
    case 'DIALOG.CLOSE':
      return state.phase.kind === 'editing' || state.phase.kind === 'confirmingCancel'
        ? { ...state, amount: '', phase: editing }
        : state;
  }
}
