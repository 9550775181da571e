/**
 * The VIP wealth subscribe-more modal as a typed reducer (VW-SUB-01..07): the amount, the disclaimer
 * tick box, the purchase call, done. The guard reads the domain rules, never the network.
 */
import {
  isWealthSubscribeEnabled,
  validateWealthSubscribeAmount,
  type WealthProduct,
  type WealthSubscribeAmount,
} from '../../../domain/wealth';
import type { WealthErrorKey } from '../../../domain/wealth';
import type { DomainResult } from '../../../domain/result';

/** Where the modal is. */
export type WealthSubscribePhase =
  | { readonly kind: 'editing' }
  | { readonly kind: 'submitting' }
  /** The success view (VW-SUCCESS-01), with the amount the server accepted. */
  | { readonly kind: 'succeeded'; readonly amount: string };

/** The modal's state. */
export interface WealthSubscribeFlowState {
  readonly phase: WealthSubscribePhase;
  /** The amount as typed. */
  readonly amount: string;
  /** Whether the disclaimer is ticked (VW-SUB-02, VW-SUB-06). */
  readonly disclaimerAccepted: boolean;
  /** Counts submits, so the call runs once per submit. */
  readonly attempt: number;
}

/** What the guard checks the amount against. */
export interface WealthSubscribeContext {
  readonly product: Pick<WealthProduct, 'coin' | 'minAmount'>;
  readonly available: string;
}

/** Every event of the modal. */
export type WealthSubscribeFlowEvent =
  | { readonly type: 'AMOUNT.CHANGE'; readonly amount: string }
  | { readonly type: 'DISCLAIMER.CHANGE'; readonly accepted: boolean }
  | { readonly type: 'SUBMIT.START'; readonly context: WealthSubscribeContext }
  | { readonly type: 'SUBMIT.SUCCESS'; readonly amount: string }
  | { readonly type: 'SUBMIT.FAILURE' }
  | { readonly type: 'DIALOG.CLOSE' };

/** An empty form, disclaimer not ticked. */
export const initialWealthSubscribeFlowState: WealthSubscribeFlowState = {
  phase: { kind: 'editing' },
  amount: '',
  disclaimerAccepted: false,
  attempt: 0,
};

/** The amount's validation (VW-SUB-04, VW-SUB-05, VW-SUB-07). */
export function wealthSubscribeValidation(
  state: WealthSubscribeFlowState,
  context: WealthSubscribeContext,
): DomainResult<WealthSubscribeAmount, WealthErrorKey> {
  return validateWealthSubscribeAmount({
    amount: state.amount,
    available: context.available,
    product: context.product,
  });
}

/** Guard: the purchase can be sent: editing, a valid amount > 0 and the disclaimer ticked (VW-SUB-06). */
export function canSubmitWealthSubscribe(state: WealthSubscribeFlowState, context: WealthSubscribeContext): boolean {
  return (
    state.phase.kind === 'editing' &&
    isWealthSubscribeEnabled(wealthSubscribeValidation(state, context), state.disclaimerAccepted)
  );
}

/** The modal's transitions; events that do not apply change nothing. */
export function wealthSubscribeFlowReducer(
  state: WealthSubscribeFlowState,
  event: WealthSubscribeFlowEvent,
): WealthSubscribeFlowState {
  switch (event.type) {
    case 'AMOUNT.CHANGE':
      return state.phase.kind === 'editing' ? { ...state, amount: event.amount } : state;
    case 'DISCLAIMER.CHANGE':
      return state.phase.kind === 'editing' ? { ...state, disclaimerAccepted: event.accepted } : state;
    case 'SUBMIT.START':
      return canSubmitWealthSubscribe(state, event.context)
        ? { ...state, phase: { kind: 'submitting' }, attempt: state.attempt + 1 }
        : state;
    case 'SUBMIT.SUCCESS':
      return state.phase.kind === 'submitting'
        ? { ...state, phase: { kind: 'succeeded', amount: event.amount } }
        : state;
    case 'SUBMIT.FAILURE':
      return state.phase.kind === 'submitting' ? { ...state, phase: { kind: 'editing' } } : state;
    case 'DIALOG.CLOSE':
      // A closed modal starts over, unless a call is still running.
      return state.phase.kind === 'submitting' ? state : { ...initialWealthSubscribeFlowState, attempt: state.attempt };
  }
}
