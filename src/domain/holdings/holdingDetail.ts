import type { SimpleEarnProductKind } from '../simpleEarn/products';

/** The holdings list route (SE-ROUTE-02). */
export const MY_LENDINGS_PATH = '/simple-earn/my-lendings';

/**
 * The panel a holding detail shows (HD-ROUTE-01, DEC-10): the fixed one only when orderType is exactly
 * 'fixed' (HD-ROUTE-02); any other value, or none, shows the flexible one (HD-ROUTE-03).
 */
export function holdingDetailView(orderType: string | null | undefined): SimpleEarnProductKind {
  return orderType === 'fixed' ? 'fixed' : 'flexible';
}

/** What names a holding detail page. */
export interface HoldingDetailTarget {
  readonly id: string | number;
  readonly orderType: SimpleEarnProductKind;
  readonly asset: string;
  /** Fixed orders only (SE-ROUTE-08). */
  readonly orderId?: string;
}

/**
 * The holding detail route (SE-ROUTE-07, DEC-10): /simple-earn/my-lendings/{id}?orderType=…&asset=…,
 * plus &order_id=… for a fixed order (SE-ROUTE-08).
 */
export function holdingDetailPath({ id, orderType, asset, orderId }: HoldingDetailTarget): string {
  const query = [`orderType=${orderType}`, `asset=${encodeURIComponent(asset)}`];
  if (orderType === 'fixed' && orderId) query.push(`order_id=${encodeURIComponent(orderId)}`);
  return `${MY_LENDINGS_PATH}/${encodeURIComponent(String(id))}?${query.join('&')}`;
}
