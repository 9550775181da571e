'use client';
/**
 * The Holdings tab of the staking holdings: the coin's positions per protocol (ST-API-06) with the APR each earns and
 * the rewards received (ST-API-07), and the redemptions on their way with their arrival and timeline (DEC-28). Its
 * code loads with the tab (`StakingHoldings`).
 */
import { useId } from 'react';
import { useStakingBalances, useStakingProfitRecords, useStakingRedemptions } from '../../../api/hooks/staking';
import { Button } from '../../../components/Button';
import { EmptyState } from '../../../components/EmptyState';
import { ErrorState } from '../../../components/ErrorState';
import { InfoList, InfoRow } from '../../../components/InfoRow';
import { RateText } from '../../../components/RateText';
import { ArrivalTime } from '../../../components/ArrivalTime';
import { RedeemTimeline } from '../../../components/RedeemTimeline';
import { Skeleton } from '../../../components/Skeleton';
import { Stack } from '../../../components/layout';
import { useClock, useFormat, type Translate } from '../../../context';
import type {
  StakingPendingRedemption,
  StakingProduct,
  StakingProfitRecord,
  StakingUserBalance,
} from '../../../domain/staking';
import { stakingRedemptionArrival } from '../../../domain/staking/arrival';
import {
  redemptionPeriod,
  redemptionReceived,
  stakingPositionApr,
  stakingRewardTotals,
} from '../../../domain/staking/holdings';
import type { MessageOverrides } from '../../../i18n/resolve';
import { RATE_BASIS } from '../../../domain/shared/rateBasis';
import { dayStart, HostLink, Loading, type PanelProps } from './holdingsParts';
import { RateTokenRewards } from './RateTokenRewards';
import * as styles from './stakingHoldings.css';

/** The rewards added up on the Holdings tab: the latest this many records. */
const REWARD_RECORDS_LIMIT = 100;
/** A position's pid as the stake and redeem flows take it: -1 for a product without protocols. */
const flowPid = (pid: number) => (pid > 0 ? pid : -1);

export function HoldingsPanel({
  coin,
  product,
  today,
  t,
  messages,
  onStake,
  onRedeem,
  productsHref,
}: PanelProps & {
  /** The coin's product of the list, for the APR each position earns; undefined while the list loads. */
  readonly product: StakingProduct | undefined;
  readonly onStake: (coin: string, pid: number) => void;
  readonly onRedeem: (coin: string, pid: number) => void;
  readonly productsHref: string;
}) {
  const balances = useStakingBalances(coin);
  const redemptions = useStakingRedemptions(coin);
  const rewards = useStakingProfitRecords({ coin, now: dayStart(today), page: 1, limit: REWARD_RECORDS_LIMIT });
  const headingId = useId();

  if (balances.isPending || redemptions.isPending) return <Loading label={t('common.loading')} />;
  if (balances.isError || redemptions.isError)
    return (
      <ErrorState
        message={t('stakingHoldings.error')}
        onRetry={() => {
          void balances.refetch();
          void redemptions.refetch();
          void rewards.refetch();
        }}
        retrying={balances.isFetching || redemptions.isFetching}
        messages={messages}
      />
    );
  if (balances.data.length === 0 && redemptions.data.length === 0)
    return (
      <EmptyState
        title={t('stakingHoldings.empty', { coin })}
        action={<HostLink href={productsHref}>{t('stakingHoldings.browse')}</HostLink>}
      />
    );
  return (
    <Stack space="lg" className={styles.panel}>
      {balances.data.length > 0 ? (
        <Stack as="section" space="lg" className={styles.panel} aria-labelledby={headingId}>
          <h2 id={headingId} className={styles.sectionHeading}>
            {t('stakingHoldings.positions', { coin })}
          </h2>
          <ul className={styles.cardGrid}>
            {balances.data.map((position) => (
              <li key={position.pid}>
                <PositionCard
                  coin={coin}
                  position={position}
                  product={product}
                  // A failed rewards read leaves the positions usable: the row shows '--'.
                  rewards={rewards.isError ? 'failed' : (rewards.data?.list ?? null)}
                  onStake={() => onStake(coin, flowPid(position.pid))}
                  onRedeem={() => onRedeem(coin, flowPid(position.pid))}
                  t={t}
                  messages={messages}
                />
              </li>
            ))}
          </ul>
        </Stack>
      ) : null}
      {redemptions.data.length > 0 ? (
        <Redemptions
          redemptions={redemptions.data}
          t={t}
          messages={messages}
          onDue={() => void redemptions.refetch()}
        />
      ) : null}
    </Stack>
  );
}

function PositionCard({
  coin,
  position,
  product,
  rewards,
  onStake,
  onRedeem,
  t,
  messages,
}: {
  readonly coin: string;
  readonly position: StakingUserBalance;
  readonly product: StakingProduct | undefined;
  /** The coin's rewards received; null while they load, 'failed' when they could not be read. */
  readonly rewards: readonly StakingProfitRecord[] | null | 'failed';
  readonly onStake: () => void;
  readonly onRedeem: () => void;
  readonly t: Translate;
  readonly messages: MessageOverrides | undefined;
}) {
  const titleId = useId();
  const format = useFormat();
  const clock = useClock();
  const totals = rewards && rewards !== 'failed' ? stakingRewardTotals(rewards) : null;
  const name = position.protocolName || coin;
  // The rate this position earns, the detail page's figure for it (issue 17, P-47).
  const apr = product ? stakingPositionApr(product, position.pid, clock()) : null;
  return (
    <Stack as="article" space="md" className={styles.card} aria-labelledby={titleId}>
      <h3 id={titleId} className={styles.cardTitle}>
        {name}
      </h3>
      <InfoList>
        <InfoRow label={t('stakingHoldings.staked')} amount={position.mortgageAmount} coin={coin} messages={messages} />
        {apr ? (
          <InfoRow label={t('stakingHoldings.apr')}>
            <RateText
              rate={apr.rate}
              basis={apr.defi ? RATE_BASIS.stakingDefi : RATE_BASIS.staking}
              size="sm"
              messages={messages}
            />
          </InfoRow>
        ) : null}
        {product?.exchangeType === 'asset' ? (
          // A rate-based token is paid no reward records: its rewards are its rate's growth (P-54).
          <RateTokenRewards coin={coin} product={product} t={t} messages={messages} />
        ) : (
          /* Rewards are the coin's, across its protocols: the spec's records name no protocol. */
          <InfoRow label={t('stakingHoldings.rewards')}>
            {rewards === 'failed' ? (
              '--'
            ) : totals === null ? (
              <Skeleton shape="text" />
            ) : totals.length === 0 ? (
              t('stakingHoldings.noRewards')
            ) : (
              <Stack as="ul" space="xs" className={styles.rewardList}>
                {totals.map((total) => (
                  <li key={total.coin}>{`${format.amount(total.amount)} ${total.coin}`}</li>
                ))}
              </Stack>
            )}
          </InfoRow>
        )}
      </InfoList>
      <div className={styles.actions}>
        {/* They open the host's dialogs: plain clicks, not debounced submits. */}
        <Button size="sm" onClick={onStake}>
          {t('stakingHoldings.stakeMore')}
        </Button>
        <Button size="sm" variant="secondary" onClick={onRedeem}>
          {t('stakingHoldings.redeem')}
        </Button>
      </div>
    </Stack>
  );
}

function Redemptions({
  redemptions,
  t,
  messages,
  onDue,
}: {
  readonly redemptions: readonly StakingPendingRedemption[];
  readonly t: Translate;
  readonly messages: MessageOverrides | undefined;
  /** The expected arrival of one has come: read them again, so a paid one leaves the list. */
  readonly onDue: () => void;
}) {
  const headingId = useId();
  return (
    <Stack as="section" space="lg" className={styles.panel} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.sectionHeading}>
        {t('stakingHoldings.redemptions')}
      </h2>
      <ul className={styles.cardGrid}>
        {redemptions.map((redemption) => (
          <li key={redemption.id}>
            <RedemptionCard redemption={redemption} t={t} messages={messages} onDue={onDue} />
          </li>
        ))}
      </ul>
    </Stack>
  );
}

function RedemptionCard({
  redemption,
  t,
  messages,
  onDue,
}: {
  readonly redemption: StakingPendingRedemption;
  readonly t: Translate;
  readonly messages: MessageOverrides | undefined;
  readonly onDue: () => void;
}) {
  const titleId = useId();
  const format = useFormat();
  const clock = useClock();
  const period = redemptionPeriod(redemption);
  return (
    <Stack as="article" space="md" className={styles.card} aria-labelledby={titleId}>
      <h3 id={titleId} className={styles.cardTitle}>
        {t('stakingHoldings.redemption.title', {
          amount: format.amount(redemption.amount),
          coin: redemption.redeemCoin,
        })}
      </h3>
      <InfoList>
        <InfoRow label={t('stakingHoldings.redemption.type')}>
          {t(
            redemption.redeemType === 'fast'
              ? 'stakingHoldings.redemption.fast'
              : 'stakingHoldings.redemption.standard',
          )}
        </InfoRow>
        <InfoRow
          label={t('stakingHoldings.redemption.fee')}
          amount={redemption.fee}
          coin={redemption.redeemCoin}
          messages={messages}
        />
        <InfoRow
          label={t('stakingHoldings.redemption.received')}
          amount={redemptionReceived(redemption)}
          coin={redemption.redeemCoin}
          messages={messages}
        />
      </InfoList>
      <ArrivalTime bounds={stakingRedemptionArrival(redemption)} onDue={onDue} messages={messages} />
      {period.variant === 'stakingFast' ? (
        <RedeemTimeline
          variant="stakingFast"
          submittedAt={redemption.submittedAt}
          quickMinutes={period.quickMinutes}
          now={clock()}
          messages={messages}
        />
      ) : (
        <RedeemTimeline
          variant="stakingStandard"
          submittedAt={redemption.submittedAt}
          incomeDays={period.days}
          redeemMinday={period.days}
          redeemMaxday={period.days}
          now={clock()}
          messages={messages}
        />
      )}
    </Stack>
  );
}
