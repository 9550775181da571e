/** Data hooks of staking (ST-API-*). */
import type { StakeActionRequest } from '../../domain/staking/stakeAction';
import type { StakingAskParamsDto, StakingCoinParamsDto } from '../dto/staking';
import {
  enabledSetting as only,
  useEarnMutation,
  useEarnQuery,
  type EnabledOption,
  type WithIdempotencyKey,
} from './core';
import { earnQueryKeys } from './queryKeys';

/** Every staking product, for the staking list (DEC-28). */
export function useStakingProducts(options: EnabledOption = {}) {
  return useEarnQuery(
    earnQueryKeys.product('stakingList', {}),
    (client, signal) => client.staking.products({ signal }),
    only(options),
  );
}

/** The product config (ST-API-09). */
export function useStakingProduct(params: StakingCoinParamsDto, options: EnabledOption = {}) {
  return useEarnQuery(
    earnQueryKeys.product('staking', params),
    (client, signal) => client.staking.product(params, { signal }),
    only(options),
  );
}

/** The user's info for a product (ST-API-05). */
export function useStakingUserInfo(params: StakingCoinParamsDto, options: EnabledOption = {}) {
  return useEarnQuery(
    earnQueryKeys.holding('stakingUserInfo', params),
    (client, signal) => client.staking.userInfo(params, { signal }),
    only(options),
  );
}

/** The held positions per protocol (ST-API-06). */
export function useStakingBalances(coin: string, options: EnabledOption = {}) {
  return useEarnQuery(
    earnQueryKeys.holding('stakingBalances', { coin }),
    (client, signal) => client.staking.balances({ coin }, { signal }),
    only(options),
  );
}

/** The staked balance of a coin (ST-API-13). */
export function useStakingBalance(coin: string, options: EnabledOption = {}) {
  return useEarnQuery(
    earnQueryKeys.stakingBalance(coin),
    (client, signal) => client.staking.balance({ coin }, { signal }),
    only(options),
  );
}

/** Loans by coin (ST-API-10), subtracted from the available amount (DEC-25). */
export function useStakingUserLoans(coin: string, options: EnabledOption = {}) {
  return useEarnQuery(
    [...earnQueryKeys.balances(), 'stakingLoans', coin],
    (client, signal) => client.staking.userLoans({ coin }, { signal }),
    only(options),
  );
}

/** The APR trend lines (ST-API-01). */
export function useStakingCoinLines(
  params: StakingCoinParamsDto & { readonly page?: number; readonly limit?: number },
  options: EnabledOption = {},
) {
  return useEarnQuery(
    earnQueryKeys.chart('stakingLines', params),
    (client, signal) => client.staking.coinLines(params, { signal }),
    only(options),
  );
}

/** The FAQ of a product (ST-API-12). */
export function useStakingFaq(params: StakingAskParamsDto, options: EnabledOption = {}) {
  return useEarnQuery(
    earnQueryKeys.product('stakingFaq', params),
    (client, signal) => client.staking.ask(params, { signal }),
    only(options),
  );
}

/** Stake or redeem through the shared action (ST-API-14..18): refreshes holdings, balances, products and history. */
export function useStakeAction() {
  return useEarnMutation(
    ['earn', 'mutation', 'stakeAction'],
    (client, { idempotencyKey, ...body }: WithIdempotencyKey<StakeActionRequest>) =>
      client.staking.action(body, { idempotencyKey }),
    [earnQueryKeys.holdings(), earnQueryKeys.balances(), earnQueryKeys.products(), earnQueryKeys.history()],
  );
}

/** A page of the staking rewards paid (ST-API-07), up to the end of `now`'s day, from `from` (epoch ms) if given. */
export function useStakingProfitRecords(
  params: {
    readonly coin: string;
    readonly now: number;
    readonly from?: number;
    readonly page: number;
    readonly limit: number;
  },
  options: EnabledOption = {},
) {
  return useEarnQuery(
    earnQueryKeys.historyList('stakingProfits', params),
    (client, signal) => client.staking.profitRecords(params, { signal }),
    only(options),
  );
}

/** The user's redemptions still on their way (DEC-28), of `coin` or of every coin. */
export function useStakingRedemptions(coin: string | undefined, options: EnabledOption = {}) {
  return useEarnQuery(
    earnQueryKeys.holding('stakingRedemptions', { coin: coin ?? '' }),
    (client, signal) => client.staking.redemptions(coin ? { coin } : {}, { signal }),
    only(options),
  );
}
