'use client';
/**
 * The holding detail page body (HD-ROUTE, DEC-10): the route's `orderType`, `asset` and `order_id` (`orderId`)
 * pick the panel: exactly 'fixed' shows the fixed-term detail (HD-ROUTE-02), anything else the
 * flexible one (HD-ROUTE-03). The callbacks pass through to the panel shown.
 */
import { holdingDetailView } from '../../domain/holdings';
import { FixedHoldingDetail, type FixedHoldingDetailProps } from './FixedHoldingDetail';
import { FlexibleHoldingDetail, type FlexibleHoldingDetailProps } from './FlexibleHoldingDetail';

export interface HoldingDetailProps
  extends
    Omit<FixedHoldingDetailProps, 'asset' | 'orderId'>,
    Omit<FlexibleHoldingDetailProps, 'asset' | 'now' | 'messages'> {
  /** The route's `orderType` query parameter (HD-ROUTE-01). */
  orderType: string | null | undefined;
  /** The route's `asset` query parameter. */
  asset: string;
  /** The route's `order_id` query parameter, for a fixed order (SE-ROUTE-08). */
  orderId?: string;
}

export function HoldingDetail({
  orderType,
  asset,
  orderId,
  onRedeem,
  onSubscribeAgain,
  onEditMinimumApr,
  onCancelRedemption,
  today,
  ...fixedProps
}: HoldingDetailProps) {
  if (holdingDetailView(orderType) === 'fixed')
    return <FixedHoldingDetail asset={asset} orderId={orderId ?? ''} {...fixedProps} />;
  return (
    <FlexibleHoldingDetail
      asset={asset}
      now={fixedProps.now}
      today={today}
      onRedeem={onRedeem}
      onSubscribeAgain={onSubscribeAgain}
      onEditMinimumApr={onEditMinimumApr}
      onCancelRedemption={onCancelRedemption}
      messages={fixedProps.messages}
    />
  );
}
