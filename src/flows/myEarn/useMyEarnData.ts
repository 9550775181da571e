'use client';
/**
 * What My earn reads (DEC-31), one query per product family so each tab loads and fails on its own, and the
 * prices of every coin held (market tickers, HD-API-04). Each family's answer is reduced at once to the page's
 * positions (the totals) and dated items (the calendar), so nothing else needs the calls' shapes. Keys sit under
 * the holdings group, so a subscribe, redeem or stake anywhere refreshes them.
 */
import { useQueries, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { earnQueryKeys, useEarnClient, type EarnClient } from '../../api';
import { mapUserStat } from '../../api/map/launchpool';
import type { UserStatDto } from '../../api/dto/launchpool';
import { interestHistoryParams } from '../../api/simpleEarnHistory';
import { toDecimal } from '../../domain/decimal';
import {
  earnTotals,
  pastEarnEvents,
  rateTokenPosition,
  upcomingEarnEvents,
  type EarnEvent,
  type EarnEventSources,
  type EarnFamily,
  type EarnTotals,
  type HeldPosition,
} from '../../domain/myEarn';
import { DAY_MS, startOfUtcDay } from '../../domain/shared/constants';
import { RATE_LEDGER_POINTS, rateRewardLedger, type RateLedgerDay } from '../../domain/staking/rateLedger';
import type { StakingProduct, StakingProductListItem } from '../../domain/staking/product.types';
import type { EventState } from '../../domain/launchpool/constants';
import { HistoryRecordType } from '../../domain/simpleEarn/constants';
import { dailyInterestQuery } from '../../domain/simpleEarn/history';
import { dualEarnStatusGroup, isDualEarnOrderFinal } from '../../domain/dualEarn/orderStatus';
import { useClock } from '../../context';

/** As many positions as one call may answer: the page sums them all, not a page of them. */
const ALL = 100;

/** A staked position of the staking tab. */
export interface StakingRow {
  readonly key: string;
  readonly coin: string;
  readonly protocolName: string;
  readonly amount: string;
  /** The position's protocol (0 or -1 for none) and its product's rates: the APR it earns (`stakingPositionApr`). */
  readonly pid: number;
  readonly product: Pick<StakingProduct, 'defi' | 'rate' | 'extraInterest'>;
  /** A rate-based token's rewards by its ledger (P-54), in `coin`: yesterday's and all-time. */
  readonly rewards?: { readonly yesterday: string; readonly allTime: string };
}

/** A launchpool stake of the launchpool tab. */
export interface LaunchpoolRow {
  readonly key: string;
  readonly projectId: number;
  readonly projectCoin: string;
  readonly coin: string;
  readonly staked: string;
  /** Rewards paid so far, in the project's coin. */
  readonly rewards: string;
  readonly endTime: number;
  readonly eventState: EventState;
}

/** One family's share of the page: its positions, its dated items, and the rows its own tab lists. */
interface FamilyData {
  readonly positions: readonly HeldPosition[];
  readonly events: EarnEventSources;
  readonly staking?: readonly StakingRow[];
  readonly launchpool?: readonly LaunchpoolRow[];
  /** Staking's product coins and its rate-based tokens' ledgers (P-54): what the export reads beyond the calls. */
  readonly stakingCoins?: readonly string[];
  readonly rateLedgers?: readonly { readonly coin: string; readonly ledger: readonly RateLedgerDay[] }[];
}

const positive = (amount: string | undefined) => toDecimal(amount).gt(0);

async function simpleEarnData(client: EarnClient, signal: AbortSignal, now: number): Promise<FamilyData> {
  const yesterday = Math.floor(now / DAY_MS) * DAY_MS - DAY_MS;
  const [flexible, fixed, daily, paidOut] = await Promise.all([
    client.holdings.flexibleHoldings({ page: 1, limit: ALL }, { signal }),
    client.holdings.fixedHoldings({ page: 1, limit: ALL }, { signal }),
    // The daily interest log (type 3, is_daily_log 1, SE-INT-03) of yesterday's UTC day, every coin.
    client.simpleEarnHistory.flexibleHistory(
      interestHistoryParams({
        ...dailyInterestQuery({ startAt: yesterday, endAt: yesterday + DAY_MS - 1 }, 1),
        limit: ALL,
      }),
      { signal },
    ),
    // The fixed orders paid out at maturity (redemptions, SE-API-16), newest first: the calendar's history of them.
    client.simpleEarnHistory.fixedHistory({ page: 1, limit: ALL, type: HistoryRecordType.redeem }, { signal }),
  ]);
  const yesterdayOf = (asset: string) =>
    daily.list
      .filter((record) => record.asset === asset)
      .reduce((total, record) => total.plus(toDecimal(record.amount)), toDecimal('0'))
      .toFixed();
  return {
    positions: [
      ...flexible.list.map((holding): HeldPosition => ({
        family: 'simpleEarn',
        coin: holding.asset,
        held: holding.currAmount,
        yesterday: yesterdayOf(holding.asset),
        ...(holding.cumulative === undefined ? {} : { allTime: holding.cumulative }),
      })),
      ...fixed.list.map((order): HeldPosition => ({ family: 'simpleEarn', coin: order.asset, held: order.principal })),
    ],
    events: {
      fixedOrders: fixed.list,
      fixedPayouts: paidOut.list.flatMap((record) => {
        const at = record.timeAt ?? record.createAt;
        return record.orderId === undefined || at === undefined
          ? []
          : [{ orderId: record.orderId, asset: record.asset, at, principal: record.principal ?? record.amount ?? '0' }];
      }),
    },
  };
}

/**
 * A rate-based staking token ('asset' exchange type, P-54): the tokens held (coin-user-info `hold_amount`) over its
 * trend line's daily `exchange_rate_reverse`, as a position worth its tokens at the last rate, with the ledger's
 * rewards of yesterday's UTC day and in all.
 */
async function rateTokenData(
  client: EarnClient,
  signal: AbortSignal,
  product: StakingProductListItem,
  yesterday: string,
): Promise<{ row: StakingRow; position: HeldPosition; ledger: readonly RateLedgerDay[] } | null> {
  const [info, lines] = await Promise.all([
    client.staking.userInfo({ coin: product.coin }, { signal }),
    client.staking.coinLines({ coin: product.coin, page: 1, limit: RATE_LEDGER_POINTS }, { signal }),
  ]);
  if (!positive(info.holdAmount)) return null;
  const coin = product.mortgageCoin || product.coin;
  const ledger = rateRewardLedger(info.holdAmount, lines);
  const position = rateTokenPosition(coin, info.holdAmount, ledger, yesterday);
  return {
    position,
    ledger,
    row: {
      key: `${product.coin}:token`,
      coin,
      protocolName: product.coin,
      pid: 0,
      product,
      amount: position.held,
      rewards: { yesterday: position.yesterday ?? '0', allTime: position.allTime ?? '0' },
    },
  };
}

async function stakingData(client: EarnClient, signal: AbortSignal, now: number): Promise<FamilyData> {
  const [products, redemptions] = await Promise.all([
    client.staking.products({ signal }),
    client.staking.redemptions({}, { signal }),
  ]);
  const yesterday = new Date(startOfUtcDay(now) - DAY_MS).toISOString().slice(0, 10);
  const tokens = (
    await Promise.all(
      products
        .filter((product) => product.exchangeType === 'asset')
        .map((product) => rateTokenData(client, signal, product, yesterday)),
    )
  ).flatMap((token) => (token ? [token] : []));
  // A rate-based token counts by its tokens and their rate (P-54), not by the staked coin its balance row names.
  const held = await Promise.all(
    products
      .filter((product) => product.exchangeType !== 'asset')
      .map(async (product) => ({
        product,
        balances: await client.staking.balances({ coin: product.coin }, { signal }),
      })),
  );
  const rows = [
    ...held.flatMap(({ product, balances }) =>
      balances
        .filter((balance) => positive(balance.mortgageAmount))
        .map((balance): StakingRow => ({
          key: `${product.coin}:${balance.pid}`,
          // What is staked is the mortgage coin (a mint product's collateral, DEC-25's loans aside).
          coin: product.mortgageCoin || product.coin,
          protocolName: balance.protocolName,
          amount: balance.mortgageAmount,
          pid: balance.pid,
          product,
        })),
    ),
    ...tokens.map((token) => token.row),
  ];
  return {
    positions: [
      ...rows
        .filter((row) => row.rewards === undefined)
        .map((row): HeldPosition => ({ family: 'staking', coin: row.coin, held: row.amount })),
      ...tokens.map((token) => token.position),
    ],
    events: {
      // What arrives is the amount less the fee, in the redeem coin.
      stakingRedemptions: redemptions.map((redemption) => ({
        id: String(redemption.id),
        coin: redemption.redeemCoin || redemption.coin,
        at: redemption.arrivesAt,
        amount: toDecimal(redemption.amount).minus(toDecimal(redemption.fee)).toFixed(),
      })),
    },
    staking: rows,
    stakingCoins: products.map((product) => product.coin),
    rateLedgers: tokens.map((token) => ({ coin: token.row.coin, ledger: token.ledger })),
  };
}

async function launchpoolData(client: EarnClient, signal: AbortSignal): Promise<FamilyData> {
  const [projects, stat] = await Promise.all([
    client.launchpool.projects({ signal }),
    client.launchpool.userStat({ signal }).then((data) => mapUserStat(data as UserStatDto | null)),
  ]);
  const perProject = await Promise.all(
    projects.map(async (project) => ({
      project,
      statistics: await client.launchpool.userProjectStatistics({ pid: project.projectId }, { signal }),
    })),
  );
  const rows = perProject.flatMap(({ project, statistics }) =>
    statistics
      .filter((item) => positive(item.validAmount))
      .map((item): LaunchpoolRow => ({
        key: `${project.projectId}:${item.rid}`,
        projectId: project.projectId,
        projectCoin: project.coin,
        coin: project.rewardPools.find((pool) => pool.rid === item.rid)?.coin ?? project.coin,
        staked: item.validAmount,
        rewards: item.amount,
        endTime: project.endTime,
        eventState: project.eventState,
      })),
  );
  return {
    positions: [
      ...rows.map((row): HeldPosition => ({ family: 'launchpool', coin: row.coin, held: row.staked })),
      // Rewards are earned per project coin (LP-API-17): all-time earnings with nothing held.
      ...stat.map((reward): HeldPosition => ({
        family: 'launchpool',
        coin: reward.coin,
        held: '0',
        allTime: reward.amount,
      })),
    ],
    events: {
      launchpoolStakes: rows
        .filter((row) => row.eventState !== 'completed')
        .map((row) => ({ projectId: row.projectId, coin: row.coin, endTime: row.endTime, staked: row.staked })),
    },
    launchpool: rows,
  };
}

async function wealthData(client: EarnClient, signal: AbortSignal): Promise<FamilyData> {
  const holdings = await client.wealth.orders({ signal });
  return {
    positions: holdings.map((holding): HeldPosition => ({
      family: 'wealth',
      coin: holding.coin,
      // Held at the exchange's value of the order (VW-DATA-01's amount, units × today's net value rounded down), the
      // figure the VIP wealth tab shows: units × net value unrounded would put more in the total than the tab lists.
      held: holding.amount,
      ...(holding.showInterest ? { allTime: holding.incomeAmount } : {}),
    })),
    events: {},
  };
}

async function dualData(client: EarnClient, signal: AbortSignal): Promise<FamilyData> {
  const page = await client.dualEarn.orders({ page: 1, limit: ALL }, { signal });
  // An order holds its principal until it reaches a final status (DE-ORDER-02): one being cancelled still holds it,
  // since the exchange returns it only when the cancellation ends. Only those in progress settle on the calendar
  // ahead, and those settled are its history; a cancelled or failed one never settled.
  const held = page.list.filter((order) => order.status !== null && !isDualEarnOrderFinal(order.status));
  const dated = page.list.filter(
    (order) => order.status !== null && ['inProgress', 'settled'].includes(dualEarnStatusGroup(order.status)),
  );
  return {
    positions: held.map((order): HeldPosition => ({
      family: 'dual',
      coin: order.investCoin,
      held: order.investAmount ?? '0',
    })),
    events: {
      dualOrders: dated.map((order) => ({
        orderId: order.orderId,
        coin: order.investCoin,
        settleAt: order.settleAt,
        ...(order.investAmount === undefined ? {} : { amount: order.investAmount }),
      })),
    },
  };
}

const LOADERS: Partial<
  Record<EarnFamily, (client: EarnClient, signal: AbortSignal, now: number) => Promise<FamilyData>>
> = {
  simpleEarn: simpleEarnData,
  staking: stakingData,
  launchpool: launchpoolData,
  wealth: wealthData,
  dual: dualData,
};

/** A family's query as the page sees it. */
export interface FamilyQuery {
  readonly status: 'loading' | 'error' | 'ready';
  readonly data: FamilyData | undefined;
  readonly retry: () => void;
}

export interface MyEarnData {
  readonly status: 'loading' | 'error' | 'ready';
  readonly families: Readonly<Partial<Record<EarnFamily, FamilyQuery>>>;
  readonly totals: EarnTotals | undefined;
  readonly events: readonly EarnEvent[];
  /** The events the exchange's clock has passed, newest first. */
  readonly pastEvents: readonly EarnEvent[];
  /** The exchange's time now. */
  readonly now: number;
  /** Retries every call that failed. */
  readonly retry: () => void;
}

/** Everything My earn shows, for a logged-in user (`enabled` false for a guest: no call is made). */
export function useMyEarnData(enabled: boolean): MyEarnData {
  const client = useEarnClient();
  const clock = useClock();
  // The calls read "yesterday" as of the first render; the calendar reads the clock at each render, so an event the
  // exchange's clock has passed leaves the list without a reload.
  const [readAt] = useState(() => clock());
  const now = clock();
  const families = Object.keys(LOADERS) as EarnFamily[];
  const results = useQueries({
    queries: families.map((family) => ({
      queryKey: earnQueryKeys.holding('myEarn', { family }),
      queryFn: ({ signal }: { signal: AbortSignal }) => LOADERS[family]!(client, signal, readAt),
      retry: false,
      enabled,
    })),
  });
  const positions = results.flatMap((result) => result.data?.positions ?? []);
  const coins = [...new Set(positions.map((position) => position.coin.toUpperCase()))].sort();
  const allIn = results.every((result) => result.isSuccess);
  const prices = useQuery({
    queryKey: earnQueryKeys.coinPrices(coins),
    queryFn: ({ signal }) => client.shared.coinPrices(coins, { signal }),
    retry: false,
    enabled: enabled && allIn,
  });
  const byFamily: Partial<Record<EarnFamily, FamilyQuery>> = {};
  families.forEach((family, index) => {
    const result = results[index];
    if (!result) return;
    byFamily[family] = {
      status: result.isError ? 'error' : result.isSuccess ? 'ready' : 'loading',
      data: result.data,
      retry: () => void result.refetch(),
    };
  });
  const pricesData = prices.data;
  // Recomputed each render: a few dozen positions, and exact sums are cheap next to a render.
  const totals = allIn && pricesData ? earnTotals(positions, pricesData) : undefined;
  const sources: EarnEventSources = {
    fixedOrders: results.flatMap((result) => result.data?.events.fixedOrders ?? []),
    fixedPayouts: results.flatMap((result) => result.data?.events.fixedPayouts ?? []),
    stakingRedemptions: results.flatMap((result) => result.data?.events.stakingRedemptions ?? []),
    launchpoolStakes: results.flatMap((result) => result.data?.events.launchpoolStakes ?? []),
    dualOrders: results.flatMap((result) => result.data?.events.dualOrders ?? []),
  };
  const events = upcomingEarnEvents(sources, now);
  const pastEvents = pastEarnEvents(sources, now);
  const failed = results.some((result) => result.isError) || prices.isError;
  return {
    status: failed ? 'error' : totals ? 'ready' : 'loading',
    families: byFamily,
    totals,
    events,
    pastEvents,
    now,
    retry: () => {
      results.forEach((result) => (result.isError ? void result.refetch() : undefined));
      if (prices.isError) void prices.refetch();
    },
  };
}
