/**
 * The early-redeem dialog of a fixed order as a typed reducer (SE-EARLY-01/02, DEC-08): confirm, the
 * pre-redeem call, done. The guard reads the order and the time it is given, never the clock.
 */
import { fixedOrderActionAvailability, isEarlyRedeemAllowed, type FixedOrderState } from '../../../domain/simpleEarn';

/** Where the dialog is. */
export type EarlyRedeemPhase =
  { readonly kind: 'confirming' } | { readonly kind: 'redeeming' } | { readonly kind: 'succeeded' };

/** The dialog's state. */
export interface EarlyRedeemFlowState {
  readonly phase: EarlyRedeemPhase;
  /** Counts submits, so the call runs once per submit. */
  readonly attempt: number;
}

/** Every event of the dialog. */
export type EarlyRedeemFlowEvent =
  | { readonly type: 'SUBMIT.START'; readonly order: FixedOrderState; readonly now: number }
  | { readonly type: 'SUBMIT.SUCCESS' }
  | { readonly type: 'SUBMIT.FAILURE' }
  | { readonly type: 'DIALOG.CLOSE' };

/** A dialog waiting for the user's confirmation. */
export const initialEarlyRedeemFlowState: EarlyRedeemFlowState = { phase: { kind: 'confirming' }, attempt: 0 };

/** Guard: early redeem can be sent: confirming, and the order allows it now (SE-EARLY-02). */
export function canStartEarlyRedeem(state: EarlyRedeemFlowState, order: FixedOrderState, now: number): boolean {
  return state.phase.kind === 'confirming' && isEarlyRedeemAllowed(order, now);
}

/** Why early redeem is not possible now (the SE-TIP tooltip key), or null when it is. */
export function earlyRedeemUnavailableKey(order: FixedOrderState, now: number): string | null {
  const availability = fixedOrderActionAvailability(order, 'earlyRedeem', now);
  return availability.ok ? null : availability.error.key;
}

/** The early-redeem dialog's transitions; events that do not apply change nothing. */
export function earlyRedeemFlowReducer(state: EarlyRedeemFlowState, event: EarlyRedeemFlowEvent): EarlyRedeemFlowState {
  switch (event.type) {
    case 'SUBMIT.START':
      return canStartEarlyRedeem(state, event.order, event.now)
        ? { phase: { kind: 'redeeming' }, attempt: state.attempt + 1 }
        : state;
    case 'SUBMIT.SUCCESS':
      return state.phase.kind === 'redeeming' ? { ...state, phase: { kind: 'succeeded' } } : state;
    case 'SUBMIT.FAILURE':
      return state.phase.kind === 'redeeming' ? { ...state, phase: { kind: 'confirming' } } : state;
    case 'DIALOG.CLOSE':
      return state.phase.kind === 'succeeded' ? { ...state, phase: { kind: 'confirming' } } : state;
  }
}
