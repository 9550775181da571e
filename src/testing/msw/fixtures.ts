// The sample exchange of `earnkit/testing`'s MSW handlers, in the exchange's own field names (the DTOs of
// src/api/dto): the Simple Earn home's market and fixed products, the launchpool projects and the staking
// products. The library's own flow tests and stories answer from these same samples, so a host's tests see
// what earnkit's tests see.
import type { AwardPoolDto, FixedProductDto, MarketListItemDto } from '../../api/dto/simpleEarnProducts';
import type { LaunchpoolProjectDto, ProjectInfoDto, RewardPoolDto } from '../../api/dto/launchpool';
import type { RedeemExtraDto, StakingProductDto, StakingProductListItemDto } from '../../api/dto/staking';

/** The clock of the dated samples (staking bonuses, APR trends): 2 March 2026, 08:00 UTC. */
export const SAMPLE_NOW = Date.UTC(2026, 2, 2, 8, 0, 0);
const DAY_S = 86_400;
const NOW_S = SAMPLE_NOW / 1000;

/** A market list coin. Rates are fractions (DEC-05). */
export function marketItemDto(
  asset: string,
  rate: string,
  ladder: readonly { left: string; right: string; apr: string }[] = [],
): MarketListItemDto {
  return { asset, next_time_rate_year: rate, ladder_apr: ladder, auto_invest_status: 0 };
}

let nextId = 100;
/** A fixed product; normal, subscribable, 30 days unless told. */
export function fixedProductDto(overrides: Partial<FixedProductDto> & { readonly asset: string }): FixedProductDto {
  nextId += 1;
  return {
    id: nextId,
    type: 1,
    min_vip: 0,
    max_vip: 0,
    year_rate: '0.035',
    lock_up_period: 30,
    sale_status: 1,
    min_lend_amount: '0.0001',
    user_max_lend_volume: '1000',
    ladder_apr: [],
    reinvest: 1,
    redeem_account: 1,
    pre_redeem: 1,
    title: `${overrides.asset} ${overrides.lock_up_period ?? 30}D`,
    ...overrides,
  };
}

/** The sample market: BTC with a bonus ladder, ETH, USDT with a ladder, SOL and DOGE without fixed terms. */
export const SAMPLE_MARKET: readonly MarketListItemDto[] = [
  marketItemDto('BTC', '0.0125', [
    { left: '0', right: '1', apr: '0.02' },
    { left: '1', right: '5', apr: '0.01' },
  ]),
  marketItemDto('ETH', '0.021'),
  marketItemDto('USDT', '0.0525', [{ left: '0', right: '500', apr: '0.05' }]),
  marketItemDto('SOL', '0.043'),
  marketItemDto('DOGE', '0.008'),
];

/** Fixed products by type (1 normal, 2 VIP, 3 special). */
export interface FixedByType {
  readonly 1?: readonly FixedProductDto[];
  readonly 2?: readonly FixedProductDto[];
  readonly 3?: readonly FixedProductDto[];
}

/**
 * The sample fixed products: BTC 30 days and a sold-out 90 days, USDT 7 days with a bonus, a VIP V1-V3 USDT 60 days, a
 * special ETH 14 days.
 */
export function sampleFixedProducts(): FixedByType {
  return {
    1: [
      fixedProductDto({ id: 11, asset: 'BTC', lock_up_period: 30, year_rate: '0.035' }),
      fixedProductDto({ id: 12, asset: 'BTC', lock_up_period: 90, year_rate: '0.05', sale_status: 2 }),
      fixedProductDto({
        id: 13,
        asset: 'USDT',
        lock_up_period: 7,
        year_rate: '0.08',
        ladder_apr: [{ left: '0', right: '100', apr: '0.1' }],
        bonus_asset: 'GT',
      }),
    ],
    2: [
      fixedProductDto({
        id: 21,
        asset: 'USDT',
        type: 2,
        min_vip: 1,
        max_vip: 3,
        lock_up_period: 60,
        year_rate: '0.12',
      }),
    ],
    3: [fixedProductDto({ id: 31, asset: 'ETH', type: 3, lock_up_period: 14, year_rate: '0.15' })],
  };
}

/** USDT's bonus pool: GT on the first 5,000 USDT, March 2024 (unix seconds). */
export const SAMPLE_AWARD_POOLS: Readonly<Record<string, AwardPoolDto>> = {
  USDT: {
    award_asset: 'GT',
    ext_award_limit: '5000',
    ext_award_rate_year: '0.03',
    start_at: Date.parse('2024-03-01T00:00:00Z') / 1000,
    end_at: Date.parse('2024-03-31T00:00:00Z') / 1000,
  },
};

/** `count` plain coins COIN1..COINn, for paging. */
export function manyMarketItems(count: number): MarketListItemDto[] {
  return Array.from({ length: count }, (_, index) => marketItemDto(`COIN${index + 1}`, '0.01'));
}

const redeemExtra: RedeemExtraDto = {
  redeem_quick: 1,
  redeem_minday: 1,
  redeem_maxday: 3,
  redeem_quick_long: 30,
  redeem_control: 0,
};

/** A plain product; ETH-like unless told. */
export function stakingProductDto(
  overrides: Partial<StakingProductListItemDto> & { readonly coin: string },
): StakingProductListItemDto {
  return {
    mortgage_coin: overrides.coin,
    reward_coin: overrides.coin,
    type: 1,
    is_defi: 0,
    defi: [],
    debt: [],
    rate: '3.2',
    base_rate: '3',
    most_rate: '3.2',
    min_mortgage_amount: '0.01',
    min_redeem_amount: '0.01',
    personal_mortgage_limit: '100',
    crowd_mortgage_limit: '20',
    reward_delay_days: 1,
    interest_days: 1,
    income_days: 3,
    agreement: `/docs/Staking_User_Agreement.pdf?coin=${overrides.coin}`,
    extra: redeemExtra,
    extra_interest: null,
    extra_interest_show: 0,
    redeem_config: [],
    vip_config: null,
    ...overrides,
  };
}

function protocolDto(pid: number, name: string, rate: string, rewards: readonly [string, string][]) {
  return {
    pid,
    id: pid,
    protocol_name: name,
    agreement: `/docs/Staking_User_Agreement.pdf?coin=SOL&protocol=${name}`,
    rate,
    base_rate: rate,
    reward: rewards.map(([coin, fee]) => ({
      reward_coin: coin,
      reward_delay_days: 1,
      interest_delay_days: 1,
      fee_rate: fee,
    })),
    min_mortgage_amount: pid === 11 ? '0.1' : '1',
    min_redeem_amount: '0.1',
    personal_mortgage_limit: '500',
    extra: redeemExtra,
    income_days: 2,
  };
}

/**
 * ETH: plain, VIP discounts. BTC: plain, its extra bonus finished. SOL: DeFi on Marinade (6.8 %, SOL) and Jito
 * (7.4 %, SOL and JTO). GUSD: minted against USDT, a GT extra bonus processing.
 */
export const SAMPLE_STAKING_PRODUCTS: readonly StakingProductListItemDto[] = [
  stakingProductDto({
    coin: 'BTC',
    rate: '1.5',
    base_rate: '1.5',
    min_mortgage_amount: '0.001',
    extra_interest: {
      status: 2,
      max_interest: '5',
      reward_coin: 'BTC',
      start_time: NOW_S - 40 * DAY_S,
      end_time: NOW_S - 10 * DAY_S,
      interest: '[{"money_min":"0","money_max":"-1","money_rate":"1.5"}]',
    },
    extra_interest_show: 1,
  }),
  stakingProductDto({
    coin: 'ETH',
    vip_config: [
      { min_tier: 1, max_tier: 4, vip_sale: '0.2' },
      { min_tier: 5, max_tier: 16, vip_sale: '0.5' },
    ],
  }),
  stakingProductDto({
    coin: 'GUSD',
    type: 2,
    mortgage_coin: 'USDT',
    rate: '4.2',
    base_rate: '4.2',
    most_rate: '4.2',
    min_mortgage_amount: '10',
    tips: 'GUSD is minted 1:1 against USDT and redeemed into USDC or USDT.',
    debt: [{ coin: 'GUSD', rate: '4.2', min_mortgage_amount: '10', min_redeem_amount: '10' }],
    extra_interest: {
      status: 1,
      max_interest: '50000',
      reward_coin: 'GT',
      start_time: NOW_S - 3 * DAY_S,
      end_time: NOW_S + 12 * DAY_S,
      interest:
        '[{"money_min":"0","money_max":"10000","money_rate":"3"},{"money_min":"10000","money_max":"-1","money_rate":"1"}]',
    },
    extra_interest_show: 1,
  }),
  stakingProductDto({
    coin: 'SOL',
    is_defi: 1,
    rate: '7.4',
    base_rate: '6.8',
    most_rate: '7.4',
    min_mortgage_amount: '0.1',
    agreement: '',
    defi: [
      protocolDto(11, 'Marinade', '6.8', [['SOL', '0.1']]),
      protocolDto(12, 'Jito', '7.4', [
        ['SOL', '0.08'],
        ['JTO', '0.1'],
      ]),
    ],
  }),
];

/** The FAQ per coin, and the questions every coin shares. */
export const SHARED_STAKING_FAQ = [{ ask: 'How are staking rewards paid?', answer: 'Every day at 00:00 UTC.' }];
export const COIN_STAKING_FAQ: Readonly<Record<string, readonly object[]>> = {
  ETH: [{ ask: 'How does ETH staking work?', answer: 'Your ETH is staked with validators.' }],
  SOL: [{ ask: 'What is a DeFi protocol in SOL staking?', answer: 'Marinade and Jito stake SOL for you.' }],
};

export function stakingTrendLines(product: StakingProductDto, limit: number) {
  return Array.from({ length: limit }, (_, index) => ({
    time: NOW_S - (limit - 1 - index) * DAY_S,
    rate: product.rate,
    base_rate: product.base_rate,
    extra_rate: '0',
    coins: [product.reward_coin],
  }));
}

/** A pool of project info; a plain USDT lock pool unless told. */
function poolDto(overrides: Partial<RewardPoolDto> & { readonly rid: number }): RewardPoolDto {
  return {
    coin: 'USDT',
    decimal_place: 2,
    personal_max_amount: '5000',
    personal_min_amount: '10',
    left_buy_total_amount: '3000',
    buy_total_amount: '100000',
    rate_year: '0.15',
    rate_year_type: 1,
    reward_pool_type: 0,
    vip_config: null,
    simple_earn: null,
    staking: null,
    isApply: 0,
    transaction_config: [],
    redeem_type: 0,
    user_transaction_amount: '0',
    limit_rule: 0,
    ...overrides,
  };
}

/**
 * NEWT (in progress: a USDT pool, a GT multi-mining pool, a newcomer USDT pool), ORBIT (starts in 5 days), LUMA
 * (ended).
 */
export const SAMPLE_PROJECTS: readonly LaunchpoolProjectDto[] = [
  {
    pid: 1,
    coin: 'NEWT',
    status: 1,
    start_timest: NOW_S - 3 * DAY_S,
    end_timest: NOW_S + 14 * DAY_S,
    reward_pools: [
      { rid: 1, coin: 'USDT', rate_year: '0.15', rate_year_type: 1, reward_pool_type: 0, total_staked: '3000' },
      { rid: 2, coin: 'GT', rate_year: '0.3', rate_year_type: 2, reward_pool_type: 1, total_staked: '200' },
      { rid: 3, coin: 'USDT', rate_year: '0.6', rate_year_type: 1, reward_pool_type: 0, total_staked: '0' },
    ],
  },
  {
    pid: 2,
    coin: 'ORBIT',
    status: 2,
    start_timest: NOW_S + 5 * DAY_S,
    end_timest: NOW_S + 20 * DAY_S,
    reward_pools: [{ rid: 4, coin: 'ETH', rate_year: '0', rate_year_type: 3, reward_pool_type: 0, total_staked: '0' }],
  },
  {
    pid: 3,
    coin: 'LUMA',
    status: 3,
    start_timest: NOW_S - 40 * DAY_S,
    end_timest: NOW_S - 10 * DAY_S,
    reward_pools: [
      { rid: 5, coin: 'USDT', rate_year: '0.08', rate_year_type: 1, reward_pool_type: 0, total_staked: '900' },
    ],
  },
];

/** Project info by project id, matching SAMPLE_PROJECTS. */
export const SAMPLE_PROJECT_INFO: Readonly<Record<number, ProjectInfoDto>> = {
  1: {
    coin: 'NEWT',
    start_timest: NOW_S - 3 * DAY_S,
    reward_pools: [
      poolDto({ rid: 1, simple_earn: { rate: '0.045', user_period: 0 }, redeem_type: 1 }),
      poolDto({ rid: 2, coin: 'GT', decimal_place: 4, rate_year: '0.3', rate_year_type: 2, reward_pool_type: 1 }),
      poolDto({ rid: 3, rate_year: '0.6', personal_max_amount: '500', limit_rule: 1 }),
    ],
  },
  2: {
    coin: 'ORBIT',
    start_timest: NOW_S + 5 * DAY_S,
    reward_pools: [poolDto({ rid: 4, coin: 'ETH', decimal_place: 4, rate_year: '0', rate_year_type: 3 })],
  },
  3: {
    coin: 'LUMA',
    start_timest: NOW_S - 40 * DAY_S,
    reward_pools: [poolDto({ rid: 5, rate_year: '0.08' })],
  },
};

/** The user's statistics by project: 200 GT staked in NEWT's pool 2 with 960 NEWT earned, 500 USDT in LUMA's pool 5. */
export const SAMPLE_STATISTICS: Readonly<Record<number, readonly object[]>> = {
  1: [
    { rid: 1, valid_amount: '0', amount: '0', lastRewardAmount: '0', lastHourRewardAmount: '0' },
    { rid: 2, valid_amount: '200', amount: '960', lastRewardAmount: '20', lastHourRewardAmount: '20' },
    { rid: 3, valid_amount: '0', amount: '0', lastRewardAmount: '0', lastHourRewardAmount: '0' },
  ],
  2: [{ rid: 4, valid_amount: '0', amount: '0', lastRewardAmount: '0', lastHourRewardAmount: '0' }],
  3: [{ rid: 5, valid_amount: '500', amount: '12', lastRewardAmount: '1', lastHourRewardAmount: '0' }],
};
