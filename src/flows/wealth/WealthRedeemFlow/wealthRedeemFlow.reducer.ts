/**
 * The VIP wealth redeem modal as a typed reducer (VW-REDEEM-01..04): the units, the redeem call, done.
 * The guard reads the domain rules, never the network.
 */
import {
  isWealthRedeemEnabled,
  validateWealthRedeemUnits,
  type WealthErrorKey,
  type WealthRedeemUnits,
} from '../../../domain/wealth';
import type { DomainResult } from '../../../domain/result';

/** Where the modal is. */
export type WealthRedeemPhase =
  | { readonly kind: 'editing' }
  | { readonly kind: 'submitting' }
  /** The success view (VW-SUCCESS-01), with the units the server accepted. */
  | { readonly kind: 'succeeded'; readonly units: string };

/** The modal's state. */
export interface WealthRedeemFlowState {
  readonly phase: WealthRedeemPhase;
  /** The units as typed. */
  readonly units: string;
  /** Counts submits, so the call runs once per submit. */
  readonly attempt: number;
}

/** Every event of the modal. */
export type WealthRedeemFlowEvent =
  | { readonly type: 'UNITS.CHANGE'; readonly units: string }
  | { readonly type: 'SUBMIT.START'; readonly redeemableUnits: string }
  | { readonly type: 'SUBMIT.SUCCESS'; readonly units: string }
  | { readonly type: 'SUBMIT.FAILURE' }
  | { readonly type: 'DIALOG.CLOSE' };

/** An empty form. */
export const initialWealthRedeemFlowState: WealthRedeemFlowState = {
  phase: { kind: 'editing' },
  units: '',
  attempt: 0,
};

/** The units' validation (VW-REDEEM-02..04). */
export function wealthRedeemValidation(
  state: WealthRedeemFlowState,
  redeemableUnits: string,
): DomainResult<WealthRedeemUnits, WealthErrorKey> {
  return validateWealthRedeemUnits({ units: state.units, redeemableUnits });
}

/** Guard: the redeem can be sent: editing and valid, non-zero units (VW-REDEEM-03). */
export function canSubmitWealthRedeem(state: WealthRedeemFlowState, redeemableUnits: string): boolean {
  return state.phase.kind === 'editing' && isWealthRedeemEnabled(wealthRedeemValidation(state, redeemableUnits));
}

/** The modal's transitions; events that do not apply change nothing. */
export function wealthRedeemFlowReducer(
  state: WealthRedeemFlowState,
  event: WealthRedeemFlowEvent,
): WealthRedeemFlowState {
  switch (event.type) {
    case 'UNITS.CHANGE':
      return state.phase.kind === 'editing' ? { ...state, units: event.units } : state;
    case 'SUBMIT.START':
      return canSubmitWealthRedeem(state, event.redeemableUnits)
        ? { ...state, phase: { kind: 'submitting' }, attempt: state.attempt + 1 }
        : state;
    case 'SUBMIT.SUCCESS':
      return state.phase.kind === 'submitting' ? { ...state, phase: { kind: 'succeeded', units: event.units } } : state;
    case 'SUBMIT.FAILURE':
      return state.phase.kind === 'submitting' ? { ...state, phase: { kind: 'editing' } } : state;
    case 'DIALOG.CLOSE':
      return state.phase.kind === 'submitting' ? state : { ...initialWealthRedeemFlowState, attempt: state.attempt };
  }
}
