'use client';
/**
 * The fixed-term holding detail panel (HD-FIXED): header with coin icon, 'Simple Earn - Fixed', a VIP
 * tag and the Holding/Redeeming badge (DEC-09); every row of HD-FIXED-05..15; the timeline; 'Redeem
 * early' (HD-FIXED-16/17) and 'Subscribe' (HD-FIXED-18, which subscribes again, SE-AGAIN). The dialogs
 * those buttons open are the host's or the Simple Earn flows': this panel calls `onRedeemEarly` and
 * `onSubscribe`.
 */
import { useState, type ReactNode } from 'react';
import { lazyComponent } from '../../headless/lazyComponent';
import { useFixedHoldings } from '../../api';
import type { FixedHolding, FixedProduct } from '../../domain/simpleEarn/models';
import { ArrivalTime } from '../../components/ArrivalTime';
import { Button } from '../../components/Button';
import { CoinIcon } from '../../components/CoinIcon';
import { EmptyState } from '../../components/EmptyState';
import { ErrorState } from '../../components/ErrorState';
import { InfoList, InfoRow } from '../../components/InfoRow';
import { Inline, Stack } from '../../components/layout';
import { RateText } from '../../components/RateText';
import { RedeemTimeline } from '../../components/RedeemTimeline';
import { SkeletonGroup } from '../../components/Skeleton';
import { Tag } from '../../components/Tag';
import { fixedOrderDetail } from '../../domain/holdings';
import { fixedOrderArrival } from '../../domain/simpleEarn/arrival';
import { FixedProductType, ReinvestStatus } from '../../domain/simpleEarn/constants';
import { maximumLadderApr } from '../../domain/simpleEarn/interestEstimate';
import type { MessageOverrides } from '../../i18n/resolve';
import { useFormat, useTranslate } from '../../context';
import { DeferredOnPress } from './DeferredOnPress';
import { FixedOrderStatusBadge } from './FixedOrderStatusBadge';
import { DetailHeader } from './HoldingParts';
import { FixedOrderSwitches } from './FixedOrderSwitches';
import * as styles from './holdings.css';
import { useSubscribeAgain } from './useSubscribeAgain';
import { useClock } from '../../context';
import { holdingPanelMessages } from './holdingPanelMessages';
import { RATE_BASIS } from '../../domain/shared/rateBasis';
import { messageWithElements } from '../../components/OptionGroup';

// The ladder APR modal (and the Modal) loads on the first press of the bonus row, or on its hover or focus.
// Preloaded, it renders in the press's own render.
const LadderAprModal = /* @__PURE__ */ lazyComponent(() =>
  import('../../components/LadderAprModal/LadderAprModal').then((module) => module.LadderAprModal),
);

export interface FixedHoldingDetailProps {
  /** The route's `asset` (DEC-10). */
  asset: string;
  /** The route's `order_id` (SE-ROUTE-08). */
  orderId: string;
  /** The moment the rules and the timeline are drawn for, epoch ms. Default: when the panel mounts. */
  now?: number;
  /** 'Redeem early' pressed on an order that allows it: open the early-redeem dialog (SE-EARLY-01). */
  onRedeemEarly?: (order: FixedHolding) => void;
  /** 'Subscribe' resolved to a product (SE-AGAIN-03/04): open its subscribe dialog. */
  onSubscribe?: (product: FixedProduct) => void;
  /** 'Subscribe' resolved to the flexible product (SE-AGAIN-05): open the flexible subscribe dialog. */
  onSubscribeFlexible?: (asset: string) => void;
  /** After auto-reinvest was turned off: reset the stored redeem-account preference to 1 (SE-REINV-06). */
  onReinvestDisabled?: () => void;
  /** Opens the VIP upgrade guide (SE-AGAIN-01). Default: navigate to /vip?upTo=5. */
  onUpgradeGuide?: (upTo: number) => void;
  /**
   * Hides 'Redeem early' for an order (HD-FIXED-16: "hidden for some products"; the spec names none).
   * Default: hidden for special (event, type 3) products, whose terms are fixed by the event.
   */
  hideRedeemEarly?: (order: FixedHolding) => boolean;
  /** Overrides for this panel's strings. */
  messages?: MessageOverrides;
}

const hideForSpecialProducts = (order: FixedHolding) => order.productType === FixedProductType.special;

function Panel({ children }: { children: ReactNode }) {
  return (
    <Stack as="section" space="lg" className={styles.panel} data-slot="fixed-holding-detail">
      {children}
    </Stack>
  );
}

/** The fixed-term holding detail of one order, loaded by asset and order id. */
export function FixedHoldingDetail({
  asset,
  orderId,
  now: nowProp,
  onRedeemEarly,
  onSubscribe,
  onSubscribeFlexible,
  onUpgradeGuide,
  onReinvestDisabled,
  hideRedeemEarly = hideForSpecialProducts,
  messages,
}: FixedHoldingDetailProps) {
  const t = useTranslate(messages, holdingPanelMessages);
  const format = useFormat();
  const clock = useClock();
  const [mountedAt] = useState(() => clock());
  const now = nowProp ?? mountedAt;
  const query = useFixedHoldings({ asset, orderId, page: 1 });
  const subscribeAgain = useSubscribeAgain({ onSubscribe, onSubscribeFlexible, onUpgradeGuide });
  const title = <h2 className={styles.heading}>{t('holdingsFlows.fixed.title')}</h2>;

  if (query.isPending) {
    return (
      <Panel>
        <DetailHeader title={title} />
        <SkeletonGroup count={6} shape="text" messages={messages} />
      </Panel>
    );
  }
  if (query.isError) {
    return (
      <Panel>
        <DetailHeader title={title} />
        <ErrorState onRetry={() => void query.refetch()} retrying={query.isFetching} messages={messages} />
      </Panel>
    );
  }
  const order = query.data.list.find((row) => row.orderId === orderId);
  if (!order) {
    return (
      <Panel>
        <DetailHeader title={title} />
        <EmptyState title={t('holdingsFlows.detail.noData')} messages={messages} />
      </Panel>
    );
  }

  const detail = fixedOrderDetail(order, now);
  const ladder = order.bonusInfo?.ladderApr ?? [];
  const bonusCoin = order.bonusInfo?.bonusAsset;
  const reinvestOn = order.reinvestStatus === ReinvestStatus.on;
  // The maturity payout's arrival (none when auto-reinvest rolls the principal over).
  const arrival = fixedOrderArrival(order);
  const earlyRedeemReason = detail.earlyRedeem.ok
    ? undefined
    : t(detail.earlyRedeem.error.key as Parameters<typeof t>[0]);

  return (
    <Panel>
      <DetailHeader title={title} icon={<CoinIcon coin={order.asset} src={order.icon} size="md" />}>
        {detail.isVip ? <Tag kind="vip" messages={messages} /> : null}
        <FixedOrderStatusBadge status={order.status} messages={messages} />
      </DetailHeader>
      <InfoList variant="divided">
        <InfoRow
          label={t('holdingsFlows.detail.principal')}
          amount={detail.principal}
          coin={order.asset}
          messages={messages}
        />
        <InfoRow label={t('holdingsFlows.detail.estimatedInterest')} messages={messages}>
          <bdi>{`${detail.estimatedInterest} ${order.asset}`}</bdi>
        </InfoRow>
        <InfoRow label={t('holdingsFlows.detail.term')} messages={messages}>
          {t('holdingsFlows.termDays', { days: detail.termDays })}
        </InfoRow>
        <InfoRow
          label={t(order.totalYearRate ? 'holdingsFlows.detail.apr' : 'holdingsFlows.detail.productApr')}
          messages={messages}
        >
          <RateText rate={detail.apr} basis={RATE_BASIS.fixed} tone="up" size="sm" />
        </InfoRow>
        {ladder.length > 0 ? (
          <InfoRow label={t('holdingsFlows.detail.bonus')} messages={messages}>
            <DeferredOnPress
              preload={LadderAprModal.preload}
              trigger={
                <button type="button" className={styles.inlineAction}>
                  {messageWithElements(t('holdingsFlows.detail.bonusTiers', { coin: bonusCoin ?? order.asset }), {
                    rate: <RateText rate={maximumLadderApr(ladder)} basis={RATE_BASIS.fixed} compact size="sm" />,
                  })}
                </button>
              }
            >
              {(trigger) => (
                <LadderAprModal
                  tiers={ladder}
                  coin={order.asset}
                  basis={RATE_BASIS.fixed}
                  // What this order's principal earns across the tiers (P-47), beside the tiers themselves.
                  amount={detail.principal}
                  bonusCoin={bonusCoin}
                  messages={messages}
                  defaultOpen
                  trigger={trigger}
                />
              )}
            </DeferredOnPress>
          </InfoRow>
        ) : null}
        <InfoRow label={t('holdingsFlows.detail.subscriptionTime')} messages={messages}>
          {format.dateTime(detail.subscriptionTime)}
        </InfoRow>
        <InfoRow label={t('holdingsFlows.detail.redemptionReceivedTime')} messages={messages}>
          {format.dateTime(detail.redemptionReceivedTime)}
          {arrival ? <ArrivalTime bounds={arrival} onDue={() => void query.refetch()} messages={messages} /> : null}
        </InfoRow>
        <FixedOrderSwitches order={order} detail={detail} onReinvestDisabled={onReinvestDisabled} messages={messages} />
      </InfoList>
      <RedeemTimeline
        variant="fixed"
        subscribedAt={order.createTime}
        lockUpPeriod={order.lockUpPeriod}
        reinvest={reinvestOn}
        now={now}
        orientation="horizontal"
        messages={messages}
      />
      <Inline space="sm" collapseOnMobile>
        {hideRedeemEarly(order) ? null : (
          <Button
            variant="secondary"
            disabled={!detail.earlyRedeem.ok}
            disabledReason={earlyRedeemReason}
            onClick={() => onRedeemEarly?.(order)}
          >
            {t('common.action.redeemEarly')}
          </Button>
        )}
        <Button variant="primary" loading={subscribeAgain.busy} onClick={() => subscribeAgain.start(order)}>
          {t('holdingsFlows.detail.subscribe')}
        </Button>
      </Inline>
    </Panel>
  );
}
