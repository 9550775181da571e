import { SaleStatus } from './constants';
import { SubscribeMessageKey } from './messageKeys';

/** How the subscribe dialog looks for a product's sale status (SE-STATUS-01..05, SE-SUB-05). */
export interface SubscribeSaleState {
  readonly isSoldOut: boolean;
  /** The amount input is disabled (SE-STATUS-01). */
  readonly amountInputDisabled: boolean;
  /** The submit button is disabled whatever the amount (SE-STATUS-02). */
  readonly submitDisabled: boolean;
  /** The submit button's label: 'Sold out' when sold out (SE-STATUS-03). */
  readonly submitLabelKey: typeof SubscribeMessageKey.soldOut | typeof SubscribeMessageKey.subscribe;
  /** The sold-out warning shows (SE-STATUS-04, SE-SUB-05). */
  readonly showSoldOutWarning: boolean;
  /** The product's rate is shown greyed (SE-STATUS-05). */
  readonly rateGreyed: boolean;
}

/** True when a product's sale_status is 2, sold out (SE-DATA-04). A flexible product is never sold out. */
export function isSoldOut(saleStatus: SaleStatus | null | undefined): boolean {
  return saleStatus === SaleStatus.soldOut;
}

/** The subscribe dialog state for a sale status; undefined (the flexible product) is subscribable. */
export function subscribeSaleState(saleStatus: SaleStatus | null | undefined): SubscribeSaleState {
  const soldOut = isSoldOut(saleStatus);
  return {
    isSoldOut: soldOut,
    amountInputDisabled: soldOut,
    submitDisabled: soldOut,
    submitLabelKey: soldOut ? SubscribeMessageKey.soldOut : SubscribeMessageKey.subscribe,
    showSoldOutWarning: soldOut,
    rateGreyed: soldOut,
  };
}
