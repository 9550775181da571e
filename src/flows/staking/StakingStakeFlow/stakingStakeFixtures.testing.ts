// DTOs and routes of the fake exchange for the staking stake modal's tests and stories.
import type { StakingProductDto } from '../../../api/dto/staking';
import type { Routes } from '../../simpleEarn/testing/fakeBackend.testing';

/** 2024-06-01T00:00:00Z: the test clock's day, so bonus windows below are running. */
const DAY_S = 86_400;
const NOW_S = 1717200000;
/** A window around every test clock: from 2020 to 2099. */
const RUNNING = { start_time: 1577836800, end_time: 4070908800 };

/** ETH: plain staking, 3.2 % (3 % base), min 0.01, personal limit 100, crowd 20, VIP discounts. */
export function ethProductDto(overrides: Partial<StakingProductDto> = {}): StakingProductDto {
  return {
    mortgage_coin: 'ETH',
    reward_coin: 'ETH',
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
    agreement: 'https://example.com/staking-eth.pdf',
    extra: { redeem_quick: 1, redeem_minday: 1, redeem_maxday: 3, redeem_quick_long: 30 },
    extra_interest: null,
    extra_interest_type: 'normal',
    extra_interest_show: 0,
    exchange_type: 'default',
    exchange_rate: '1',
    exchange_rate_reverse: '1',
    redeem_config: [
      {
        redeem_coin: 'ETH',
        redeem_fee: '0.001',
        redeem_quick_fee: '0.005',
        redeem_quick_daily_quota: '50',
      },
    ],
    vip_config: [
      { min_tier: 1, max_tier: 4, vip_sale: '0.2' },
      { min_tier: 5, max_tier: 16, vip_sale: '0.5' },
    ],
    ...overrides,
  };
}

/** ETH with a running tiered extra bonus: 3 % up to 10, 1 % above, on at most 50, paid in GT. */
export const ethWithBonusDto = ethProductDto({
  extra_interest_show: 1,
  extra_interest: {
    status: 1,
    max_interest: '50',
    reward_coin: 'GT',
    ...RUNNING,
    interest: JSON.stringify([
      { money_min: '0', money_max: '10', money_rate: '3' },
      { money_min: '10', money_max: '-1', money_rate: '1' },
    ]),
  },
});

/** ETH whose extra bonus is earned by web3 tasks: success offers 'Go to web3 tasks'. */
export const ethWeb3TaskDto = ethProductDto({
  extra_interest_type: 'web3 task',
  extra_interest_task: { interest_key: 'quest', jump_web: 'https://example.com/web3/quest' },
});

/** SOL on two DeFi protocols: Marinade 6.8 % listed first, Jito 7.4 % paying SOL and JTO. */
export const solDefiDto: StakingProductDto = ethProductDto({
  mortgage_coin: 'SOL',
  reward_coin: 'SOL',
  is_defi: 1,
  rate: '7.4',
  base_rate: '6.8',
  most_rate: '7.4',
  personal_mortgage_limit: '-1',
  crowd_mortgage_limit: '-1',
  vip_config: null,
  redeem_config: [],
  defi: [
    {
      pid: 11,
      id: 11,
      protocol_name: 'Marinade',
      rate: '6.8',
      base_rate: '6.8',
      min_mortgage_amount: '0.1',
      min_redeem_amount: '0.1',
      personal_mortgage_limit: '500',
      income_days: 2,
      reward: [{ reward_coin: 'SOL', reward_delay_days: 1, interest_delay_days: 1, fee_rate: '0.1' }],
      extra: { redeem_quick: 1, redeem_minday: 2, redeem_maxday: 3 },
    },
    {
      pid: 12,
      id: 12,
      protocol_name: 'Jito',
      rate: '7.4',
      base_rate: '7',
      min_mortgage_amount: '1',
      min_redeem_amount: '0.5',
      personal_mortgage_limit: '50',
      income_days: 3,
      reward: [
        { reward_coin: 'SOL', reward_delay_days: 2, interest_delay_days: 1, fee_rate: '0.08' },
        { reward_coin: 'JTO', reward_delay_days: 2, interest_delay_days: 1, fee_rate: '0.12' },
      ],
      extra: { redeem_quick: 0, redeem_minday: 3, redeem_maxday: 3 },
    },
  ],
});

/** GUSD: credit-debt (type 2), lock USDT and mint GUSD 1:1, min 10, personal limit 200 000. */
export const gusdMintDto: StakingProductDto = ethProductDto({
  mortgage_coin: 'USDT',
  reward_coin: 'GUSD',
  type: 2,
  rate: '4.2',
  base_rate: '4.2',
  min_mortgage_amount: '10',
  personal_mortgage_limit: '200000',
  crowd_mortgage_limit: '500000',
  vip_config: null,
  debt: [
    {
      coin: 'GUSD',
      rate: '4.2',
      min_mortgage_amount: '10',
      min_redeem_amount: '10',
      personal_mortgage_limit: '200000',
    },
  ],
});

/** USDT paid when redeemed: a reward delay of 0 (ST-CALC-04). */
export const usdtWhenRedeemedDto = ethProductDto({
  mortgage_coin: 'USDT',
  reward_coin: 'USDT',
  reward_delay_days: 0,
  vip_config: null,
});

/** What the user-info call answers: nothing held, tier 2, not crowd. */
export function userInfoDto(overrides: { hold_amount?: string; tier?: number | null; is_crowd?: 0 | 1 } = {}) {
  return { hold_amount: '0', tier: 2, is_crowd: 0, ...overrides };
}

const BALANCES: Record<string, string> = { ETH: '12', SOL: '40', USDT: '500', BTC: '0.8' };

/** Every call of the modal answered: a user with 12 ETH, 40 SOL, 500 USDT, 0.8 BTC, nothing staked, no loans. */
export function stakingStakeRoutes(products: readonly [string, StakingProductDto][], extra: Routes = {}): Routes {
  const byCoin = new Map(products.map(([coin, product]) => [coin.toUpperCase(), product]));
  return {
    'GET /earn/staking/product': (request: Request) => {
      const coin = new URL(request.url).searchParams.get('coin') ?? '';
      const product = byCoin.get(coin.toUpperCase());
      return product ? { code: 0, data: product } : { code: -1, message: `No staking product for ${coin}` };
    },
    'GET /earn/staking/coin-user-info': { data: userInfoDto() },
    'POST /account/spot/asset/outable': async (request: Request) => {
      const body = (await request.json()) as { assets: string[] };
      const asset = body.assets[0] ?? 'ETH';
      const available = BALANCES[asset] ?? '0';
      return {
        code: 0,
        data: [{ asset, outable: available, lend_earn_available: available, mode: 'classic', available }],
      };
    },
    'GET /earn/borrow-coin-settings': (request: Request) => ({
      code: 0,
      data: { coin: new URL(request.url).searchParams.get('coin'), is_support_launchpool: 1, is_support_staking: 1 },
    }),
    'GET /earn/staking/user-loans': { data: { assets: {} } },
    'GET /earn/staking/coin-ask': {
      data: [
        {
          ask: 'How are staking rewards paid?',
          answer: 'Every day at 00:00 UTC, in the reward coin.',
          cate: 'Rewards',
        },
      ],
    },
    'POST /earn/staking/coin-stake-redeem': { data: null },
    ...extra,
  };
}

/** A clock a day after the start of the test day: the reward dates are fixed. */
export const STAKE_TEST_NOW = (NOW_S + DAY_S / 2) * 1000;
