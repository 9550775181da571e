/**
 * The subscribe dialog as a typed reducer (SE-SUB-12..20, SE-VOUCH-02..04, SE-REINV-02..05): named
 * events, named guards, no React. The component runs each step's call when the phase asks for it and
 * reports the answer back as an event; `attempt` numbers each submit so a step runs once per attempt.
 */
import {
  DEFAULT_SUBSCRIBE_PREFERENCES,
  FixedProductType,
  initialVoucherSelection,
  preferencesOnSubscribeDialogClose,
  revokeVoucherSelection,
  setRedeemAccount,
  setReinvest,
  specialProductEligibility,
  type RedeemAccountType,
  type SubscribeCheckOutcome,
  type SubscribePreferences,
  type Voucher,
  type VoucherSelection,
} from '../../../domain/simpleEarn';
import {
  canSubmitSubscription,
  failsVipVerification,
  needsEligibilityCheck,
  type SubscribeData,
} from './subscribeTerms';

/** What a successful subscription was, for the success dialog (SE-SUBOK-01). */
export interface SubscribeReceipt {
  readonly kind: 'flexible' | 'fixed';
  readonly asset: string;
  /** The amount sent: rounded down to 6 decimals (SE-AMT-11). */
  readonly amount: string;
  /** Lock-up days; null for flexible. */
  readonly termDays: number | null;
  /** When the subscription was made, epoch ms. */
  readonly subscribedAt: number;
  /** Reinvest was on (fixed only). */
  readonly reinvest: boolean;
}

/** Where the dialog is. */
export type SubscribePhase =
  /** The user edits term, amount, voucher and options. */
  | { readonly kind: 'editing' }
  /** Step 1, special products only: the eligibility check runs (SE-SUB-12). */
  | { readonly kind: 'checkingEligibility' }
  /** Step 2: the trade-info pre-check runs (SE-SUB-14). */
  | { readonly kind: 'preChecking' }
  /** Step 3: the subscribe call runs (SE-SUB-16). */
  | { readonly kind: 'subscribing' }
  /** Done: the success dialog shows (SE-SUB-17). */
  | { readonly kind: 'succeeded'; readonly receipt: SubscribeReceipt }
  /** The special-product check failed: the ineligible notice shows (SE-SUB-13). */
  | { readonly kind: 'ineligible' }
  /** The user's VIP level is outside the product's range: the VIP dialog shows (SE-SUB-20). */
  | { readonly kind: 'vipDenied' };

/** The dialog's state. */
export interface SubscribeFlowState {
  /** The selected term's id ('0' flexible, else the fixed product id); null for none. */
  readonly termId: string | null;
  /** The amount as typed. */
  readonly amount: string;
  /** The selected rate-up voucher. */
  readonly voucher: VoucherSelection;
  /** True once the user picked or revoked a voucher: a reloaded list then keeps their choice. */
  readonly voucherTouched: boolean;
  /** The reinvest and redeem-to choices (SE-REINV-02..05). */
  readonly preferences: SubscribePreferences;
  /** Where the dialog is. */
  readonly phase: SubscribePhase;
  /** Counts submits, so each step's call runs once per submit. */
  readonly attempt: number;
}

/** Every event the dialog handles. */
export type SubscribeFlowEvent =
  | { readonly type: 'TERM.SELECT'; readonly termId: string }
  | { readonly type: 'AMOUNT.CHANGE'; readonly amount: string }
  | { readonly type: 'VOUCHERS.LOADED'; readonly vouchers: readonly Voucher[] }
  | { readonly type: 'VOUCHER.SELECT'; readonly voucher: VoucherSelection }
  | { readonly type: 'VOUCHER.REVOKE' }
  | { readonly type: 'REINVEST.TOGGLE'; readonly on: boolean }
  | { readonly type: 'REDEEM_ACCOUNT.SELECT'; readonly redeemAccountType: RedeemAccountType }
  | { readonly type: 'SUBMIT.START'; readonly data: SubscribeData }
  | { readonly type: 'ELIGIBILITY.RESULT'; readonly outcome: SubscribeCheckOutcome }
  | { readonly type: 'PRECHECK.PASS' }
  | { readonly type: 'PRECHECK.FAILURE' }
  | { readonly type: 'SUBMIT.SUCCESS'; readonly receipt: SubscribeReceipt }
  | { readonly type: 'SUBMIT.FAILURE' }
  | { readonly type: 'NOTICE.DISMISS' }
  | { readonly type: 'SUBSCRIBE.MORE' }
  | { readonly type: 'RESULT.DISMISS' }
  | { readonly type: 'DIALOG.CLOSE' };

/** The state a dialog opens in, on `termId` when given. */
export function initialSubscribeFlowState(
  termId: string | null = null,
  preferences: SubscribePreferences = DEFAULT_SUBSCRIBE_PREFERENCES,
): SubscribeFlowState {
  return {
    termId,
    amount: '',
    voucher: null,
    voucherTouched: false,
    preferences,
    phase: { kind: 'editing' },
    attempt: 0,
  };
}

/** Guard: the user can still edit (nothing is being sent, no result is showing). */
export function isSubscribeEditing(state: SubscribeFlowState): boolean {
  return state.phase.kind === 'editing';
}

/** Guard: a submit can start from this state with this data. */
export function canStartSubscribe(state: SubscribeFlowState, data: SubscribeData): boolean {
  return isSubscribeEditing(state) && canSubmitSubscription(state, data);
}

/** Guard: a call is running, so the dialog shows the button busy. */
export function isSubscribeSubmitting(state: SubscribeFlowState): boolean {
  const kind = state.phase.kind;
  return kind === 'checkingEligibility' || kind === 'preChecking' || kind === 'subscribing';
}

const editing: SubscribePhase = { kind: 'editing' };

/** The subscribe dialog's transitions. Events that do not apply in the current phase change nothing. */
export function subscribeFlowReducer(state: SubscribeFlowState, event: SubscribeFlowEvent): SubscribeFlowState {
  switch (event.type) {
    case 'TERM.SELECT':
      if (!isSubscribeEditing(state) || event.termId === state.termId) return state;
      // Vouchers belong to a product: a new term starts with its own recommended voucher.
      return { ...state, termId: event.termId, voucher: null, voucherTouched: false };
    case 'AMOUNT.CHANGE':
      return isSubscribeEditing(state) ? { ...state, amount: event.amount } : state;
    case 'VOUCHERS.LOADED':
      return state.voucherTouched ? state : { ...state, voucher: initialVoucherSelection(event.vouchers) };
    case 'VOUCHER.SELECT':
      return isSubscribeEditing(state) ? { ...state, voucher: event.voucher, voucherTouched: true } : state;
    case 'VOUCHER.REVOKE':
      return isSubscribeEditing(state) ? { ...state, voucher: revokeVoucherSelection(), voucherTouched: true } : state;
    case 'REINVEST.TOGGLE':
      return isSubscribeEditing(state) ? { ...state, preferences: setReinvest(state.preferences, event.on) } : state;
    case 'REDEEM_ACCOUNT.SELECT':
      return isSubscribeEditing(state)
        ? { ...state, preferences: setRedeemAccount(state.preferences, event.redeemAccountType) }
        : state;
    case 'SUBMIT.START': {
      if (!canStartSubscribe(state, event.data)) return state;
      const attempt = state.attempt + 1;
      if (failsVipVerification(state, event.data)) return { ...state, attempt, phase: { kind: 'vipDenied' } };
      const phase: SubscribePhase = needsEligibilityCheck(state, event.data)
        ? { kind: 'checkingEligibility' }
        : { kind: 'preChecking' };
      return { ...state, attempt, phase };
    }
    case 'ELIGIBILITY.RESULT': {
      if (state.phase.kind !== 'checkingEligibility') return state;
      // Only special products reach this step, so the domain's gate decides on the outcome alone (SE-ERR-08).
      const gate = specialProductEligibility(FixedProductType.special, event.outcome);
      return { ...state, phase: gate.ok ? { kind: 'preChecking' } : { kind: 'ineligible' } };
    }
    case 'PRECHECK.PASS':
      return state.phase.kind === 'preChecking' ? { ...state, phase: { kind: 'subscribing' } } : state;
    case 'PRECHECK.FAILURE':
      return state.phase.kind === 'preChecking' ? { ...state, phase: editing } : state;
    case 'SUBMIT.SUCCESS':
      return state.phase.kind === 'subscribing'
        ? { ...state, phase: { kind: 'succeeded', receipt: event.receipt } }
        : state;
    case 'SUBMIT.FAILURE':
      return state.phase.kind === 'subscribing' ? { ...state, phase: editing } : state;
    case 'NOTICE.DISMISS':
      return state.phase.kind === 'ineligible' || state.phase.kind === 'vipDenied'
        ? { ...state, phase: editing }
        : state;
    case 'SUBSCRIBE.MORE':
    case 'RESULT.DISMISS':
      return state.phase.kind === 'succeeded' ? { ...state, amount: '', phase: editing } : state;
    case 'DIALOG.CLOSE': {
      // A running call keeps going: its answer still reaches the user as the success dialog or a toast.
      const preferences = preferencesOnSubscribeDialogClose(state.preferences);
      const phase = state.phase.kind === 'ineligible' || state.phase.kind === 'vipDenied' ? editing : state.phase;
      return { ...state, preferences, phase };
    }
  }
}
