'use client';
/**
 * The staking holdings and history, the spec's link `/myaccount/funds/finance/staking?asset={coin}&open-history=1`
 * (DEC-28, ST-LINK-03): for one coin at a time, its positions per protocol (ST-API-06) with the rewards received
 * (ST-API-07), the redemptions on their way with their timeline (DEC-28's redemptions call), and on the History tab
 * the rewards received in a date range. Stake more and Redeem are the host's (it opens StakingStakeFlow and
 * StakingRedeemFlow). A guest is offered a log in and nothing is called for them.
 */
import { useId, useMemo, useReducer, useState, type MouseEvent } from 'react';
import {
  useStakingBalances,
  useStakingProducts,
  useStakingProfitRecords,
  useStakingRedemptions,
} from '../../../api/hooks/staking';
import { Button, buttonVariants } from '../../../components/Button';
import type { ListColumn } from '../../../components/DataTable';
import { DateRangeFilter } from '../../../components/DateRangeFilter';
import { EmptyState } from '../../../components/EmptyState';
import { ErrorState } from '../../../components/ErrorState';
import { InfoList, InfoRow } from '../../../components/InfoRow';
import { OptionGroup } from '../../../components/OptionGroup';
import { RateText } from '../../../components/RateText';
import { ArrivalTime } from '../../../components/ArrivalTime';
import { RedeemTimeline } from '../../../components/RedeemTimeline';
import { ResponsiveList } from '../../../components/ResponsiveList';
import { Skeleton, SkeletonGroup } from '../../../components/Skeleton';
import { Tabs } from '../../../components/Tabs';
import { useClock, useEarn, useFormat, useTranslate, type Translate } from '../../../context';
import { calendarDayFromDate, type CalendarDay, type DateRange } from '../../../domain/shared/dateRange';
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
import { focusRing } from '../../../theme';
import { usePagedListView } from '../../shared/usePagedListView';
import { LOGIN_PATH } from '../../shared/useLoginGate';
import { defaultMessages } from './defaultMessages';
import {
  initialStakingHoldingsState,
  STAKING_HISTORY_MAX_MONTHS,
  stakingHoldingsReducer,
  type StakingHoldingsEvent,
  type StakingHoldingsState,
  type StakingHoldingsTab,
} from './stakingHoldings.reducer';
import * as styles from './stakingHoldings.css';
import { RATE_BASIS } from '../../../domain/shared/rateBasis';

/** The rewards added up on the Holdings tab: the latest this many records. */
const REWARD_RECORDS_LIMIT = 100;
/** A position's pid as the stake and redeem flows take it: -1 for a product without protocols. */
const flowPid = (pid: number) => (pid > 0 ? pid : -1);

export interface StakingHoldingsProps {
  /** The coin shown first (the link's `asset`); the first staking coin when absent. */
  coin?: string;
  /** Opens the History tab (the link's `open-history=1`). Default false. */
  openHistory?: boolean;
  /** Stake more on a position: the host opens StakingStakeFlow for `coin` and `pid` (-1: no protocol). */
  onStake?: (coin: string, pid: number) => void;
  /** Redeem from a position: the host opens StakingRedeemFlow for `coin` and `pid` (-1: no protocol). */
  onRedeem?: (coin: string, pid: number) => void;
  /** Where 'View staking products' goes. Default '/staking' (DEC-28). */
  productsHref?: string;
  /** Today, 'YYYY-MM-DD': the end of the default range. Default: today by the provider's clock. */
  today?: CalendarDay;
  /** Overrides for this screen's strings. */
  messages?: MessageOverrides;
}

const noop = () => undefined;

/** A link through the host's navigation; a click with a modifier keeps the browser's own behaviour. */
function HostLink({ href, children }: { readonly href: string; readonly children: string }) {
  const { navigate } = useEarn();
  const follow = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0) return;
    event.preventDefault();
    navigate(href);
  };
  return (
    <a className={`${buttonVariants({ variant: 'primary', size: 'sm' })} ${focusRing}`} href={href} onClick={follow}>
      {children}
    </a>
  );
}

function Loading({ label }: { readonly label: string }) {
  return (
    <SkeletonGroup label={label} className={styles.cardGrid}>
      {[0, 1].map((index) => (
        <div key={index} className={styles.card}>
          <Skeleton shape="block" />
          <Skeleton shape="block" />
        </div>
      ))}
    </SkeletonGroup>
  );
}

/** The staking holdings of the signed-in user; a log-in offer for a guest. */
export function StakingHoldings({ messages, ...props }: StakingHoldingsProps) {
  const t = useTranslate(messages, defaultMessages);
  const { user } = useEarn();
  const titleId = useId();
  return (
    <section className={styles.screen} aria-labelledby={titleId} data-slot="staking-holdings">
      <h1 id={titleId} className={styles.heading}>
        {t('stakingHoldings.title')}
      </h1>
      {user.kind === 'user' ? (
        <Holdings {...props} messages={messages} t={t} />
      ) : (
        <EmptyState
          title={t('stakingHoldings.guest')}
          action={<HostLink href={LOGIN_PATH}>{t('stakingHoldings.login')}</HostLink>}
        />
      )}
    </section>
  );
}

interface HoldingsProps extends Omit<StakingHoldingsProps, 'messages'> {
  readonly t: Translate;
  readonly messages: MessageOverrides | undefined;
}

function Holdings({
  coin: coinProp,
  openHistory = false,
  onStake = noop,
  onRedeem = noop,
  productsHref = '/staking',
  today: todayProp,
  t,
  messages,
}: HoldingsProps) {
  const clock = useClock();
  const [fallbackToday] = useState(() => calendarDayFromDate(new Date(clock())));
  const today = todayProp ?? fallbackToday;
  const [state, dispatch] = useReducer(stakingHoldingsReducer, undefined, () =>
    initialStakingHoldingsState({ coin: coinProp?.toUpperCase() ?? null, openHistory, today }),
  );
  const products = useStakingProducts();
  const coins = useMemo(() => {
    const listed = [...new Set((products.data ?? []).map((product) => product.coin.toUpperCase()))].sort();
    return state.coin && !listed.includes(state.coin) ? [state.coin, ...listed] : listed;
  }, [products.data, state.coin]);

  if (products.isPending && state.coin === null) return <Loading label={t('common.loading')} />;
  if (products.isError && state.coin === null)
    return (
      <ErrorState
        message={t('stakingHoldings.error')}
        onRetry={() => void products.refetch()}
        retrying={products.isFetching}
        messages={messages}
      />
    );
  const coin = state.coin ?? coins[0];
  if (!coin)
    return (
      <EmptyState
        title={t('stakingHoldings.noProducts')}
        action={<HostLink href={productsHref}>{t('stakingHoldings.browse')}</HostLink>}
      />
    );

  const panelProps = { coin, state, dispatch, today, t, messages };
  const product = products.data?.find((item) => item.coin.toUpperCase() === coin);
  return (
    <>
      {coins.length > 1 ? (
        <OptionGroup
          label={t('stakingHoldings.coin')}
          layout="inline"
          options={coins.map((value) => ({ value, label: value }))}
          value={coin}
          onValueChange={(value) => {
            if (value) dispatch({ type: 'COIN.SELECT', coin: value });
          }}
        />
      ) : null}
      <Tabs
        aria-label={t('stakingHoldings.tabs')}
        value={state.tab}
        onValueChange={(value) => dispatch({ type: 'TAB.SELECT', tab: value as StakingHoldingsTab })}
        items={[
          {
            value: 'holdings',
            label: t('stakingHoldings.tab.holdings'),
            content:
              state.tab === 'holdings' ? (
                <HoldingsPanel
                  {...panelProps}
                  product={product}
                  onStake={onStake}
                  onRedeem={onRedeem}
                  productsHref={productsHref}
                />
              ) : null,
          },
          {
            value: 'history',
            label: t('stakingHoldings.tab.history'),
            content: state.tab === 'history' ? <HistoryPanel {...panelProps} /> : null,
          },
        ]}
      />
    </>
  );
}

interface PanelProps {
  readonly coin: string;
  readonly state: StakingHoldingsState;
  readonly dispatch: (event: StakingHoldingsEvent) => void;
  readonly today: CalendarDay;
  readonly t: Translate;
  readonly messages: MessageOverrides | undefined;
}

/** The start of a day, epoch ms: as `now` of the profit records, whose `to` is the end of that UTC day. */
const dayStart = (day: CalendarDay) => Date.parse(`${day}T00:00:00.000Z`);

function HoldingsPanel({
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
    <div className={styles.panel}>
      {balances.data.length > 0 ? (
        <section className={styles.panel} aria-labelledby={headingId}>
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
        </section>
      ) : null}
      {redemptions.data.length > 0 ? (
        <Redemptions
          redemptions={redemptions.data}
          t={t}
          messages={messages}
          onDue={() => void redemptions.refetch()}
        />
      ) : null}
    </div>
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
    <article className={styles.card} aria-labelledby={titleId}>
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
        {/* Rewards are the coin's, across its protocols: the spec's records name no protocol. */}
        <InfoRow label={t('stakingHoldings.rewards')}>
          {rewards === 'failed' ? (
            '--'
          ) : totals === null ? (
            <Skeleton shape="text" />
          ) : totals.length === 0 ? (
            t('stakingHoldings.noRewards')
          ) : (
            <ul className={styles.rewardList}>
              {totals.map((total) => (
                <li key={total.coin}>{`${format.amount(total.amount)} ${total.coin}`}</li>
              ))}
            </ul>
          )}
        </InfoRow>
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
    </article>
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
    <section className={styles.panel} aria-labelledby={headingId}>
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
    </section>
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
    <article className={styles.card} aria-labelledby={titleId}>
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
    </article>
  );
}

function HistoryPanel({ coin, state, dispatch, today, t, messages }: PanelProps) {
  const format = useFormat();
  const query = {
    coin,
    from: dayStart(state.range.start),
    now: dayStart(state.range.end),
    page: state.paged.page,
    limit: state.pageSize,
  };
  const records = useStakingProfitRecords(query);
  const view = usePagedListView(records, state.paged, (event) => dispatch({ type: 'PAGED', event }), state.pageSize);
  const columns = useMemo<readonly ListColumn<StakingProfitRecord>[]>(
    () => [
      {
        id: 'time',
        header: t('stakingHoldings.column.time'),
        cell: (record) => format.dateTime(record.time),
        card: 'title',
      },
      {
        id: 'reward',
        header: t('stakingHoldings.column.reward'),
        numeric: true,
        cell: (record) => `${format.amount(record.amount)} ${record.rewardCoin}`,
      },
      {
        id: 'rate',
        header: t('stakingHoldings.column.rate'),
        numeric: true,
        cell: (record) => <RateText rate={record.rate} basis={RATE_BASIS.staking} compact messages={messages} />,
      },
    ],
    [t, format, messages],
  );
  return (
    <div className={styles.panel}>
      <div className={styles.filters}>
        <DateRangeFilter
          maxMonths={STAKING_HISTORY_MAX_MONTHS}
          value={state.range}
          onValueChange={(range: DateRange | null) => dispatch({ type: 'RANGE.CHANGE', range, today })}
          today={today}
          messages={messages}
        />
      </div>
      <ResponsiveList
        columns={columns}
        getRowKey={(record) => String(record.id)}
        label={t('stakingHoldings.history.list', { coin })}
        messages={messages}
        {...view}
      />
    </div>
  );
}
