/**
 * The staking calls (ST-API-01..18, DEC-20): product, user data, trend lines, and the stake and redeem
 * actions. The shared action's body is the domain's `stakeActionRequest`, sent as it is.
 */
import { DAY_MS, startOfUtcDay } from '../domain/shared/constants';
import type { Page } from '../domain/shared/pagination';
import type { StakeActionRequest } from '../domain/staking/stakeAction';
import type { StakingProduct, StakingProductListItem } from '../domain/staking/product.types';
import type {
  StakingFaqItem,
  StakingPendingRedemption,
  StakingProfitRecord,
  StakingRedeemReceipt,
  StakingTrendPoint,
  StakingUserBalance,
  StakingUserInfo,
  StakingUserLoans,
} from '../domain/staking/user.types';
import type { PageParams, TableDto } from './dto/common';
import type {
  StakingAskParamsDto,
  StakingBalanceDto,
  StakingBalancesParamsDto,
  StakingCoinParamsDto,
  StakingDefiLinesDto,
  StakingLinesParamsDto,
  StakingProductDto,
  StakingProductListItemDto,
  StakingProfitRecordDto,
  StakingProfitRecordsParamsDto,
  StakingRedeemAnswerDto,
  StakingRedemptionDto,
  StakingTrendPointDto,
  StakingUserInfoDto,
  StakingUserLoansDto,
} from './dto/staking';
import { readAnswer, requireData } from './errors';
import { amountMap, listOf, optionalMsFromSeconds, pageOf, readAmount, text } from './map/read';
import { mapFaq } from './map/shared';
import {
  mapStakingBalances,
  mapStakingProduct,
  mapStakingProductListItem,
  mapStakingProfitRecord,
  mapStakingRedemption,
  mapStakingTrendPoint,
  mapStakingUserInfo,
} from './map/staking';
import { pageQuery } from './pageQuery';
import type { EarnCallOptions } from './request';
import { unixSeconds } from './timeFields';
import type { EarnTransport } from './transport';

/** One protocol's APR trend (ST-API-02). */
export interface StakingProtocolLines {
  readonly protocolName: string;
  readonly lines: readonly StakingTrendPoint[];
}

/** The end of the UTC day of `now`, in unix seconds: the `to` of the profit records (ST-API-07). */
export function endOfTodaySeconds(now: number): number {
  return unixSeconds(startOfUtcDay(now) + DAY_MS - 1);
}

/** The staking calls of a client. Answers the spec does not show resolve with the raw `data`. */
export interface StakingApi {
  /** GET coin-lines (ST-API-01): rates percent → fraction, time → ms. */
  coinLines(
    params: Omit<StakingLinesParamsDto, 'page' | 'limit'> & PageParams,
    options?: EarnCallOptions,
  ): Promise<readonly StakingTrendPoint[]>;
  /** GET coin-defi-lines (ST-API-02). */
  defiLines(
    params: Pick<StakingLinesParamsDto, 'coin'> & PageParams,
    options?: EarnCallOptions,
  ): Promise<readonly StakingProtocolLines[]>;
  /** POST coin-swap-verify, JSON (ST-API-03): the stake. */
  stake(body: StakeActionRequest, options?: EarnCallOptions): Promise<unknown>;
  /** GET statistics (ST-API-04). */
  statistics(params: StakingCoinParamsDto, options?: EarnCallOptions): Promise<unknown>;
  /** GET coin-user-info (ST-API-05). */
  userInfo(params: StakingCoinParamsDto, options?: EarnCallOptions): Promise<StakingUserInfo>;
  /** GET balances with hide_zero_hold 1 (ST-API-06). */
  balances(
    params: Pick<StakingBalancesParamsDto, 'coin'>,
    options?: EarnCallOptions,
  ): Promise<readonly StakingUserBalance[]>;
  /**
   * GET coin-user-profit-records (ST-API-07): `to` is the end of the UTC day of `now`; `from` (epoch ms), when
   * given, starts a date range (the holdings' filter).
   */
  profitRecords(
    params: Pick<StakingProfitRecordsParamsDto, 'coin'> & {
      readonly now: number;
      readonly from?: number;
    } & PageParams,
    options?: EarnCallOptions,
  ): Promise<Page<StakingProfitRecord>>;
  /** GET lock-balances (ST-API-08). */
  lockBalances(options?: EarnCallOptions): Promise<unknown>;
  /** GET redemptions (DEC-28, unstated path per DEC-26): the user's redemptions not yet paid out, of `coin` or all. */
  redemptions(
    params: { readonly coin?: string },
    options?: EarnCallOptions,
  ): Promise<readonly StakingPendingRedemption[]>;
  /**
   * GET products (DEC-28, unstated path per DEC-26): every staking product with its coin, for the staking
   * list. A product the answer names no coin for links nowhere, so it is left out.
   */
  products(options?: EarnCallOptions): Promise<readonly StakingProductListItem[]>;
  /** GET product (ST-API-09). */
  product(params: StakingCoinParamsDto, options?: EarnCallOptions): Promise<StakingProduct>;
  /** GET user-loans (ST-API-10): coin to loan amount. */
  userLoans(params: { readonly coin: string }, options?: EarnCallOptions): Promise<StakingUserLoans>;
  /** POST coin-redeem, JSON (ST-API-11): when the redemption pays out, null when not said. */
  redeem(body: StakeActionRequest, options?: EarnCallOptions): Promise<StakingRedeemReceipt | null>;
  /** GET coin-ask (ST-API-12). */
  ask(params: StakingAskParamsDto, options?: EarnCallOptions): Promise<readonly StakingFaqItem[]>;
  /** GET balance (ST-API-13, unstated path): data[0].mortgage_amount. */
  balance(params: { readonly coin: string }, options?: EarnCallOptions): Promise<string>;
  /** POST coin-stake-redeem, form (ST-API-14..18, unstated path): side 0 stake, 1 redeem. */
  action(body: StakeActionRequest, options?: EarnCallOptions): Promise<StakingRedeemReceipt | null>;
}

function receipt(data: StakingRedeemAnswerDto | null | undefined): StakingRedeemReceipt | null {
  const redeemStamp = optionalMsFromSeconds(data?.redeem_stamp);
  return redeemStamp === null ? null : { redeemStamp };
}

/** The staking calls over a transport. */
export function createStakingApi(transport: EarnTransport): StakingApi {
  return {
    async coinLines(params, options = {}) {
      const query: StakingLinesParamsDto = pageQuery(params);
      const data = await transport.call('stakingCoinLines', { query, signal: options.signal });
      return readAnswer('stakingCoinLines', data, (answer) =>
        listOf<StakingTrendPointDto>(answer).map(mapStakingTrendPoint),
      );
    },
    async defiLines(params, options = {}) {
      const query: StakingLinesParamsDto = pageQuery(params);
      const data = await transport.call('stakingDefiLines', { query, signal: options.signal });
      return readAnswer('stakingDefiLines', data, (answer) =>
        listOf<StakingDefiLinesDto>(answer).map((item) => ({
          protocolName: text(item.protocol_name),
          lines: (item.lines ?? []).map(mapStakingTrendPoint),
        })),
      );
    },
    stake(body, options = {}) {
      return transport.call('stakingStake', { body, signal: options.signal, idempotencyKey: options.idempotencyKey });
    },
    statistics(params, options = {}) {
      return transport.call('stakingStatistics', { query: params, signal: options.signal });
    },
    async userInfo(params, options = {}) {
      const data = await transport.call<StakingUserInfoDto>('stakingUserInfo', {
        query: params,
        signal: options.signal,
      });
      return readAnswer('stakingUserInfo', data, mapStakingUserInfo);
    },
    async balances(params, options = {}) {
      const query: StakingBalancesParamsDto = { coin: params.coin, hide_zero_hold: 1 };
      const data = await transport.call('stakingBalances', { query, signal: options.signal });
      return readAnswer('stakingBalances', data, mapStakingBalances);
    },
    async profitRecords({ now, from, ...params }, options = {}) {
      const query: StakingProfitRecordsParamsDto = pageQuery({
        ...params,
        to: endOfTodaySeconds(now),
        ...(from === undefined ? {} : { from: unixSeconds(from) }),
      });
      const data = await transport.call<TableDto<StakingProfitRecordDto>>('stakingProfitRecords', {
        query,
        signal: options.signal,
      });
      return pageOf(data, mapStakingProfitRecord);
    },
    lockBalances(options = {}) {
      return transport.call('stakingLockBalances', { signal: options.signal });
    },
    async redemptions(params, options = {}) {
      const data = await transport.call('stakingRedemptions', {
        query: params.coin ? { coin: params.coin } : {},
        signal: options.signal,
      });
      return readAnswer('stakingRedemptions', data, (answer) =>
        listOf<StakingRedemptionDto>(answer).map(mapStakingRedemption),
      );
    },
    async products(options = {}) {
      const data = await transport.call('stakingProducts', { signal: options.signal });
      return readAnswer('stakingProducts', data, (answer) =>
        listOf<StakingProductListItemDto>(answer)
          .map(mapStakingProductListItem)
          .filter((item) => item.coin !== ''),
      );
    },
    async product(params, options = {}) {
      const data = await transport.call<StakingProductDto>('stakingProduct', { query: params, signal: options.signal });
      return readAnswer('stakingProduct', requireData('stakingProduct', data), mapStakingProduct);
    },
    async userLoans(params, options = {}) {
      const data = await transport.call<StakingUserLoansDto | null>('stakingUserLoans', {
        query: params,
        signal: options.signal,
      });
      return readAnswer('stakingUserLoans', data, (answer) => amountMap(answer?.assets));
    },
    async redeem(body, options = {}) {
      return receipt(
        await transport.call<StakingRedeemAnswerDto>('stakingRedeem', {
          body,
          signal: options.signal,
          idempotencyKey: options.idempotencyKey,
        }),
      );
    },
    async ask(params, options = {}) {
      return mapFaq(await transport.call('stakingAsk', { query: params, signal: options.signal }));
    },
    async balance(params, options = {}) {
      const data = await transport.call('stakingBalance', { query: params, signal: options.signal });
      // No position is a balance of 0; a position must say its amount (ST-DATA-18).
      return readAnswer('stakingBalance', data, (answer) => {
        const position = listOf<StakingBalanceDto>(answer)[0];
        return position ? readAmount(position.mortgage_amount) : '0';
      });
    },
    async action(body, options = {}) {
      return receipt(
        await transport.call<StakingRedeemAnswerDto>('stakingAction', {
          body,
          signal: options.signal,
          idempotencyKey: options.idempotencyKey,
        }),
      );
    },
  };
}
