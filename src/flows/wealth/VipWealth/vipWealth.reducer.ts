/**
 * The VIP wealth page as a typed reducer (DEC-29): which dialog is open (subscribe more to a product, redeem from a
 * holding, a holding's detail) and, in the detail, which trend chart and range (VW-DETAIL-01, VW-DETAIL-02).
 */
import {
  WEALTH_CHART_RANGES,
  type WealthChartRange,
  type WealthHolding,
  type WealthLineType,
  type WealthListedProduct,
} from '../../../domain/wealth';

/**
 * The open dialog with the product or holding it opened on; none when the page alone shows. The dialog keeps what
 * it opened on, so a holding redeemed in full, gone from the refreshed list, still shows its success view.
 */
export type VipWealthDialog =
  | { readonly kind: 'none' }
  | { readonly kind: 'subscribe'; readonly product: WealthListedProduct }
  | { readonly kind: 'redeem'; readonly holding: WealthHolding }
  | { readonly kind: 'detail'; readonly holding: WealthHolding };

/** The page's state. */
export interface VipWealthState {
  readonly dialog: VipWealthDialog;
  /** The detail's chart: assets trend ('balance') or change rate ('rate'). */
  readonly line: WealthLineType;
  /** The detail's chart range in days. */
  readonly range: WealthChartRange;
}

/** Every event of the page. */
export type VipWealthEvent =
  | { readonly type: 'SUBSCRIBE.OPEN'; readonly product: WealthListedProduct }
  | { readonly type: 'REDEEM.OPEN'; readonly holding: WealthHolding }
  | { readonly type: 'DETAIL.OPEN'; readonly holding: WealthHolding }
  | { readonly type: 'LINE.SELECT'; readonly line: WealthLineType }
  | { readonly type: 'RANGE.SELECT'; readonly range: WealthChartRange }
  | { readonly type: 'DIALOG.CLOSE' };

/** No dialog; a detail opens on the assets trend over 30 days. */
export const initialVipWealthState: VipWealthState = {
  dialog: { kind: 'none' },
  line: 'balance',
  range: WEALTH_CHART_RANGES[0],
};

/** The page's transitions; a chart event outside the detail changes nothing. */
export function vipWealthReducer(state: VipWealthState, event: VipWealthEvent): VipWealthState {
  switch (event.type) {
    case 'SUBSCRIBE.OPEN':
      return { ...state, dialog: { kind: 'subscribe', product: event.product } };
    case 'REDEEM.OPEN':
      return { ...state, dialog: { kind: 'redeem', holding: event.holding } };
    case 'DETAIL.OPEN':
      // Each detail starts on the first chart and range, whatever the last one showed.
      return { ...initialVipWealthState, dialog: { kind: 'detail', holding: event.holding } };
    case 'LINE.SELECT':
      return state.dialog.kind === 'detail' ? { ...state, line: event.line } : state;
    case 'RANGE.SELECT':
      return state.dialog.kind === 'detail' ? { ...state, range: event.range } : state;
    case 'DIALOG.CLOSE':
      return { ...state, dialog: { kind: 'none' } };
  }
}
