/**
 * The soft staking modal as a typed reducer (SS-SWITCH-01..05): tick the terms and activate, or close with 'stop
 * earning' or 'continue earning'. The guard reads the domain rule (`softStakingSwitchStatus`); the component sends
 * the switch the phase asks for.
 */
import { softStakingSwitchStatus, type SoftStakingAction } from '../../domain/softStaking';

/** Where the modal is. */
export type SoftStakingSwitchPhase =
  | { readonly kind: 'editing' }
  /** The switch call is on its way with the status it asks for (SS-API-01). */
  | { readonly kind: 'switching'; readonly status: boolean }
  /** Done: the modal closes; `status` is the switch's new state, or null when nothing was sent. */
  | { readonly kind: 'done'; readonly status: boolean | null };

/** The modal's state. */
export interface SoftStakingSwitchState {
  /** Whether the terms box is ticked; never ticked for the user (SS-SWITCH-03). */
  readonly termsAccepted: boolean;
  readonly phase: SoftStakingSwitchPhase;
  /** Counts switch calls, so each runs once. */
  readonly attempt: number;
}

/** Every event of the modal. */
export type SoftStakingSwitchEvent =
  | { readonly type: 'TERMS.CHANGE'; readonly accepted: boolean }
  | { readonly type: 'CHOOSE'; readonly action: SoftStakingAction }
  | { readonly type: 'SWITCH.SUCCESS' }
  | { readonly type: 'SWITCH.FAILURE' }
  | { readonly type: 'DIALOG.CLOSE' };

/** Terms unticked, nothing sent. */
export const initialSoftStakingSwitchState: SoftStakingSwitchState = {
  termsAccepted: false,
  phase: { kind: 'editing' },
  attempt: 0,
};

/** The modal's transitions; an event that does not apply in the current phase changes nothing. */
export function softStakingSwitchReducer(
  state: SoftStakingSwitchState,
  event: SoftStakingSwitchEvent,
): SoftStakingSwitchState {
  switch (event.type) {
    case 'TERMS.CHANGE':
      return state.phase.kind === 'editing' ? { ...state, termsAccepted: event.accepted } : state;
    case 'CHOOSE': {
      if (state.phase.kind !== 'editing') return state;
      const status = softStakingSwitchStatus(event.action, state.termsAccepted);
      // Activation without the terms ticked sends nothing (SS-SWITCH-03).
      if (!status.ok) return state;
      // 'Continue earning' keeps soft staking on with no call (SS-SWITCH-05).
      if (status.value === null) return { ...state, phase: { kind: 'done', status: null } };
      return { ...state, phase: { kind: 'switching', status: status.value }, attempt: state.attempt + 1 };
    }
    case 'SWITCH.SUCCESS':
      return state.phase.kind === 'switching'
        ? { ...state, phase: { kind: 'done', status: state.phase.status } }
        : state;
    case 'SWITCH.FAILURE':
      return state.phase.kind === 'switching' ? { ...state, phase: { kind: 'editing' } } : state;
    case 'DIALOG.CLOSE':
      return state.phase.kind === 'switching' ? state : { ...initialSoftStakingSwitchState, attempt: state.attempt };
  }
}
