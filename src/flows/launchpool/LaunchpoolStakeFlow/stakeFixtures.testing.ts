// DTOs and routes of the fake exchange for the stake modal's tests and stories.
import type { ProjectInfoDto, RewardPoolDto } from '../../../api/dto/launchpool';
import type { Routes } from '../../simpleEarn/testing/fakeBackend.testing';

/** The project's id in every fixture. */
export const PROJECT_ID = 7;
/** 2024-05-01T00:00:00Z, in seconds: the project started before any test clock. */
const PAST_START_S = 1714521600;

/** A USDT pool with a flexible Simple Earn destination: min 10, max 1000 per user, 2 decimals. */
export function poolDto(overrides: Partial<RewardPoolDto> = {}): RewardPoolDto {
  return {
    rid: 1,
    coin: 'USDT',
    decimal_place: 2,
    personal_max_amount: '1000',
    personal_min_amount: '10',
    left_buy_total_amount: '20000',
    buy_total_amount: '100000',
    rate_year: '0.125',
    rate_year_type: 0,
    reward_pool_type: 0,
    vip_config: null,
    simple_earn: { fixed_period: 0, fixed_rate: '0', ext_rate: '0', rate: '0.05', user_period: 0 },
    staking: null,
    isApply: 0,
    transaction_config: [],
    redeem_type: 1,
    user_transaction_amount: '0',
    limit_rule: 0,
    ...overrides,
  };
}

/** A BTC pool whose coins go to staking, open to newcomers only. */
export const newcomerBtcPool = poolDto({
  rid: 2,
  coin: 'BTC',
  decimal_place: 4,
  personal_min_amount: '0.01',
  personal_max_amount: '2',
  buy_total_amount: '50',
  left_buy_total_amount: '10',
  simple_earn: null,
  staking: { rate: '0.03' },
  limit_rule: 1,
});

/** A multi-mining pool: it gets no tab (LP-STAKE-02). */
export const multiMiningPool = poolDto({ rid: 3, coin: 'ETH', reward_pool_type: 1, simple_earn: null });

export function projectDto(pools: readonly RewardPoolDto[], overrides: Partial<ProjectInfoDto> = {}): ProjectInfoDto {
  return { coin: 'NEW', start_timest: PAST_START_S, icon: '', reward_pools: pools, ...overrides };
}

/**
 * The user's statistics item of pool `rid`: `staked` is valid_amount; `amount` is the rewards paid so far
 * (P-38), a different figure so a screen reading the wrong field shows it.
 */
export function statisticsDto(staked: string, rid = 1, rewards = '960') {
  return { rid, valid_amount: staked, amount: rewards, lastRewardAmount: '0', lastHourRewardAmount: '0' };
}

/** The balance answer of one coin. */
function balanceDto(asset: string, available: string) {
  return [{ asset, outable: available, lend_earn_available: available, mode: 'classic', available }];
}

/** Every call of the modal answered: a user with 500 USDT, 1 BTC, nothing staked yet. */
export function stakeRoutes(
  extra: Routes = {},
  pools: readonly RewardPoolDto[] = [poolDto(), newcomerBtcPool, multiMiningPool],
): Routes {
  return {
    'GET /launch-pool/project-info': { data: projectDto(pools) },
    'GET /launch-pool/user-project-statistics': { data: [] },
    'POST /account/spot/asset/outable': async (request: Request) => {
      const body = (await request.json()) as { assets: string[] };
      const asset = body.assets[0] ?? 'USDT';
      return { code: 0, data: balanceDto(asset, asset === 'BTC' ? '1' : '500') };
    },
    'GET /earn/borrow-coin-settings': (request: Request) => ({
      code: 0,
      data: { coin: new URL(request.url).searchParams.get('coin'), is_support_launchpool: 1, is_support_staking: 1 },
    }),
    'GET /launch-pool/get-user-loan-property': { data: {} },
    'POST /launch-pool/check-pool-rule': { data: { pass: 1 } },
    'POST /launch-pool/create-order': { data: null },
    'GET /launch-pool/promotion-list': {
      data: [
        {
          popup_msg: 'Trade NEW in CandyDrop to share 5,000 NEW',
          popup_high_light: ['CandyDrop', '5,000 NEW'],
          url: '/candy-drop/NEW',
        },
      ],
    },
    ...extra,
  };
}
