'use client';
/**
 * The staking holdings and history, the spec's link `/myaccount/funds/finance/staking?asset={coin}&open-history=1`
 * (DEC-28, ST-LINK-03): for one coin at a time, its positions per protocol (ST-API-06) with the rewards received
 * (ST-API-07), the redemptions on their way with their timeline (DEC-28's redemptions call), and on the History tab
 * the rewards received in a date range. Stake more and Redeem are the host's (it opens StakingStakeFlow and
 * StakingRedeemFlow). A guest is offered a log in and nothing is called for them.
 */
import { Suspense, useId, useMemo, useReducer, useState } from 'react';
import { useStakingProducts } from '../../../api/hooks/staking';
import { EmptyState } from '../../../components/EmptyState';
import { ErrorState } from '../../../components/ErrorState';
import { OptionGroup } from '../../../components/OptionGroup';
import { Tabs } from '../../../components/Tabs';
import { Stack } from '../../../components/layout';
import { useClock, useEarn, useTranslate, type Translate } from '../../../context';
import { calendarDayFromDate, type CalendarDay } from '../../../domain/shared/dateRange';
import { lazyComponent } from '../../../headless/lazyComponent';
import type { MessageOverrides } from '../../../i18n/resolve';
import { LOGIN_PATH } from '../../shared/useLoginGate';
import { defaultMessages } from './defaultMessages';
import { HostLink, Loading } from './holdingsParts';
import {
  initialStakingHoldingsState,
  stakingHoldingsReducer,
  type StakingHoldingsTab,
} from './stakingHoldings.reducer';
import * as styles from './stakingHoldings.css';

// Each tab's panel loads when the tab is shown: the History tab (the link's open-history=1) needs none of the
// positions' and redemptions' code, the Holdings tab none of the date filter's and the list's. Once its code is in
// (loaded ahead by `preloadStakingHoldings`), a panel renders at once: through `lazy` it would suspend for a turn,
// which can show its loading state.
const HoldingsTab = /* @__PURE__ */ lazyComponent(() =>
  import('./HoldingsPanel').then((module) => module.HoldingsPanel),
);
const HistoryTab = /* @__PURE__ */ lazyComponent(() => import('./HistoryPanel').then((module) => module.HistoryPanel));

/**
 * Loads the code of the tab `StakingHoldings` opens on. A host whose first render replaces a page painted before
 * (a server's paint) awaits it first, so the panel shows at once rather than its loading state over the painted one.
 */
export function preloadStakingHoldings({ openHistory = false }: { readonly openHistory?: boolean } = {}) {
  return openHistory ? HistoryTab.preload() : HoldingsTab.preload();
}

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

/** The staking holdings of the signed-in user; a log-in offer for a guest. */
export function StakingHoldings({ messages, ...props }: StakingHoldingsProps) {
  const t = useTranslate(messages, defaultMessages);
  const { user } = useEarn();
  const titleId = useId();
  return (
    <Stack as="section" space="lg" className={styles.screen} aria-labelledby={titleId} data-slot="staking-holdings">
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
    </Stack>
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
                <Suspense fallback={<Loading label={t('common.loading')} />}>
                  <HoldingsTab
                    {...panelProps}
                    product={product}
                    onStake={onStake}
                    onRedeem={onRedeem}
                    productsHref={productsHref}
                  />
                </Suspense>
              ) : null,
          },
          {
            value: 'history',
            label: t('stakingHoldings.tab.history'),
            content:
              state.tab === 'history' ? (
                <Suspense fallback={<Loading label={t('common.loading')} />}>
                  <HistoryTab {...panelProps} />
                </Suspense>
              ) : null,
          },
        ]}
      />
    </>
  );
}
