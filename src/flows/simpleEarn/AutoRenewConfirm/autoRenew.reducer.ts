/**
 * The auto-renew (reinvest) switch of a fixed order and its confirm as a typed reducer (SE-REINV-01,
 * 07, 09; DEC-08): a toggle asks first, only while the order allows it; the confirm sends; the answer
 * returns to idle. No React.
 */
import { isReinvestToggleAllowed, type FixedOrderState } from '../../../domain/simpleEarn';

/** Where the switch is. */
export type AutoRenewPhase =
  | { readonly kind: 'idle' }
  /** The confirm dialog asks to turn reinvest `on` or off. */
  | { readonly kind: 'confirming'; readonly on: boolean }
  /** The reinvest-status call runs. */
  | { readonly kind: 'saving'; readonly on: boolean };

/** The switch's state. */
export interface AutoRenewState {
  readonly phase: AutoRenewPhase;
  /** Counts saves, so the call runs once per confirm. */
  readonly attempt: number;
}

/** Every event of the switch. */
export type AutoRenewEvent =
  | { readonly type: 'TOGGLE.REQUEST'; readonly on: boolean; readonly order: FixedOrderState; readonly now: number }
  | { readonly type: 'CONFIRM' }
  | { readonly type: 'DISMISS' }
  | { readonly type: 'SUBMIT.SUCCESS' }
  | { readonly type: 'SUBMIT.FAILURE' };

/** A switch at rest. */
export const initialAutoRenewState: AutoRenewState = { phase: { kind: 'idle' }, attempt: 0 };

/** Guard: a toggle may ask: at rest, and the order allows it now (SE-REINV-07, DEC-08). */
export function canRequestAutoRenewToggle(state: AutoRenewState, order: FixedOrderState, now: number): boolean {
  return state.phase.kind === 'idle' && isReinvestToggleAllowed(order, now);
}

/** The auto-renew switch's transitions; events that do not apply change nothing. */
export function autoRenewReducer(state: AutoRenewState, event: AutoRenewEvent): AutoRenewState {
  switch (event.type) {
    case 'TOGGLE.REQUEST':
      return canRequestAutoRenewToggle(state, event.order, event.now)
        ? { ...state, phase: { kind: 'confirming', on: event.on } }
        : state;
    case 'CONFIRM':
      return state.phase.kind === 'confirming'
        ? { phase: { kind: 'saving', on: state.phase.on }, attempt: state.attempt + 1 }
        : state;
    case 'DISMISS':
      return state.phase.kind === 'confirming' ? { ...state, phase: { kind: 'idle' } } : state;
    case 'SUBMIT.SUCCESS':
    case 'SUBMIT.FAILURE':
      return state.phase.kind === 'saving' ? { ...state, phase: { kind: 'idle' } } : state;
  }
}
