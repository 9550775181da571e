// DTOs and routes of the fake exchange for the staking redeem modal's tests and stories.
import type { RedeemConfigDto, StakingProductDto, StakingProtocolDto } from '../../../api/dto/staking';
import type { Routes } from '../../simpleEarn/testing/fakeBackend.testing';

/** The redeem call (the shared stake/redeem action, side 1). */
export const REDEEM_CALL = 'POST /staking/coin-stake-redeem';

function config(redeemCoin: string, overrides: Partial<RedeemConfigDto> = {}): RedeemConfigDto {
  return {
    redeem_coin: redeemCoin,
    redeem_quick_long: 30,
    redeem_fee: '0.001',
    redeem_quick_fee: '0.005',
    redeem_quick_daily_quota: '50',
    ...overrides,
  };
}

function product(overrides: Partial<StakingProductDto>): StakingProductDto {
  return {
    mortgage_coin: 'ETH',
    reward_coin: 'ETH',
    type: 1,
    is_defi: 0,
    rate: '3.2',
    base_rate: '3',
    min_mortgage_amount: '0.01',
    min_redeem_amount: '0.01',
    personal_mortgage_limit: '100',
    crowd_mortgage_limit: '20',
    reward_delay_days: 1,
    income_days: 3,
    extra: { redeem_quick: 1, redeem_minday: 1, redeem_maxday: 3, redeem_quick_long: 30 },
    redeem_config: [config('ETH')],
    ...overrides,
  };
}

function protocol(pid: number, name: string, overrides: Partial<StakingProtocolDto> = {}): StakingProtocolDto {
  return {
    pid,
    id: pid,
    protocol_name: name,
    rate: '6.8',
    base_rate: '6.8',
    reward: [{ reward_coin: 'SOL', reward_delay_days: 1, interest_delay_days: 1, fee_rate: '0.1' }],
    min_mortgage_amount: '0.1',
    min_redeem_amount: '0.1',
    personal_mortgage_limit: '500',
    income_days: 2,
    extra: { redeem_quick: 1, redeem_minday: 2, redeem_maxday: 3, redeem_quick_long: 0 },
    ...overrides,
  };
}

/** The staking products of the fixtures, by coin. */
export const PRODUCTS = {
  /** ETH: standard in 1 to 3 days (fee 0.1 %) or fast in 30 minutes (fee 0.5 %), 50 ETH of fast quota left today. */
  ETH: product({}),
  /** USDT: instant, no fast redemption at all (ST-REDEEM-07). */
  USDT: product({
    mortgage_coin: 'USDT',
    reward_coin: 'USDT',
    min_redeem_amount: '1',
    income_days: 0,
    extra: { redeem_quick: 0, redeem_minday: 0, redeem_maxday: 0 },
    redeem_config: [config('USDT', { redeem_fee: '0', redeem_quick_fee: '0', redeem_quick_daily_quota: '-1' })],
  }),
  /** BTC: fast offered, but today's quota left (0.0005) is below the minimum redeem (ST-REDEEM-09). */
  BTC: product({
    mortgage_coin: 'BTC',
    reward_coin: 'BTC',
    min_redeem_amount: '0.001',
    income_days: 2,
    extra: { redeem_quick: 1, redeem_minday: 2, redeem_maxday: 2, redeem_quick_long: 60 },
    redeem_config: [config('BTC', { redeem_fee: '0', redeem_quick_fee: '0.003', redeem_quick_daily_quota: '0.0005' })],
  }),
  /** DOT: fast with no daily quota (-1, DEC-22). */
  DOT: product({
    mortgage_coin: 'DOT',
    reward_coin: 'DOT',
    redeem_config: [config('DOT', { redeem_quick_daily_quota: '-1' })],
  }),
  /** SOL: DeFi with three protocols; Marinade offers fast, Jito does not. */
  SOL: product({
    mortgage_coin: 'SOL',
    reward_coin: 'SOL',
    is_defi: 1,
    min_redeem_amount: '0.1',
    income_days: 2,
    extra: { redeem_quick: 0, redeem_minday: 2, redeem_maxday: 3 },
    defi: [
      protocol(11, 'Marinade'),
      protocol(12, 'Jito', {
        rate: '7.4',
        min_redeem_amount: '0.5',
        income_days: 3,
        extra: { redeem_quick: 0, redeem_minday: 3, redeem_maxday: 3 },
      }),
      protocol(13, 'Lido'),
    ],
    redeem_config: [config('SOL', { redeem_fee: '0.002', redeem_quick_fee: '0.006', redeem_quick_daily_quota: '200' })],
  }),
  /** GUSD: minted against USDT, the debt redeemed into USDC (the default) or USDT. */
  GUSD: product({
    mortgage_coin: 'USDT',
    reward_coin: 'GUSD',
    type: 2,
    min_redeem_amount: '10',
    extra: { redeem_quick: 1, redeem_minday: 1, redeem_maxday: 3, redeem_quick_long: 10 },
    debt: [{ coin: 'GUSD', rate: '4.2', min_mortgage_amount: '10', min_redeem_amount: '10' }],
    redeem_config: [
      config('USDT', { redeem_fee: '0.0005', redeem_quick_fee: '0.002', redeem_quick_daily_quota: '100000' }),
      config('USDC', { redeem_fee: '0.0005', redeem_quick_fee: '0.002', redeem_quick_daily_quota: '100000' }),
    ],
  }),
} as const;

/** A coin of the fixtures. */
export type FixtureCoin = keyof typeof PRODUCTS;

/** What the user holds: in the product, or per protocol (pid to amount) for SOL. */
export interface HoldingFixture {
  readonly hold?: string;
  readonly balances?: Readonly<Record<number, string>>;
  readonly tier?: number;
}

/** 2026-03-02T08:00:00Z, the redeem's payout of a fast or instant redemption, in seconds. */
const REDEEM_STAMP_S = 1772438400;

/**
 * Every call of the modal answered for `coin`: the product, the user's info and per-protocol balances, the FAQ, and
 * every redeem accepted with a redeem_stamp.
 */
export function stakingRedeemRoutes(coin: FixtureCoin, holding: HoldingFixture = {}, extra: Routes = {}): Routes {
  const balances = Object.entries(holding.balances ?? {}).map(([pid, amount]) => ({
    pid: Number(pid),
    protocol_name: PRODUCTS.SOL.defi?.find((entry) => entry.pid === Number(pid))?.protocol_name ?? coin,
    mortgage_amount: amount,
  }));
  return {
    'GET /staking/product': { data: PRODUCTS[coin] },
    'GET /staking/coin-user-info': { data: { hold_amount: holding.hold ?? '2', tier: holding.tier ?? 0, is_crowd: 0 } },
    'GET /staking/balances': { data: balances },
    'GET /staking/coin-ask': {
      data: [
        { ask: 'What is fast redemption?', answer: 'It pays at once for a higher fee, within a daily quota.' },
        { ask: 'How are staking rewards paid?', answer: 'Every day at 00:00 UTC.' },
      ],
    },
    [REDEEM_CALL]: { data: { redeem_stamp: REDEEM_STAMP_S } },
    ...extra,
  };
}
