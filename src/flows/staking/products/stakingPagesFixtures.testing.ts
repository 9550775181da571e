// A fake exchange for the staking pages' tests and stories: the product list (DEC-28), the product (ST-API-09),
// the user's info (ST-API-05), the FAQ per coin (ST-API-12) and the APR trend (ST-API-01), answered over the
// recording fetch double so the screens run through the real client, transport and TanStack hooks.
import { createEarnClient } from '../../../api/client';
import type { RedeemExtraDto, StakingProductDto, StakingProductListItemDto } from '../../../api/dto/staking';
import { createFetchDouble, type DoubleAnswer } from '../../../api/fetchDouble.testing';

/** The clock of the samples: 2 March 2026, 08:00 UTC. */
export const SAMPLE_NOW = Date.UTC(2026, 2, 2, 8, 0, 0);
const DAY_S = 86_400;
const NOW_S = SAMPLE_NOW / 1000;

const redeemExtra: RedeemExtraDto = {
  redeem_quick: 1,
  redeem_minday: 1,
  redeem_maxday: 3,
  redeem_quick_long: 30,
  redeem_control: 0,
};

/** A plain product; ETH-like unless told. */
function productDto(
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
const SAMPLE_PRODUCTS: readonly StakingProductListItemDto[] = [
  productDto({
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
  productDto({
    coin: 'ETH',
    vip_config: [
      { min_tier: 1, max_tier: 4, vip_sale: '0.2' },
      { min_tier: 5, max_tier: 16, vip_sale: '0.5' },
    ],
  }),
  productDto({
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
  productDto({
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
const SHARED_FAQ = [{ ask: 'How are staking rewards paid?', answer: 'Every day at 00:00 UTC.' }];
const COIN_FAQ: Readonly<Record<string, readonly object[]>> = {
  ETH: [{ ask: 'How does ETH staking work?', answer: 'Your ETH is staked with validators.' }],
  SOL: [{ ask: 'What is a DeFi protocol in SOL staking?', answer: 'Marinade and Jito stake SOL for you.' }],
};

export interface StakingPagesBackendOptions {
  readonly products?: readonly StakingProductListItemDto[];
  /** The user's info: hold_amount, tier and is_crowd. Default 2 staked, tier 3, not crowd. */
  readonly userInfo?: { readonly hold_amount: string; readonly tier: number | null; readonly is_crowd: 0 | 1 };
  /** The first this many list and product calls fail with a business error; later ones answer. */
  readonly failFirst?: number;
  /** Every list and product call fails. */
  readonly fail?: boolean;
  /** No list or product call ever answers. */
  readonly hang?: boolean;
  /** The APR trend has no points. */
  readonly noTrend?: boolean;
}

/** The paths only a logged-in user's screens may call (ST-ROLE-01). */
export const USER_ONLY_PATHS = [
  '/apiw/v2/earn/staking/coin-user-info',
  '/apiw/v2/earn/staking/balances',
  '/apiw/v2/earn/staking/balance',
  '/apiw/v2/earn/staking/user-loans',
  '/apiw/v2/earn/staking/coin-user-profit-records',
  '/apiw/v2/earn/staking/lock-balances',
] as const;

function trendLines(product: StakingProductDto, limit: number) {
  return Array.from({ length: limit }, (_, index) => ({
    time: NOW_S - (limit - 1 - index) * DAY_S,
    rate: product.rate,
    base_rate: product.base_rate,
    extra_rate: '0',
    coins: [product.reward_coin],
  }));
}

/** Answers the pages' calls from `options`; anything else gets code 0 with data null. */
function stakingPagesResponder({
  products = SAMPLE_PRODUCTS,
  userInfo = { hold_amount: '2', tier: 3, is_crowd: 0 },
  failFirst = 0,
  fail = false,
  hang = false,
  noTrend = false,
}: StakingPagesBackendOptions = {}) {
  let publicCalls = 0;
  return (request: Request): DoubleAnswer => {
    const url = new URL(request.url);
    const path = url.pathname;
    const coin = url.searchParams.get('coin') ?? '';
    const isPublic = path.endsWith('/staking/products') || path.endsWith('/staking/product');
    if (isPublic) publicCalls += 1;
    if (isPublic && hang) return 'hang';
    if (isPublic && (fail || publicCalls <= failFirst)) return { code: -1, message: 'Service busy' };
    if (path.endsWith('/staking/products')) return { code: 0, data: products };
    const product = products.find((item) => item.coin === coin);
    if (path.endsWith('/staking/product'))
      return product ? { code: 0, data: product } : new Response('{"code":404}', { status: 404 });
    if (path.endsWith('/staking/coin-user-info')) return { code: 0, data: userInfo };
    if (path.endsWith('/staking/coin-ask')) return { code: 0, data: [...SHARED_FAQ, ...(COIN_FAQ[coin] ?? [])] };
    if (path.endsWith('/staking/coin-lines'))
      return {
        code: 0,
        data: noTrend || !product ? [] : trendLines(product, Number(url.searchParams.get('limit') ?? '30')),
      };
    return { code: 0, data: null };
  };
}

/** An Earn client over a fetch double answering like `stakingPagesResponder(options)`. */
export function createStakingPagesClient(options: StakingPagesBackendOptions = {}) {
  const double = createFetchDouble(stakingPagesResponder(options));
  return { double, client: createEarnClient({ fetch: double.fetch, retries: 0, log: () => undefined }) };
}
