'use client';
/**
 * The flexible holding detail panel (HD-FLEX): principal (HD-FLEX-01), cumulative return opening the
 * interest dialog (HD-FLEX-02), the lent amount with its next hourly refresh (HD-FLEX-03), est. APR with
 * next rate and bonus (HD-FLEX-04, HD-CALC-04), the minimum lend APR with its edit icon and 'system
 * default' label (HD-FLEX-05/06), the frozen 'Redeeming' amount with Cancel (HD-FLEX-07), the auto-earn
 * card (HD-FLEX-08), 'Redeem' (HD-FLEX-09) and 'Subscribe again' (HD-FLEX-10). The dialogs those open
 * belong to the Simple Earn flows or the host, reached through the callbacks.
 */
import { Suspense, useState, type ReactNode } from 'react';
import { useHoldingDetail, useMinLendRateLimit } from '../../api';
import { Button } from '../../components/Button';
import { lazyComponent } from '../../headless/lazyComponent';
import { CoinIcon } from '../../components/CoinIcon';
import { EmptyState } from '../../components/EmptyState';
import { ErrorState } from '../../components/ErrorState';
import { InfoList, InfoRow } from '../../components/InfoRow';
import { Box, Inline, Stack } from '../../components/layout';
import { RateText } from '../../components/RateText';
import { SkeletonGroup } from '../../components/Skeleton';
import { Tag } from '../../components/Tag';
import { flexiblePositionDetail, LENT_AMOUNT_DECIMALS } from '../../domain/holdings';
import type { CalendarDay } from '../../domain/shared/dateRange';
import { isEarnApiError } from '../../api/errors';
import { maximumLadderApr } from '../../domain/simpleEarn/interestEstimate';
import type { FlexibleHolding } from '../../domain/simpleEarn/models';
import type { MessageOverrides } from '../../i18n/resolve';
import { useFormat, useTranslate } from '../../context';
import { AutoEarnCard } from '../autoEarn';
import { DeferredOnPress } from './DeferredOnPress';
import { DetailHeader, ValueLine } from './HoldingParts';
import { FlexibleRedemptionArrival } from './PendingArrival';
import { RealtimeAprButton } from './RealtimeAprButton';
import * as styles from './holdings.css';
import { useClock } from '../../context';
import * as layout from '../shared/flowLayout.css';
import { holdingDetailMessages } from './holdingDetailMessages';
import { LineIcon } from '../shared/LineIcon';
import { useOptionalRateAlerts } from './rateAlerts/rateAlertsContext';
import { RATE_BASIS } from '../../domain/shared/rateBasis';
import { messageWithElements } from '../../components/OptionGroup';

// The cumulative interest dialog and the real-time APR popover (the Modal, the popover, the chart and the
// date filter) load on the first press of their buttons, or on their hover or focus: most visits open neither.
// Preloaded, each renders in the press's own render.
const CumulativeInterestDialog = /* @__PURE__ */ lazyComponent(() =>
  import('../history').then((module) => module.CumulativeInterestDialog),
);
const RealtimeAprPopover = /* @__PURE__ */ lazyComponent(() =>
  import('./RealtimeAprPopover').then((module) => module.RealtimeAprPopover),
);
// The rate alert setting (issue 17) shows only under a RateAlertsProvider, so a host without alerts never loads it.
// At once when its code is in (preloaded): `lazy` suspends on its first render even then, so the panel's first
// render went without the card, which then pushed the buttons under it down.
const RateAlertSetting = /* @__PURE__ */ lazyComponent(() =>
  import('./rateAlerts/RateAlertSetting').then((module) => module.RateAlertSetting),
);

/** Loads the rate alert setting's code, which the panel shows under a RateAlertsProvider (`preloadHoldingDetail`). */
export const preloadRateAlertSetting = RateAlertSetting.preload;

export interface FlexibleHoldingDetailProps {
  /** The route's `asset` (DEC-10). */
  asset: string;
  /** The moment the next refresh is computed from, epoch ms. Default: when the panel mounts. */
  now?: number;
  /**
   * Today for the interest dialog's range, 'YYYY-MM-DD'. Default: today by the provider's clock (`EarnProvider`'s
   * `clock`).
   */
  today?: CalendarDay;
  /** 'Redeem' pressed: open the flexible redeem dialog (SE-REDEEM). */
  onRedeem?: (position: FlexibleHolding) => void;
  /** 'Subscribe again' pressed: open the flexible subscribe dialog. */
  onSubscribeAgain?: (position: FlexibleHolding) => void;
  /** The edit icon of the minimum lend APR: open the APR dialog's edit tab (SE-APR-01). */
  onEditMinimumApr?: (position: FlexibleHolding) => void;
  /** Cancel on the Redeeming row: open the cancel-redemption confirm (SE-REDEEM-10). */
  onCancelRedemption?: (position: FlexibleHolding) => void;
  /** Overrides for this panel's strings. */
  messages?: MessageOverrides;
}

function EditIcon() {
  return (
    <LineIcon>
      <path d="M10.5 2.5 13.5 5.5 5.5 13.5H2.5V10.5z" />
    </LineIcon>
  );
}

function Panel({ children }: { children: ReactNode }) {
  return (
    <Stack as="section" space="lg" className={styles.panel} data-slot="flexible-holding-detail">
      {children}
    </Stack>
  );
}

export function FlexibleHoldingDetail({
  asset,
  now: nowProp,
  today,
  onRedeem,
  onSubscribeAgain,
  onEditMinimumApr,
  onCancelRedemption,
  messages,
}: FlexibleHoldingDetailProps) {
  const t = useTranslate(messages, holdingDetailMessages);
  const format = useFormat();
  const clock = useClock();
  const [mountedAt] = useState(() => clock());
  const now = nowProp ?? mountedAt;
  const query = useHoldingDetail(asset);
  const limit = useMinLendRateLimit(asset);
  const rateAlerts = useOptionalRateAlerts();
  const title = <h2 className={styles.heading}>{t('holdingsFlows.flexible.title')}</h2>;

  if (query.isPending) {
    return (
      <Panel>
        <DetailHeader title={title} />
        <SkeletonGroup count={6} shape="text" messages={messages} />
      </Panel>
    );
  }
  // No position of this coin: the server answers no data, which the client reads as a malformed answer.
  if (query.isError && !(isEarnApiError(query.error) && query.error.kind === 'malformed')) {
    return (
      <Panel>
        <DetailHeader title={title} />
        <ErrorState onRetry={() => void query.refetch()} retrying={query.isFetching} messages={messages} />
      </Panel>
    );
  }
  if (!query.data) {
    return (
      <Panel>
        <DetailHeader title={title} />
        <EmptyState title={t('holdingsFlows.detail.noData')} messages={messages} />
      </Panel>
    );
  }

  const position = query.data;
  const systemDefault = limit.data?.limitMinLendRateYear ?? position.minLendRateYear;
  const detail = flexiblePositionDetail(position, systemDefault, now);
  const bonus = maximumLadderApr(position.ladderApr);
  // Without `cumulative` the total is unknown: the placeholder, never the last hourly payment.
  const cumulativeReturn =
    detail.cumulativeReturn === null ? format.amount(undefined) : `${detail.cumulativeReturn} ${asset}`;

  return (
    <Panel>
      <DetailHeader title={title} icon={<CoinIcon coin={asset} src={position.icon} size="md" />} />
      <InfoList variant="divided">
        <InfoRow
          label={t('holdingsFlows.detail.principal')}
          amount={detail.principal}
          coin={asset}
          messages={messages}
        />
        <InfoRow label={t('holdingsFlows.detail.cumulativeReturn')} messages={messages}>
          <DeferredOnPress
            preload={CumulativeInterestDialog.preload}
            trigger={
              <button
                type="button"
                className={styles.inlineAction}
                aria-label={`${t('holdingsFlows.detail.viewInterest')}: ${cumulativeReturn}`}
              >
                <bdi>{cumulativeReturn}</bdi>
              </button>
            }
          >
            {(trigger) => (
              <CumulativeInterestDialog asset={asset} today={today} messages={messages} defaultOpen trigger={trigger} />
            )}
          </DeferredOnPress>
        </InfoRow>
        <InfoRow
          label={t('holdingsFlows.detail.lent')}
          tooltip={t('holdingsFlows.detail.lentTip', { time: format.dateTime(detail.nextRefreshAt) })}
          amount={detail.lentAmount}
          decimals={LENT_AMOUNT_DECIMALS}
          coin={asset}
          messages={messages}
        />
        <InfoRow label={t('holdingsFlows.detail.estimatedApr')} messages={messages}>
          <Box as="span" display="inline-flex" flexDirection="column" alignItems="flex-end" gap="xxs">
            <ValueLine>
              <RateText rate={detail.estimatedApr} basis={RATE_BASIS.flexible} tone="up" size="sm" />
              <DeferredOnPress
                preload={RealtimeAprPopover.preload}
                trigger={<RealtimeAprButton aria-label={t('holdingsFlows.detail.showRealtimeApr', { coin: asset })} />}
              >
                {() => <RealtimeAprPopover asset={asset} now={now} defaultOpen messages={messages} />}
              </DeferredOnPress>
            </ValueLine>
            <span className={layout.secondaryText}>
              {messageWithElements(t('holdingsFlows.detail.nextRateAndBonus'), {
                next: <RateText rate={detail.nextRate} basis={RATE_BASIS.flexible} compact size="sm" />,
                bonus: <RateText rate={bonus} basis={RATE_BASIS.flexible} compact size="sm" />,
              })}
            </span>
          </Box>
        </InfoRow>
        <InfoRow label={t('holdingsFlows.detail.minimumApr')} messages={messages}>
          <ValueLine>
            <RateText rate={detail.minimumLendApr} basis={RATE_BASIS.minimumApr} size="sm" />
            {detail.isSystemDefault ? <Tag kind="info">{t('holdingsFlows.detail.systemDefault')}</Tag> : null}
            <button
              type="button"
              className={styles.inlineAction}
              aria-label={t('holdingsFlows.detail.editMinimumApr')}
              onClick={() => onEditMinimumApr?.(position)}
            >
              <EditIcon />
            </button>
          </ValueLine>
        </InfoRow>
        {detail.redeeming !== null ? (
          <InfoRow label={t('holdingsFlows.detail.redeeming')} messages={messages}>
            <ValueLine>
              <bdi>{`${detail.redeeming} ${asset}`}</bdi>
              {detail.canCancelRedemption ? (
                <button
                  type="button"
                  className={styles.inlineAction}
                  aria-label={t('holdingsFlows.detail.cancelRedemptionLabel', {
                    amount: detail.redeeming,
                    coin: asset,
                  })}
                  onClick={() => onCancelRedemption?.(position)}
                >
                  {t('holdingsFlows.detail.cancelRedemption')}
                </button>
              ) : null}
            </ValueLine>
            <FlexibleRedemptionArrival
              readAt={query.dataUpdatedAt}
              onDue={() => void query.refetch()}
              messages={messages}
            />
          </InfoRow>
        ) : null}
      </InfoList>
      <AutoEarnCard asset={asset} messages={messages} />
      {rateAlerts ? (
        <Suspense fallback={null}>
          <RateAlertSetting asset={asset} marketRate={position.nextTimeRateYear} messages={messages} />
        </Suspense>
      ) : null}
      <Inline space="sm" collapseOnMobile>
        <Button variant="secondary" onClick={() => onRedeem?.(position)}>
          {t('holdingsFlows.detail.redeem')}
        </Button>
        <Button variant="primary" onClick={() => onSubscribeAgain?.(position)}>
          {t('holdingsFlows.detail.subscribeAgain')}
        </Button>
      </Inline>
    </Panel>
  );
}
