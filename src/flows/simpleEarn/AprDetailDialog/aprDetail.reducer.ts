/**
 * The APR detail dialog as a typed reducer (SE-APR-01..10, SE-CHART-01): the tab, the trend range, the
 * minimum-APR text and its save. The edit accepts only a percent with 2 decimals (SE-APR-05); the
 * save guard is the domain's (SE-APR-07/08).
 */
import type { DomainResult } from '../../../domain/result';
import {
  RATE_TREND_RANGES,
  canConfirmMinimumApr,
  isAcceptableMinimumAprText,
  validateMinimumApr,
  type MinimumAprBounds,
  type MinimumAprValue,
  type RateTrendRange,
} from '../../../domain/simpleEarn';

/** The dialog's tabs (SE-APR-01). */
export const APR_DETAIL_TABS = ['trend', 'edit'] as const;
/** One of the tabs. */
export type AprDetailTab = (typeof APR_DETAIL_TABS)[number];

/** The dialog's state. */
export interface AprDetailState {
  readonly tab: AprDetailTab;
  /** The trend range shown (24 h first, DEC-18). */
  readonly range: RateTrendRange;
  /** The minimum APR as typed, in percent. */
  readonly aprText: string;
  /** 'saving' while the interest-rate call runs. */
  readonly phase: 'editing' | 'saving';
  /** Counts saves, so the call runs once per save. */
  readonly attempt: number;
}

/** Every event of the dialog. */
export type AprDetailEvent =
  | { readonly type: 'TAB.SELECT'; readonly tab: AprDetailTab }
  | { readonly type: 'RANGE.SELECT'; readonly range: RateTrendRange }
  | { readonly type: 'APR.CHANGE'; readonly text: string }
  | { readonly type: 'SUBMIT.START'; readonly bounds: MinimumAprBounds }
  | { readonly type: 'SUBMIT.SUCCESS' }
  | { readonly type: 'SUBMIT.FAILURE' };

/** A dialog on `tab`, with `aprText` prefilled (the current minimum, in percent). */
export function initialAprDetailState(tab: AprDetailTab = 'trend', aprText = ''): AprDetailState {
  return { tab, range: RATE_TREND_RANGES[0], aprText, phase: 'editing', attempt: 0 };
}

/** The check of the typed minimum APR against the bounds (SE-APR-02..04). */
export function minimumAprValidation(
  state: Pick<AprDetailState, 'aprText'>,
  bounds: MinimumAprBounds,
): DomainResult<MinimumAprValue> {
  return validateMinimumApr(state.aprText, bounds);
}

/** Guard: the edit can be saved: not saving, not empty, no error (SE-APR-07, SE-APR-08). */
export function canSaveMinimumApr(state: AprDetailState, bounds: MinimumAprBounds): boolean {
  return state.phase === 'editing' && canConfirmMinimumApr(minimumAprValidation(state, bounds));
}

/** The APR detail dialog's transitions; events that do not apply change nothing. */
export function aprDetailReducer(state: AprDetailState, event: AprDetailEvent): AprDetailState {
  switch (event.type) {
    case 'TAB.SELECT':
      return event.tab === state.tab ? state : { ...state, tab: event.tab };
    case 'RANGE.SELECT':
      return event.range === state.range ? state : { ...state, range: event.range };
    case 'APR.CHANGE':
      // A keystroke that would make a third decimal (or any non-number) is refused (SE-APR-05).
      return state.phase === 'editing' && isAcceptableMinimumAprText(event.text)
        ? { ...state, aprText: event.text }
        : state;
    case 'SUBMIT.START':
      return canSaveMinimumApr(state, event.bounds) ? { ...state, phase: 'saving', attempt: state.attempt + 1 } : state;
    case 'SUBMIT.SUCCESS':
    case 'SUBMIT.FAILURE':
      return state.phase === 'saving' ? { ...state, phase: 'editing' } : state;
  }
}
