/**
 * Switching auto-earn for one coin or all of them (AE-TOGGLE): a guest is sent to login (AE-TOGGLE-06);
 * a user confirms first (AE-TOGGLE-03), then the set-status call goes out with '1' or '0'
 * (AE-TOGGLE-04/05); its answer ends the flow. The body and the first step are the domain's
 * (`startAutoEarnToggle`).
 */
import type { AutoEarnTarget, AutoEarnToggleRequest } from '../../domain/autoEarn/status';
import { startAutoEarnToggle } from '../../domain/autoEarn/toggle';

/** Where a toggle is. */
export type AutoEarnToggleState =
  | { readonly step: 'idle' }
  /** A guest toggled: the host's login is to open (SH-AUTH-01). */
  | { readonly step: 'loginRequired' }
  /** The confirm dialog is open for this change. */
  | {
      readonly step: 'confirming';
      readonly target: AutoEarnTarget;
      readonly on: boolean;
      readonly request: AutoEarnToggleRequest;
    }
  /** Confirmed: the set-status call is under way. */
  | {
      readonly step: 'submitting';
      readonly target: AutoEarnTarget;
      readonly on: boolean;
      readonly request: AutoEarnToggleRequest;
    };

/** What can happen. */
export type AutoEarnToggleEvent =
  | {
      readonly type: 'TOGGLE.REQUEST';
      readonly target: AutoEarnTarget;
      readonly on: boolean;
      readonly isLoggedIn: boolean;
    }
  | { readonly type: 'LOGIN.SENT' }
  | { readonly type: 'CONFIRM' }
  | { readonly type: 'CANCEL' }
  | { readonly type: 'SUBMIT.SUCCESS' }
  | { readonly type: 'SUBMIT.FAILURE' };

export const initialAutoEarnToggleState: AutoEarnToggleState = { step: 'idle' };

/** Guard: a new toggle can start only when nothing else is open or sending. */
export function canRequestAutoEarnToggle(state: AutoEarnToggleState): boolean {
  return state.step === 'idle';
}

/** The toggle reducer. */
export function autoEarnToggleReducer(state: AutoEarnToggleState, event: AutoEarnToggleEvent): AutoEarnToggleState {
  switch (event.type) {
    case 'TOGGLE.REQUEST': {
      if (!canRequestAutoEarnToggle(state)) return state;
      const start = startAutoEarnToggle(event.isLoggedIn, event.target, event.on);
      return start.kind === 'login'
        ? { step: 'loginRequired' }
        : { step: 'confirming', target: event.target, on: event.on, request: start.request };
    }
    case 'LOGIN.SENT':
      return state.step === 'loginRequired' ? initialAutoEarnToggleState : state;
    case 'CONFIRM':
      return state.step === 'confirming' ? { ...state, step: 'submitting' } : state;
    case 'CANCEL':
      return state.step === 'confirming' ? initialAutoEarnToggleState : state;
    case 'SUBMIT.SUCCESS':
    case 'SUBMIT.FAILURE':
      return state.step === 'submitting' ? initialAutoEarnToggleState : state;
    default:
      return state;
  }
}
