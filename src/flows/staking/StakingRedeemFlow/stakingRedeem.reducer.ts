/**
 * The staking redeem modal as a typed reducer (ST-MODAL-09, ST-REDEEM-01): the main view's amount, protocol and
 * redeem coin, the redeem_type_select and faq views and back, the confirmation, then the redeem and redeem_success.
 * The guards read the domain rules, never the network; the component runs the call the phase asks for.
 */
import {
  DEFAULT_REDEEM_COIN,
  canMoveRedeemView,
  isStakingRedeemConfirmEnabled,
  validateStakingRedeemAmount,
  type RedeemModalView,
  type RedeemType,
  type StakingRedeemReceipt,
} from '../../../domain/staking';

/** What one redeem sends: fixed when Confirm is pressed, so a retry sends the same. */
export interface StakingRedeemRequest {
  /** The validated amount, 8 decimals. */
  readonly amount: string;
  readonly redeemType: RedeemType;
  readonly redeemCoin: string;
  /** The protocol redeemed from; -1 for a product without protocols. */
  readonly pid: number;
}

/** Where the modal is. */
export type StakingRedeemPhase =
  | { readonly kind: 'editing' }
  | { readonly kind: 'confirming' }
  | { readonly kind: 'submitting'; readonly request: StakingRedeemRequest }
  | {
      readonly kind: 'succeeded';
      readonly request: StakingRedeemRequest;
      /** The exchange's clock when the redeem was accepted: the timeline starts there. */
      readonly submittedAt: number;
      readonly receipt: StakingRedeemReceipt | null;
    };

/** The modal's state. */
export interface StakingRedeemState {
  /** The view shown (ST-MODAL-09). */
  readonly view: RedeemModalView;
  /** The amount as typed. */
  readonly amount: string;
  /** 'standard' until the user picks fast (ST-STATE-03). */
  readonly redeemType: RedeemType;
  /** The coin paid out, USDC until the user picks one (ST-STATE-04). */
  readonly redeemCoin: string;
  /** The protocol the user picked; null until then (one held protocol is picked by itself, ST-DEFI-03). */
  readonly pickedPid: number | null;
  readonly phase: StakingRedeemPhase;
  /** Counts submits, so each runs its call once. */
  readonly attempt: number;
}

/** What the guards check against: the product's terms as they stand for the chosen protocol and coin. */
export interface StakingRedeemContext {
  readonly coin: string;
  /** What the user holds in the product or the chosen protocol. */
  readonly redeemable: string;
  /** `min_redeem_amount` of the product or the chosen protocol (ST-REDEEM-05). */
  readonly minRedeemAmount: string;
  /** The protocol redeemed from, -1 for none; null while a DeFi user has not picked one of several (ST-DEFI-02). */
  readonly pid: number | null;
  /** The redeem coin the terms were read for (the state's, or the product's fallback). */
  readonly redeemCoin: string;
  /** Whether fast redemption can be chosen now (ST-REDEEM-07..09, DEC-22). */
  readonly fastEnabled: boolean;
}

/** Every event of the modal. */
export type StakingRedeemEvent =
  | { readonly type: 'AMOUNT.CHANGE'; readonly amount: string }
  | { readonly type: 'PROTOCOL.SELECT'; readonly pid: number }
  | { readonly type: 'REDEEM_COIN.SELECT'; readonly coin: string }
  | { readonly type: 'TYPE_SELECT.OPEN' }
  | { readonly type: 'TYPE.CHOOSE'; readonly redeemType: RedeemType; readonly context: StakingRedeemContext }
  | { readonly type: 'FAQ.OPEN' }
  | { readonly type: 'VIEW.BACK' }
  | { readonly type: 'CONFIRM.OPEN'; readonly context: StakingRedeemContext }
  | { readonly type: 'CONFIRM.CANCEL' }
  | { readonly type: 'SUBMIT.START'; readonly context: StakingRedeemContext }
  | {
      readonly type: 'SUBMIT.SUCCESS';
      readonly submittedAt: number;
      readonly receipt: StakingRedeemReceipt | null;
    }
  | { readonly type: 'SUBMIT.FAILURE' }
  | { readonly type: 'DIALOG.CLOSE' };

/** Nothing typed, standard redemption into USDC (ST-STATE-03, ST-STATE-04), on the main view. */
export const initialStakingRedeemState: StakingRedeemState = {
  view: 'main',
  amount: '',
  redeemType: 'standard',
  redeemCoin: DEFAULT_REDEEM_COIN,
  pickedPid: null,
  phase: { kind: 'editing' },
  attempt: 0,
};

/** True while the user can change the form. */
function isStakingRedeemEditing(state: StakingRedeemState): boolean {
  return state.phase.kind === 'editing';
}

/** The amount's validation: 8 decimals, the minimum, the redeemable amount (ST-REDEEM-05, ST-REDEEM-06). */
export function stakingRedeemValidation(amount: string, context: StakingRedeemContext) {
  return validateStakingRedeemAmount({
    amount,
    coin: context.coin,
    redeemable: context.redeemable,
    minRedeemAmount: context.minRedeemAmount,
  });
}

/**
 * Guard: the redeem can go on to its confirmation: editing on the main view, a protocol known, a valid amount > 0,
 * and fast only while it can be chosen (the quota may have run out since it was picked).
 */
export function canConfirmStakingRedeem(state: StakingRedeemState, context: StakingRedeemContext): boolean {
  return (
    isStakingRedeemEditing(state) &&
    state.view === 'main' &&
    context.pid !== null &&
    (state.redeemType === 'standard' || context.fastEnabled) &&
    isStakingRedeemConfirmEnabled(stakingRedeemValidation(state.amount, context))
  );
}

function moveTo(state: StakingRedeemState, view: RedeemModalView): StakingRedeemState {
  return isStakingRedeemEditing(state) && canMoveRedeemView(state.view, view) ? { ...state, view } : state;
}

/** The modal's transitions; an event that does not apply in the current phase or view changes nothing. */
export function stakingRedeemReducer(state: StakingRedeemState, event: StakingRedeemEvent): StakingRedeemState {
  switch (event.type) {
    case 'AMOUNT.CHANGE':
      return isStakingRedeemEditing(state) ? { ...state, amount: event.amount } : state;
    case 'PROTOCOL.SELECT':
      return isStakingRedeemEditing(state) ? { ...state, pickedPid: event.pid } : state;
    case 'REDEEM_COIN.SELECT':
      return isStakingRedeemEditing(state) ? { ...state, redeemCoin: event.coin } : state;
    case 'TYPE_SELECT.OPEN':
      return moveTo(state, 'redeem_type_select');
    case 'FAQ.OPEN':
      return moveTo(state, 'faq');
    case 'TYPE.CHOOSE': {
      if (state.view !== 'redeem_type_select' || !isStakingRedeemEditing(state)) return state;
      // A disabled fast option is never chosen (ST-REDEEM-07..09); the view stays for its reason to be read.
      if (event.redeemType === 'fast' && !event.context.fastEnabled) return state;
      return { ...state, redeemType: event.redeemType, view: 'main' };
    }
    case 'VIEW.BACK':
      return state.view === 'redeem_success' ? state : moveTo(state, 'main');
    case 'CONFIRM.OPEN':
      return canConfirmStakingRedeem(state, event.context) ? { ...state, phase: { kind: 'confirming' } } : state;
    case 'CONFIRM.CANCEL':
      return state.phase.kind === 'confirming' ? { ...state, phase: { kind: 'editing' } } : state;
    case 'SUBMIT.START': {
      if (state.phase.kind !== 'confirming') return state;
      const editing = { ...state, phase: { kind: 'editing' } } as const;
      const { context } = event;
      if (!canConfirmStakingRedeem(editing, context) || context.pid === null) return editing;
      const validation = stakingRedeemValidation(state.amount, context);
      const amount = validation.ok ? validation.value.amount : state.amount;
      const request: StakingRedeemRequest = {
        amount,
        redeemType: state.redeemType,
        redeemCoin: context.redeemCoin,
        pid: context.pid,
      };
      return { ...state, phase: { kind: 'submitting', request }, attempt: state.attempt + 1 };
    }
    case 'SUBMIT.SUCCESS':
      return state.phase.kind === 'submitting'
        ? {
            ...state,
            view: 'redeem_success',
            amount: '',
            phase: {
              kind: 'succeeded',
              request: state.phase.request,
              submittedAt: event.submittedAt,
              receipt: event.receipt,
            },
          }
        : state;
    case 'SUBMIT.FAILURE':
      return state.phase.kind === 'submitting' ? { ...state, phase: { kind: 'editing' } } : state;
    case 'DIALOG.CLOSE':
      // A running call goes on; otherwise the next opening starts afresh.
      return state.phase.kind === 'submitting' ? state : { ...initialStakingRedeemState, attempt: state.attempt };
  }
}
