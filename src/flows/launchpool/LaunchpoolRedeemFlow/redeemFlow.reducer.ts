/**
 * The launchpool redeem and claim dialog as a typed reducer (LP-REDEEM-08..12, LP-API-12): the amount,
 * the auto-earn or auto-stake checkbox, then the redeem. The guard reads the domain rules, never the
 * network; the component runs the call the phase asks for.
 */
import {
  isRedeemConfirmDisabled,
  validateRedeemAmount,
  type RedeemAutoOption,
} from '../../../domain/launchpool/redeemValidation';

/** What a successful redeem or claim hands to `onSuccess`. */
export interface LaunchpoolRedeemReceipt {
  readonly projectId: number | string;
  readonly rid: number;
  readonly coin: string;
  /** The amount sent, as plain decimal text. */
  readonly amount: string;
  /** True for a claim (the event has ended). */
  readonly claim: boolean;
}

/** Where the dialog is. */
export type LaunchpoolRedeemPhase =
  | { readonly kind: 'editing' }
  | { readonly kind: 'submitting'; readonly amount: string }
  | { readonly kind: 'succeeded' };

/** The dialog's state. */
export interface LaunchpoolRedeemState {
  /** The amount as typed (already sanitised by the field). */
  readonly amount: string;
  /** Whether the auto-earn or auto-stake checkbox is ticked; unticked by default (P-39). */
  readonly autoChecked: boolean;
  readonly phase: LaunchpoolRedeemPhase;
  /** Counts submits, so each runs its call once. */
  readonly attempt: number;
}

/** What the guard checks the amount against: the pool's coin and the user's stake in it. */
export interface LaunchpoolRedeemContext {
  readonly coin: string;
  readonly decimalPlace: number;
  /** What the user has staked in the pool: all of it can be redeemed (or claimed). */
  readonly redeemable: string;
  /** The checkbox the pool's coin is offered, or null (LP-REDEEM-05). */
  readonly autoOption: RedeemAutoOption | null;
}

/** Every event of the dialog. */
export type LaunchpoolRedeemEvent =
  | { readonly type: 'AMOUNT.CHANGE'; readonly amount: string }
  | { readonly type: 'AUTO.TOGGLE'; readonly checked: boolean }
  | { readonly type: 'SUBMIT.START'; readonly context: LaunchpoolRedeemContext }
  | { readonly type: 'SUBMIT.SUCCESS' }
  | { readonly type: 'SUBMIT.FAILURE' }
  | { readonly type: 'DIALOG.CLOSE' };

/** Nothing typed, nothing ticked. */
export const initialLaunchpoolRedeemState: LaunchpoolRedeemState = {
  amount: '',
  autoChecked: false,
  phase: { kind: 'editing' },
  attempt: 0,
};

/** True while the user can change the form. */
function isLaunchpoolRedeemEditing(state: LaunchpoolRedeemState): boolean {
  return state.phase.kind === 'editing';
}

/** The amount's validation (LP-REDEEM-08, LP-REDEEM-09). */
export function launchpoolRedeemValidation(state: LaunchpoolRedeemState, context: LaunchpoolRedeemContext) {
  return validateRedeemAmount({
    amount: state.amount,
    redeemable: context.redeemable,
    coin: context.coin,
    decimalPlace: context.decimalPlace,
  });
}

/** Guard: Confirm can send: editing, and the amount neither empty nor invalid (LP-REDEEM-10, LP-REDEEM-11). */
export function canStartLaunchpoolRedeem(state: LaunchpoolRedeemState, context: LaunchpoolRedeemContext): boolean {
  return (
    isLaunchpoolRedeemEditing(state) &&
    !isRedeemConfirmDisabled(state.amount, launchpoolRedeemValidation(state, context))
  );
}

/** The dialog's transitions; an event that does not apply in the current phase changes nothing. */
export function launchpoolRedeemReducer(
  state: LaunchpoolRedeemState,
  event: LaunchpoolRedeemEvent,
): LaunchpoolRedeemState {
  switch (event.type) {
    case 'AMOUNT.CHANGE':
      return isLaunchpoolRedeemEditing(state) ? { ...state, amount: event.amount } : state;
    case 'AUTO.TOGGLE':
      return isLaunchpoolRedeemEditing(state) ? { ...state, autoChecked: event.checked } : state;
    case 'SUBMIT.START': {
      if (!canStartLaunchpoolRedeem(state, event.context)) return state;
      const validation = launchpoolRedeemValidation(state, event.context);
      const amount = validation.ok ? validation.value : state.amount;
      return { ...state, phase: { kind: 'submitting', amount }, attempt: state.attempt + 1 };
    }
    case 'SUBMIT.SUCCESS':
      return state.phase.kind === 'submitting' ? { ...state, amount: '', phase: { kind: 'succeeded' } } : state;
    case 'SUBMIT.FAILURE':
      return state.phase.kind === 'submitting' ? { ...state, phase: { kind: 'editing' } } : state;
    case 'DIALOG.CLOSE':
      // A running call goes on; otherwise the next opening starts empty.
      return state.phase.kind === 'submitting' ? state : { ...initialLaunchpoolRedeemState, attempt: state.attempt };
  }
}
