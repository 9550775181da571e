'use client';
/**
 * The holding detail page body (HD-ROUTE, DEC-10): the route's `orderType`, `asset` and `order_id` (`orderId`)
 * pick the panel: exactly 'fixed' shows the fixed-term detail (HD-ROUTE-02), anything else the
 * flexible one (HD-ROUTE-03). The callbacks pass through to the panel shown.
 */
import { Suspense } from 'react';
import { Stack } from '../../components/layout';
import { SkeletonGroup } from '../../components/Skeleton';
import { lazyComponent } from '../../headless/lazyComponent';
import { useTranslate } from '../../context';
import { holdingDetailView } from '../../domain/holdings';
import type { MessageOverrides } from '../../i18n/resolve';
import { holdingDetailMessages } from './holdingDetailMessages';
import type { FixedHoldingDetailProps } from './FixedHoldingDetail';
import type { FlexibleHoldingDetailProps } from './FlexibleHoldingDetail';
import { DetailHeader } from './HoldingParts';
import * as styles from './holdings.css';

// A route shows one of the two panels: each loads its code when shown (the fixed one its switches and timeline, the
// flexible one its auto-earn card), with the panel's own loading state meanwhile, which is also what it shows while
// its data loads.
const loadFixedDetail = () => import('./FixedHoldingDetail');
const loadFlexibleDetail = () => import('./FlexibleHoldingDetail');
// At once in the first render when `preloadHoldingDetail` has brought the panel's code in.
const FixedHoldingDetail = /* @__PURE__ */ lazyComponent(() =>
  loadFixedDetail().then((module) => module.FixedHoldingDetail),
);
const FlexibleHoldingDetail = /* @__PURE__ */ lazyComponent(() =>
  loadFlexibleDetail().then((module) => module.FlexibleHoldingDetail),
);

/**
 * Loads the code of the panel `HoldingDetail` shows for the route's `orderType`, and with `rateAlerts` (the host has
 * a RateAlertsProvider) the flexible panel's rate alert setting. A host whose first render replaces a page painted
 * before (a server's paint) awaits it first, so the panel shows whole at once: not its loading state, nor without
 * its rate alert card, whose arrival pushed the buttons under it down (a layout shift).
 */
export function preloadHoldingDetail({
  orderType,
  rateAlerts = false,
}: {
  readonly orderType: string | null | undefined;
  readonly rateAlerts?: boolean;
}): Promise<unknown> {
  if (holdingDetailView(orderType) === 'fixed') return FixedHoldingDetail.preload();
  return Promise.all([
    FlexibleHoldingDetail.preload(),
    loadFlexibleDetail().then((module) => (rateAlerts ? module.preloadRateAlertSetting() : undefined)),
  ]);
}

/** The panel's loading state, as each panel draws it while its data loads. */
function PanelLoading({ view, messages }: { view: 'fixed' | 'flexible'; messages?: MessageOverrides }) {
  const t = useTranslate(messages, holdingDetailMessages);
  return (
    <Stack as="section" space="lg" className={styles.panel} data-slot={`${view}-holding-detail`}>
      <DetailHeader title={<h2 className={styles.heading}>{t(`holdingsFlows.${view}.title`)}</h2>} />
      <SkeletonGroup count={6} shape="text" messages={messages} />
    </Stack>
  );
}

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
  const view = holdingDetailView(orderType);
  return (
    <Suspense fallback={<PanelLoading view={view} messages={fixedProps.messages} />}>
      {view === 'fixed' ? (
        <FixedHoldingDetail asset={asset} orderId={orderId ?? ''} {...fixedProps} />
      ) : (
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
      )}
    </Suspense>
  );
}
