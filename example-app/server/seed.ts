/**
 * Seed data: the demo users and a market that shows every Simple Earn state (VIP ranges, sold out,
 * special products with an eligibility list, vouchers, ladder rates, a tiny quota that runs out).
 * Balances are deposited through the ledger and past activity is made by the same services and the
 * same clock as live requests, so the seeded books balance exactly like later ones.
 */
import type { SimDatabase, SqlExecutor } from './db';
import { advanceClock } from './clock';
import { creditWallet, type WalletAccount } from './ledger';
import { subscribeFixed } from './services/fixed';
import { subscribeFlexible } from './services/flexible';
import { stake } from './services/staking';
import { stakeLaunchpool } from './services/launchpool';
import { purchaseWealth } from './services/wealth';
import { placeDualOrder, type DualOutcome } from './services/dualEarn';
import { userByName, type SimUser } from './users';

/** Where the seeded clock ends: Monday 2 March 2026, 08:00 UTC. */
export const SEED_NOW_MS = Date.UTC(2026, 2, 2, 8, 0, 0);
/** Seeded activity starts this long before SEED_NOW_MS, so holdings have earned interest. */
const SEED_HISTORY_HOURS = 48;
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** The demo users: name, who they are, and their traits. */
export const DEMO_USERS = [
  { name: 'alice', display_name: 'Alice (normal user)', vip_level: 0 },
  {
    name: 'victor',
    display_name: 'Victor (VIP 6, funding password 135790)',
    vip_level: 6,
    fundpass: '135790',
    fundpass_required: true,
  },
  { name: 'uma', display_name: 'Uma (US site)', vip_level: 0, site: 'us' },
  { name: 'unity', display_name: 'Unity (unified account)', vip_level: 2, account_mode: 'unified', use_funding: true },
  { name: 'carla', display_name: 'Carla (crowd-mode staker)', vip_level: 1, is_crowd: true },
  {
    name: 'lena',
    display_name: 'Lena (unified account, funding locked)',
    vip_level: 0,
    account_mode: 'unified',
    use_funding: true,
  },
] as const;

const DEPOSITS: Record<string, [WalletAccount, string, string][]> = {
  alice: [
    ['spot', 'USDT', '20000'],
    ['spot', 'BTC', '1.5'],
    ['spot', 'ETH', '12'],
    ['spot', 'GT', '500'],
    ['spot', 'USDC', '3000'],
    ['funding', 'USDT', '500'],
    // What the seeded launchpool stakes below take (LUMA, PIXEL's BTC pool), so her wallet reads as before.
    ['spot', 'USDT', '500'],
    ['spot', 'BTC', '0.02'],
    // The GTETH tokens the seed puts in the rate-based product below, so her wallet reads as before.
    ['spot', 'GTETH', '1.5'],
    // What her dual-earn orders still open at the seed's now hold (orders 1, 8, 9, 10, 11).
    ['spot', 'USDT', '2300'],
    ['spot', 'BTC', '0.07'],
  ],
  victor: [
    ['spot', 'USDT', '500000'],
    ['spot', 'BTC', '20'],
    ['spot', 'ETH', '200'],
    ['spot', 'GT', '10000'],
  ],
  uma: [
    ['spot', 'USDT', '8000'],
    ['spot', 'BTC', '0.3'],
    ['spot', 'USDC', '2500'],
  ],
  unity: [
    ['unified', 'USDT', '15000'],
    ['unified', 'BTC', '0.8'],
    ['unified', 'ETH', '4'],
  ],
  carla: [
    ['spot', 'ETH', '40'],
    ['spot', 'USDT', '2000'],
    ['spot', 'BTC', '0.05'],
    ['spot', 'SOL', '100'],
    // What her seeded stake in PIXEL's nearly used-up ETH pool takes.
    ['spot', 'ETH', '99.5'],
  ],
  lena: [
    ['unified', 'USDT', '5000'],
    ['unified', 'ETH', '2'],
  ],
};

const ladder = (...tiers: [string, string, string][]) =>
  JSON.stringify(tiers.map(([left, right, apr]) => ({ left, right, apr })));

/**
 * Flexible markets: asset, sort, min, system minimum APR, max APR (percent or null), rate, ladder, business type, lend
 * ratio.
 */
const FLEXIBLE: [string, number, string, string, string | null, string, string, number, string][] = [
  ['USDT', 1, '1', '0.0001', '5', '0.045', ladder(['0', '500', '0.05'], ['500', '2000', '0.02']), 0, '0.62'],
  ['BTC', 2, '0.0001', '0.0001', null, '0.012', '[]', 0, '0.35'],
  ['ETH', 3, '0.001', '0.0001', '5', '0.021', '[]', 0, '0.41'],
  ['GT', 4, '1', '0.01', '5', '0.082', '[]', -1, '0.83'],
  ['USDC', 5, '1', '0.0001', '5', '0.04', '[]', 1, '0.55'],
  ['SOL', 6, '0.01', '0.0001', '5', '0.058', '[]', -1, '0.2'],
];

const PRICES: [string, string][] = [
  ['USDT', '1'],
  ['USDC', '1'],
  ['BTC', '65000'],
  ['ETH', '3200'],
  ['GT', '18.5'],
  ['SOL', '150'],
  ['GUSD', '1'],
];

/** Fixed products: every state of the spec. */
function fixedProducts(now: number): Record<string, unknown>[] {
  const base = {
    min_vip: 0,
    max_vip: 0,
    ladder_apr: '[]',
    bonus_asset: null,
    reinvest: 1,
    redeem_account: 1,
    pre_redeem: 1,
    subtitle: null,
    start_ms: null,
    end_ms: null,
  };
  return [
    {
      ...base,
      asset: 'USDT',
      type: 1,
      year_rate: '0.05',
      lock_up_period: 7,
      min_lend_amount: '10',
      user_max_lend_volume: '50000',
      total_quota: '1000000',
      sold_amount: '0',
      title: 'USDT 7-day',
    },
    {
      ...base,
      asset: 'USDT',
      type: 1,
      year_rate: '0.07',
      lock_up_period: 30,
      min_lend_amount: '10',
      user_max_lend_volume: '100000',
      total_quota: '5000000',
      sold_amount: '120000',
      title: 'USDT 30-day, GT bonus ladder',
      ladder_apr: ladder(['0', '1000', '0.03'], ['1000', '5000', '0.01']),
      bonus_asset: 'GT',
    },
    {
      ...base,
      asset: 'USDT',
      type: 1,
      year_rate: '0.09',
      lock_up_period: 90,
      min_lend_amount: '10',
      user_max_lend_volume: '100000',
      total_quota: '2000000',
      sold_amount: '2000000',
      title: 'USDT 90-day (sold out)',
    },
    {
      ...base,
      asset: 'USDT',
      type: 2,
      min_vip: 5,
      max_vip: 16,
      year_rate: '0.095',
      lock_up_period: 14,
      min_lend_amount: '1000',
      user_max_lend_volume: '1000000',
      total_quota: '20000000',
      sold_amount: '0',
      title: 'VIP 5+ USDT 14-day',
    },
    {
      ...base,
      asset: 'USDT',
      type: 2,
      min_vip: 1,
      max_vip: 4,
      year_rate: '0.08',
      lock_up_period: 30,
      min_lend_amount: '100',
      user_max_lend_volume: '200000',
      total_quota: '5000000',
      sold_amount: '0',
      title: 'VIP 1-4 USDT 30-day',
    },
    {
      ...base,
      asset: 'USDT',
      type: 3,
      year_rate: '0.12',
      lock_up_period: 7,
      min_lend_amount: '50',
      user_max_lend_volume: '2000',
      total_quota: '100000',
      sold_amount: '0',
      title: 'New-user special USDT 7-day',
      subtitle: 'Invited users only',
      start_ms: now - 10 * DAY,
      end_ms: now + 60 * DAY,
    },
    {
      ...base,
      asset: 'USDT',
      type: 1,
      year_rate: '0.06',
      lock_up_period: 14,
      min_lend_amount: '100',
      user_max_lend_volume: '400',
      total_quota: '1000',
      sold_amount: '0',
      title: 'USDT 14-day flash (tiny quota)',
    },
    {
      ...base,
      asset: 'BTC',
      type: 1,
      year_rate: '0.02',
      lock_up_period: 30,
      min_lend_amount: '0.001',
      user_max_lend_volume: '5',
      total_quota: '500',
      sold_amount: '12.5',
      title: 'BTC 30-day',
      pre_redeem: 0,
    },
    {
      ...base,
      asset: 'ETH',
      type: 1,
      year_rate: '0.035',
      lock_up_period: 60,
      min_lend_amount: '0.01',
      user_max_lend_volume: '100',
      total_quota: '10000',
      sold_amount: '420',
      title: 'ETH 60-day',
      reinvest: 0,
      redeem_account: 0,
    },
    {
      ...base,
      asset: 'USDC',
      type: 1,
      year_rate: '0.055',
      lock_up_period: 7,
      min_lend_amount: '10',
      user_max_lend_volume: '50000',
      total_quota: '1000000',
      sold_amount: '0',
      title: 'USDC 7-day',
    },
  ];
}

const FAQ: [string, string][] = [
  [
    'What is Simple Earn?',
    'Lend idle coins to the platform and earn interest: flexible terms pay every hour and can be redeemed at any time; fixed terms pay more and mature on a set day.',
  ],
  [
    'When does interest start?',
    'Flexible: one hour after you subscribe, paid every hour. Fixed: from 00:00 UTC the next day until maturity.',
  ],
  [
    'Can I redeem a fixed product early?',
    'Only when the product supports early redemption and more than one hour remains before maturity; interest not yet paid is forfeited.',
  ],
];

/**
 * Launchpool pools (docs/simulator.md has the table): NEWT (running) with a USDT pool that can redeem into
 * Simple Earn or staking (GUSD minting), a multi-mining GT pool, a new-user pool; ORBIT (not started); LUMA
 * (completed, alice's stake to claim); PIXEL (running) with a VIP pool, a BTC pool with a trading-volume
 * ladder that can redeem into staking (auto-stake), and an ETH pool nearly used up.
 */
const LAUNCHPOOL_POOLS: {
  [name: string]: unknown;
  simple_earn?: unknown;
  staking?: unknown;
  vip_config?: unknown;
  transaction_config?: unknown;
}[] = [
  {
    rid: 1,
    project_id: 1,
    coin: 'USDT',
    decimal_place: 2,
    personal_max_amount: '5000',
    personal_min_amount: '10',
    buy_total_amount: '100000',
    reward_per_hour: '50',
    rate_year: '0.15',
    rate_year_type: 1,
    reward_pool_type: 0,
    redeem_type: 1,
    simple_earn: { rate: '0.045', user_period: 0 },
    staking: { rate: '4.2' },
    limit_rule: 0,
  },
  {
    rid: 2,
    project_id: 1,
    coin: 'GT',
    decimal_place: 4,
    personal_max_amount: '-1',
    personal_min_amount: '1',
    buy_total_amount: '50000',
    reward_per_hour: '20',
    rate_year: '0.3',
    rate_year_type: 2,
    reward_pool_type: 1,
    redeem_type: 0,
    simple_earn: null,
    staking: null,
    limit_rule: 0,
  },
  {
    rid: 3,
    project_id: 1,
    coin: 'USDT',
    decimal_place: 2,
    personal_max_amount: '500',
    personal_min_amount: '10',
    buy_total_amount: '20000',
    reward_per_hour: '30',
    rate_year: '0.6',
    rate_year_type: 1,
    reward_pool_type: 0,
    redeem_type: 0,
    simple_earn: null,
    staking: null,
    limit_rule: 1,
  },
  {
    rid: 4,
    project_id: 2,
    coin: 'ETH',
    decimal_place: 4,
    personal_max_amount: '50',
    personal_min_amount: '0.01',
    buy_total_amount: '1000',
    reward_per_hour: '100',
    rate_year: '0',
    rate_year_type: 3,
    reward_pool_type: 0,
    redeem_type: 2,
    simple_earn: null,
    staking: { rate: '3.2' },
    limit_rule: 0,
  },
  // The completed project's pool: the launchpool page's third tab (DEC-27).
  {
    rid: 5,
    project_id: 3,
    coin: 'USDT',
    decimal_place: 2,
    personal_max_amount: '2000',
    personal_min_amount: '10',
    buy_total_amount: '50000',
    reward_per_hour: '10',
    rate_year: '0.08',
    rate_year_type: 1,
    reward_pool_type: 0,
    redeem_type: 0,
    simple_earn: null,
    staking: null,
    limit_rule: 0,
  },
  // PIXEL's VIP pool: VIP 5 and above (victor) may stake; check-pool-rule refuses the others.
  {
    rid: 6,
    project_id: 4,
    coin: 'USDT',
    decimal_place: 2,
    personal_max_amount: '20000',
    personal_min_amount: '100',
    buy_total_amount: '500000',
    reward_per_hour: '40',
    rate_year: '0.12',
    rate_year_type: 1,
    reward_pool_type: 0,
    redeem_type: 0,
    simple_earn: null,
    staking: null,
    limit_rule: 0,
    vip_config: { min_vip_level: 5 },
  },
  // PIXEL's BTC pool: a trading-volume ladder caps each user's stake (DEC-19); BTC with a staking option is
  // an auto-stake coin (LP-REDEEM-05, LP-DEST).
  {
    rid: 7,
    project_id: 4,
    coin: 'BTC',
    decimal_place: 4,
    personal_max_amount: '-1',
    personal_min_amount: '0.001',
    buy_total_amount: '50',
    reward_per_hour: '5',
    rate_year: '0.05',
    rate_year_type: 2,
    reward_pool_type: 0,
    redeem_type: 2,
    simple_earn: null,
    staking: { rate: '0.03' },
    limit_rule: 0,
    transaction_config: [
      { transaction_amount: '10000', mortgage_limit: '0.1' },
      { transaction_amount: '100000', mortgage_limit: '1' },
      { transaction_amount: '1000000', mortgage_limit: '5' },
    ],
    transaction_days: 30,
  },
  // PIXEL's ETH pool, nearly used up: carla's 99.5 of 100 ETH leave 0.5 to everyone.
  {
    rid: 8,
    project_id: 4,
    coin: 'ETH',
    decimal_place: 4,
    personal_max_amount: '100',
    personal_min_amount: '0.01',
    buy_total_amount: '100',
    reward_per_hour: '2',
    rate_year: '0.02',
    rate_year_type: 1,
    reward_pool_type: 0,
    redeem_type: 0,
    simple_earn: null,
    staking: null,
    limit_rule: 0,
  },
];

/**
 * Staking products: ETH with standard (1-3 days) and fast redemption and VIP discounts, BTC with a small fast quota
 * and a finished extra bonus, SOL on two DeFi protocols, USDT instant and unlimited, GUSD minted against USDT.
 */
const STAKING_PRODUCTS: Record<string, unknown>[] = [
  {
    coin: 'ETH',
    reward_coin: 'ETH',
    rate: '3.2',
    base_rate: '3',
    min_mortgage_amount: '0.01',
    min_redeem_amount: '0.01',
    personal_mortgage_limit: '100',
    crowd_mortgage_limit: '20',
    reward_delay_days: 1,
    income_days: 3,
    redeem_minday: 1,
    redeem_maxday: 3,
    redeem_quick: true,
    redeem_quick_long: 30,
    agreement: '/docs/Staking_User_Agreement.pdf?coin=ETH',
    vip_config: JSON.stringify([
      { min_tier: 1, max_tier: 4, vip_sale: '0.2' },
      { min_tier: 5, max_tier: 16, vip_sale: '0.5' },
    ]),
  },
  {
    coin: 'BTC',
    reward_coin: 'BTC',
    rate: '1.5',
    base_rate: '1.5',
    min_mortgage_amount: '0.001',
    min_redeem_amount: '0.001',
    personal_mortgage_limit: '10',
    crowd_mortgage_limit: '2',
    reward_delay_days: 1,
    income_days: 2,
    redeem_minday: 2,
    redeem_maxday: 2,
    redeem_quick: true,
    redeem_quick_long: 60,
    agreement: '/docs/Staking_User_Agreement.pdf?coin=BTC',
    // A launch bonus that has finished (ST-EXTRA-03 status 2): shown as over, never estimated.
    extra_interest: JSON.stringify({
      max_interest: '5',
      reward_coin: 'BTC',
      start_ms: SEED_NOW_MS - 40 * DAY,
      end_ms: SEED_NOW_MS - 10 * DAY,
      interest: [{ money_min: '0', money_max: '-1', money_rate: '1.5' }],
    }),
  },
  {
    coin: 'SOL',
    reward_coin: 'SOL',
    rate: '7.4',
    base_rate: '6.8',
    min_mortgage_amount: '0.1',
    min_redeem_amount: '0.1',
    personal_mortgage_limit: '-1',
    crowd_mortgage_limit: '-1',
    reward_delay_days: 1,
    income_days: 2,
    redeem_minday: 2,
    redeem_maxday: 3,
    redeem_quick: false,
    redeem_quick_long: 0,
    agreement: '/docs/Staking_User_Agreement.pdf?coin=SOL',
    is_defi: true,
  },
  {
    coin: 'USDT',
    reward_coin: 'USDT',
    rate: '5',
    base_rate: '5',
    min_mortgage_amount: '1',
    min_redeem_amount: '1',
    personal_mortgage_limit: '-1',
    crowd_mortgage_limit: '-1',
    reward_delay_days: 0,
    income_days: 0,
    redeem_minday: 0,
    redeem_maxday: 0,
    redeem_quick: false,
    redeem_quick_long: 0,
    agreement: '/docs/Staking_User_Agreement.pdf?coin=USDT',
  },
  // Credit-debt (type 2, ST-DATA-03): stake USDT, mint GUSD 1:1 (LP-DEST-11), GUSD earns 4.2 % a year;
  // redeem the debt into USDC (the default, ST-STATE-04) or USDT, standard in 3 days or fast; a GT extra
  // bonus (ST-EXTRA-01) of 3 % up to 10 000 and 1 % above, on at most 50 000, from 3 days before the
  // seed's "now" to 12 days after.
  {
    coin: 'GUSD',
    type: 2,
    mortgage_coin: 'USDT',
    reward_coin: 'GUSD',
    rate: '4.2',
    base_rate: '4.2',
    min_mortgage_amount: '10',
    min_redeem_amount: '10',
    personal_mortgage_limit: '200000',
    crowd_mortgage_limit: '500000',
    reward_delay_days: 1,
    income_days: 3,
    redeem_minday: 1,
    redeem_maxday: 3,
    redeem_quick: true,
    redeem_quick_long: 10,
    agreement: '/docs/Staking_User_Agreement.pdf?coin=GUSD',
    tips: 'GUSD is minted 1:1 against USDT and redeemed into USDC or USDT.',
    debt: JSON.stringify([
      {
        coin: 'GUSD',
        rate: '4.2',
        min_mortgage_amount: '10',
        min_redeem_amount: '10',
        personal_mortgage_limit: '200000',
      },
    ]),
    extra_interest: JSON.stringify({
      max_interest: '50000',
      reward_coin: 'GT',
      start_ms: SEED_NOW_MS - 3 * DAY,
      end_ms: SEED_NOW_MS + 12 * DAY,
      interest: [
        { money_min: '0', money_max: '10000', money_rate: '3' },
        { money_min: '10000', money_max: '-1', money_rate: '1' },
      ],
    }),
  },
  // A rate-based (mint) token of ETH (ST-DATA-11 'asset', P-54): GTETH's balance never moves; one token was worth
  // 1 ETH on 1 January 2026 and gains 3.65 % / 365 = 0.0001 ETH each UTC day since (1.006 on the seed's day),
  // so its holders earn by the rate's growth and the clock pays them no reward rows.
  {
    coin: 'GTETH',
    exchange_type: 'asset',
    rate_origin_ms: Date.UTC(2026, 0, 1),
    mortgage_coin: 'ETH',
    reward_coin: 'ETH',
    rate: '3.65',
    base_rate: '3.65',
    min_mortgage_amount: '0.01',
    min_redeem_amount: '0.01',
    personal_mortgage_limit: '-1',
    crowd_mortgage_limit: '-1',
    reward_delay_days: 0,
    income_days: 0,
    redeem_minday: 0,
    redeem_maxday: 1,
    redeem_quick: false,
    redeem_quick_long: 0,
    agreement: '/docs/Staking_User_Agreement.pdf?coin=GTETH',
  },
];
/** coin, redeem coin, standard fee, fast fee, fast daily quota (-1 unlimited). */
const STAKING_REDEEM_CONFIG: [string, string, string, string, string][] = [
  ['ETH', 'ETH', '0.001', '0.005', '50'],
  ['BTC', 'BTC', '0', '0.003', '0.5'],
  ['USDT', 'USDT', '0', '0', '-1'],
  ['SOL', 'SOL', '0.002', '0.006', '200'],
  ['GUSD', 'USDC', '0.0005', '0.002', '100000'],
  ['GUSD', 'USDT', '0.0005', '0.002', '100000'],
];
/** DeFi protocols of SOL: each with its rate, terms and reward coins with a fee; Jito with an extra bonus. */
const STAKING_PROTOCOLS: Record<string, unknown>[] = [
  {
    pid: 11,
    coin: 'SOL',
    protocol_name: 'Marinade',
    rate: '6.8',
    base_rate: '6.8',
    min_mortgage_amount: '0.1',
    min_redeem_amount: '0.1',
    personal_mortgage_limit: '500',
    income_days: 2,
    redeem_minday: 2,
    redeem_maxday: 3,
    redeem_quick: true,
    reward: JSON.stringify([{ reward_coin: 'SOL', reward_delay_days: 1, interest_delay_days: 1, fee_rate: '0.1' }]),
    agreement: '/docs/Staking_User_Agreement.pdf?coin=SOL&protocol=Marinade',
  },
  {
    pid: 12,
    coin: 'SOL',
    protocol_name: 'Jito',
    rate: '7.4',
    base_rate: '7',
    min_mortgage_amount: '1',
    min_redeem_amount: '0.5',
    personal_mortgage_limit: '50',
    income_days: 3,
    redeem_minday: 3,
    redeem_maxday: 3,
    redeem_quick: false,
    // Jito pays in two coins (ST-PROD-02): SOL and its JTO token.
    reward: JSON.stringify([
      { reward_coin: 'SOL', reward_delay_days: 2, interest_delay_days: 1, fee_rate: '0.08' },
      { reward_coin: 'JTO', reward_delay_days: 2, interest_delay_days: 1, fee_rate: '0.1' },
    ]),
    agreement: '/docs/Staking_User_Agreement.pdf?coin=SOL&protocol=Jito',
    // Jito's own extra bonus: 2 % in SOL on any amount (one open tier, ST-EXTRA-06), for 30 days.
    extra_interest: JSON.stringify({
      max_interest: '-1',
      reward_coin: 'SOL',
      start_ms: SEED_NOW_MS - DAY,
      end_ms: SEED_NOW_MS + 29 * DAY,
      interest: [{ money_min: '0', money_max: '-1', money_rate: '2' }],
    }),
  },
];
/** coin (null: every staking coin), question, answer: coin-ask answers a coin's own and the shared ones (ST-API-12). */
const STAKING_FAQ: [string | null, string, string][] = [
  [null, 'How are staking rewards paid?', 'Every day at 00:00 UTC, in the reward coin, on what you had staked.'],
  [
    null,
    'What is fast redemption?',
    "It pays at once for a higher fee, within a daily quota shared by all users; standard redemption takes the product's redemption days.",
  ],
  [
    'ETH',
    'How does ETH staking work?',
    'Your ETH is staked with validators of the Ethereum network; VIP users pay less on redemption fees.',
  ],
  [
    'SOL',
    'What is a DeFi protocol in SOL staking?',
    'Marinade and Jito stake SOL on your behalf, each at its own rate; Jito also pays part of its rewards in JTO.',
  ],
  ['GUSD', 'How is GUSD minted?', 'You stake USDT and receive GUSD 1:1; redeeming GUSD returns USDC or USDT.'],
  ['BTC', 'Is the BTC extra bonus still running?', 'No: the BTC launch bonus has ended; the base rate continues.'],
];

async function insertRow(tx: SqlExecutor, table: string, row: Record<string, unknown>): Promise<void> {
  const names = Object.keys(row);
  await tx.query(
    `INSERT INTO ${table} (${names.join(', ')}) VALUES (${names.map((_, index) => `$${index + 1}`).join(', ')})`,
    Object.values(row),
  );
}

/** Every table of the schema, emptied on reset. */
const TABLES = [
  'dual_orders',
  'wealth_orders',
  'wealth_nav',
  'wealth_products',
  'notification_settings',
  'user_loans',
  'launchpool_rewards',
  'launchpool_stakes',
  'launchpool_pools',
  'launchpool_projects',
  'staking_profits',
  'staking_redemptions',
  'staking_positions',
  'staking_mint_positions',
  'staking_quick_usage',
  'staking_redeem_config',
  'staking_protocols',
  'staking_products',
  'faq',
  'auto_earn',
  'history',
  'fixed_orders',
  'vouchers',
  'special_eligibility',
  'fixed_products',
  'pending_redemptions',
  'flexible_lots',
  'flexible_positions',
  'rate_points',
  'flexible_assets',
  'asset_prices',
  'ledger',
  'balances',
  'sessions',
  'users',
  'sim_clock',
];

/** Bumped whenever the seed changes, so a stored snapshot of an older seed is not restored. */
const SEED_VERSION = 11;

/**
 * Seeds the database again: from the snapshot taken after the last full seed when there is one
 * (a few statements, fast enough to reset before every test), else by seeding in full.
 */
export async function seed(db: SimDatabase): Promise<void> {
  if (await restoreSnapshot(db)) return;
  await seedFully(db);
  await takeSnapshot(db);
}

async function takeSnapshot(db: SimDatabase): Promise<void> {
  // Copies beside the tables (snapshot_<table>) rather than in another schema, so a simulator confined
  // to its own schema (search_path) keeps its snapshot there too.
  const copies = TABLES.map(
    (table) => `DROP TABLE IF EXISTS snapshot_${table}; CREATE TABLE snapshot_${table} AS SELECT * FROM ${table};`,
  ).join('\n');
  await db.exec(
    `${copies} DROP TABLE IF EXISTS snapshot_version; CREATE TABLE snapshot_version AS SELECT ${SEED_VERSION} AS version;`,
  );
}

async function restoreSnapshot(db: SimDatabase): Promise<boolean> {
  try {
    const { rows } = await db.query<{ version: number }>('SELECT version FROM snapshot_version');
    if (rows[0]?.version !== SEED_VERSION) return false;
  } catch {
    return false;
  }
  // Parents before children on insert; sequences set past the restored ids.
  const order = [...TABLES].reverse();
  const sequences = order
    .filter((table) => SERIAL_TABLES.has(table))
    .map(
      (table) =>
        `SELECT setval(pg_get_serial_sequence('${table}', 'id'), (SELECT COALESCE(MAX(id), 0) + 1 FROM ${table}), false);`,
    );
  await db.exec(
    `BEGIN; TRUNCATE ${TABLES.join(', ')} RESTART IDENTITY CASCADE; ${order.map((table) => `INSERT INTO ${table} SELECT * FROM snapshot_${table};`).join(' ')} ${sequences.join(' ')} COMMIT;`,
  );
  return true;
}

const SERIAL_TABLES = new Set([
  'wealth_orders',
  'launchpool_rewards',
  'staking_redemptions',
  'staking_profits',
  'faq',
  'history',
  'fixed_orders',
  'vouchers',
  'fixed_products',
  'pending_redemptions',
  'flexible_lots',
  'flexible_positions',
  'ledger',
  'users',
]);

/** Empties the database and seeds it in full. */
async function seedFully(db: SimDatabase): Promise<void> {
  const start = SEED_NOW_MS - SEED_HISTORY_HOURS * HOUR;
  await db.exec(`TRUNCATE ${TABLES.join(', ')} RESTART IDENTITY CASCADE`);
  await db.transaction(async (tx) => {
    await tx.query('INSERT INTO sim_clock (id, now_ms) VALUES (1, $1)', [start]);
    for (const user of DEMO_USERS) await insertRow(tx, 'users', { ...user });
    for (const [asset, price] of PRICES) await insertRow(tx, 'asset_prices', { asset, usdt_price: price });
    for (const [asset, sort, min, limitMin, max, rate, ladderApr, businessType, lendRatio] of FLEXIBLE) {
      await insertRow(tx, 'flexible_assets', {
        asset,
        sort,
        min_lend_amount: min,
        limit_min_lend_rate_year: limitMin,
        max_lend_rate_year: max,
        next_time_rate_year: rate,
        ladder_apr: ladderApr,
        business_type: businessType,
        lend_ratio: lendRatio,
      });
    }
    await tx.query(
      `UPDATE flexible_assets SET award_asset = 'GT', ext_award_rate_year = '0.03', ext_award_limit = '1000', award_start_ms = $1, award_end_ms = $2 WHERE asset = 'USDT'`,
      [start - 5 * DAY, SEED_NOW_MS + 25 * DAY],
    );
    await tx.query(`UPDATE flexible_assets SET borrow_support_staking = false WHERE asset = 'BTC'`);
    // 30 days of hourly market rates before the seeded history, varying around today's rate.
    await tx.query(
      `INSERT INTO rate_points (asset, at_ms, rate)
       SELECT a.asset, $1::bigint - h::bigint * 3600000, ROUND(a.next_time_rate_year * (1 + 0.18 * sin(h / 9.0 + a.sort) + 0.07 * cos(h / 31.0))::numeric, 8)
       FROM flexible_assets a CROSS JOIN generate_series(0, 720) AS h`,
      [start],
    );
    for (const product of fixedProducts(SEED_NOW_MS)) await insertRow(tx, 'fixed_products', product);
    await tx.query(
      `INSERT INTO special_eligibility (product_id, user_id) SELECT p.id, u.id FROM fixed_products p, users u WHERE p.type = 3 AND u.name IN ('alice', 'unity')`,
    );
    for (const [question, answer] of FAQ) await insertRow(tx, 'faq', { mold: 'simple-earn', ask: question, answer });
    for (const [coin, question, answer] of STAKING_FAQ)
      await insertRow(tx, 'faq', { mold: 'staking', coin, ask: question, answer });
    for (const product of STAKING_PRODUCTS) await insertRow(tx, 'staking_products', product);
    await insertRow(tx, 'wealth_products', {
      pid: 1,
      project_type: 4,
      name: 'Private Wealth USDT Income',
      coin: 'USDT',
      min_amount: '10000',
      nav: '1.0425',
      daily_return: '0.00021',
      launched_ms: SEED_NOW_MS - 200 * DAY,
    });
    await insertRow(tx, 'wealth_products', {
      pid: 2,
      project_type: 5,
      name: 'BTC Quant Asset Management',
      coin: 'BTC',
      min_amount: '0.5',
      nav: '0.9875',
      daily_return: '-0.00008',
      launched_ms: SEED_NOW_MS - 90 * DAY,
    });
    // 730 days of net values back from the start of the seeded history, compounding backwards.
    await tx.query(
      `INSERT INTO wealth_nav (pid, day_ms, nav) SELECT p.pid, $1::bigint - d::bigint * 86400000, ROUND(p.nav / power(1 + p.daily_return, d), 8) FROM wealth_products p CROSS JOIN generate_series(0, 730) AS d`,
      [Math.floor(start / DAY) * DAY],
    );
    await insertRow(tx, 'launchpool_projects', {
      id: 1,
      coin: 'NEWT',
      start_ms: SEED_NOW_MS - 3 * DAY,
      end_ms: SEED_NOW_MS + 14 * DAY,
    });
    await insertRow(tx, 'launchpool_projects', {
      id: 2,
      coin: 'ORBIT',
      start_ms: SEED_NOW_MS + 5 * DAY,
      end_ms: SEED_NOW_MS + 20 * DAY,
    });
    await insertRow(tx, 'launchpool_projects', {
      id: 3,
      coin: 'LUMA',
      start_ms: SEED_NOW_MS - 40 * DAY,
      // Ends a day into the seeded history, so alice's stake earns 24 hours of LUMA before the claim.
      end_ms: SEED_NOW_MS - DAY,
    });
    await insertRow(tx, 'launchpool_projects', {
      id: 4,
      coin: 'PIXEL',
      start_ms: start,
      end_ms: SEED_NOW_MS + 10 * DAY,
    });
    for (const pool of LAUNCHPOOL_POOLS)
      await insertRow(tx, 'launchpool_pools', {
        ...pool,
        simple_earn: pool.simple_earn ? JSON.stringify(pool.simple_earn) : null,
        staking: pool.staking ? JSON.stringify(pool.staking) : null,
        vip_config: pool.vip_config ? JSON.stringify(pool.vip_config) : null,
        transaction_config: JSON.stringify(pool.transaction_config ?? []),
      });
    // USDT is a borrow coin that does not support launchpool: unity's 8000 USDT loan is not hers to stake
    // (LP-QUOTA-03). Trading volumes place alice in T1 and victor in T2 of PIXEL's BTC ladder; lena's
    // compliance menu hides spot trade (LP-FUNDS-06).
    await tx.query(`UPDATE flexible_assets SET borrow_support_launchpool = false WHERE asset = 'USDT'`);
    await tx.query(`UPDATE users SET trading_volume_usd = 15000 WHERE name = 'alice'`);
    await tx.query(`UPDATE users SET trading_volume_usd = 250000 WHERE name = 'victor'`);
    await tx.query(`UPDATE users SET compliance_menu = '{spot}' WHERE name = 'lena'`);
    await tx.query(
      `INSERT INTO user_loans (user_id, coin, amount) SELECT id, 'USDT', 8000 FROM users WHERE name = 'unity'`,
    );
    // BTC does not support unified-account staking: unity's 0.3 BTC loan leaves 0.5 of her 0.8 BTC to stake
    // (ST-AMT-05, DEC-25).
    await tx.query(
      `INSERT INTO user_loans (user_id, coin, amount) SELECT id, 'BTC', 0.3 FROM users WHERE name = 'unity'`,
    );
    for (const protocol of STAKING_PROTOCOLS) await insertRow(tx, 'staking_protocols', protocol);
    for (const [coin, redeemCoin, fee, quickFee, quota] of STAKING_REDEEM_CONFIG) {
      await insertRow(tx, 'staking_redeem_config', {
        coin,
        redeem_coin: redeemCoin,
        redeem_fee: fee,
        redeem_quick_fee: quickFee,
        redeem_quick_daily_quota: quota,
      });
    }
    // BTC's fast quota (0.5 a day, shared by all users) is nearly used on the seed's day: 0.1 is left, so one more
    // fast redeem uses it up and fast shows disabled until 00:00 UTC gives it back (ST-REDEEM-08/09). USDT offers
    // no fast redemption at all (redeem_quick off, ST-REDEEM-07).
    await insertRow(tx, 'staking_quick_usage', {
      coin: 'BTC',
      day_ms: Math.floor(SEED_NOW_MS / DAY) * DAY,
      amount: '0.4',
    });
    const ids = Object.fromEntries(
      (await tx.query<{ id: number; name: string }>('SELECT id, name FROM users')).rows.map((row) => [
        row.name,
        row.id,
      ]),
    );
    for (const [name, deposits] of Object.entries(DEPOSITS)) {
      for (const [account, asset, amount] of deposits)
        await creditWallet(tx, account, { userId: ids[name]!, asset, amount, kind: 'deposit', at: start });
    }
    const voucher = (
      user: string,
      title: string,
      day: number,
      ratio: string,
      low: string,
      high: string,
      coin: string,
      expires: number,
    ) =>
      insertRow(tx, 'vouchers', {
        user_id: ids[user],
        title,
        rate_day: day,
        rate_ratio: ratio,
        buy_limit_low: low,
        buy_limit_high: high,
        using_currency: coin,
        expired_ms: expires,
      });
    await voucher('alice', '+2% APR for 7 days', 7, '2', '100', '5000', 'USDT', SEED_NOW_MS + 20 * DAY);
    await voucher('alice', '+1% APR for 30 days, no cap', 30, '1', '50', '0', 'USDT', SEED_NOW_MS + 40 * DAY);
    await voucher('alice', '+3% APR (expired)', 7, '3', '100', '1000', 'USDT', SEED_NOW_MS - DAY);
    await voucher('victor', '+1.5% APR for 14 days', 14, '1.5', '1000', '100000', 'USDT', SEED_NOW_MS + 30 * DAY);
    await tx.query(`INSERT INTO auto_earn (user_id, asset, status) VALUES ($1, 'GT', true)`, [ids.alice]);
    // Dual-earn orders (DE-ORDER-02, DEC-30), all placed at the start of the history: those settled before now
    // reached every final status while the seed's clock ran (their money is back); the rest are open.
    const dual = (
      id: number,
      kind: 'dual' | 'sniper',
      coin: string,
      amount: string,
      target: string,
      apy: string,
      settle: number,
      outcome: DualOutcome,
      payoutCoin?: string,
    ) =>
      placeDualOrder(tx, {
        id,
        user_id: ids.alice!,
        kind,
        invest_coin: coin,
        invest_amount: amount,
        target_price: target,
        apy,
        created_ms: start,
        settle_ms: settle,
        outcome,
        ...(payoutCoin ? { payout_coin: payoutCoin } : {}),
      });
    await dual(1, 'dual', 'USDT', '1000', '62000', '0.35', SEED_NOW_MS + 2 * DAY, 'settle');
    await dual(2, 'sniper', 'BTC', '0.1', '70000', '0.12', SEED_NOW_MS - DAY, 'cancel');
    await dual(3, 'dual', 'USDC', '1000', '3800', '0.2', SEED_NOW_MS - 12 * HOUR, 'settle');
    await dual(4, 'dual', 'USDT', '300', '3500', '0.18', SEED_NOW_MS - 20 * HOUR, 'settlement_fail');
    await dual(5, 'sniper', 'USDT', '200', '58000', '0.25', SEED_NOW_MS - 30 * HOUR, 'expire');
    await dual(6, 'dual', 'BTC', '0.05', '75000', '0.1', SEED_NOW_MS - 40 * HOUR, 'fail');
    await dual(7, 'sniper', 'ETH', '0.5', '4200', '0.15', SEED_NOW_MS - 6 * HOUR, 'internal_error');
    await dual(8, 'sniper', 'USDT', '500', '57000', '0.3', SEED_NOW_MS + DAY, 'expire');
    await dual(9, 'dual', 'BTC', '0.05', '72000', '0.08', SEED_NOW_MS + 36 * HOUR, 'cancel');
    await dual(10, 'sniper', 'BTC', '0.02', '68000', '0.22', SEED_NOW_MS + 3 * DAY, 'settlement_fail');
    await dual(11, 'dual', 'USDT', '800', '60000', '0.4', SEED_NOW_MS + DAY, 'settle', 'BTC');
  });
  await seedActivity(db, start);
  await advanceClock(db, SEED_NOW_MS - start);
  await db.query(`UPDATE users SET funding_locked = true WHERE name = 'lena'`);
}

async function seedActivity(db: SimDatabase, at: number): Promise<void> {
  const user = async (name: string): Promise<SimUser> => (await userByName(db, name))!;
  const [alice, victor, unity, lena, carla] = [
    await user('alice'),
    await user('victor'),
    await user('unity'),
    await user('lena'),
    await user('carla'),
  ];
  await db.transaction(async (tx) => {
    await subscribeFlexible(tx, alice, { asset: 'USDT', amount: '2000', rateYear: '0' }, at);
    await subscribeFlexible(tx, alice, { asset: 'BTC', amount: '0.2', rateYear: '0' }, at);
    await subscribeFlexible(tx, victor, { asset: 'USDT', amount: '100000', rateYear: '0.02' }, at);
    await subscribeFlexible(tx, unity, { asset: 'USDT', amount: '3000', rateYear: '0' }, at);
    await subscribeFlexible(tx, lena, { asset: 'USDT', amount: '1000', rateYear: '0' }, at);
    await subscribeFixed(
      tx,
      alice,
      {
        productId: 2,
        amount: '1000',
        yearRate: '0.07',
        reinvestStatus: 0,
        redeemAccountType: 1,
        voucherId: null,
        viaVipPath: false,
      },
      at,
    );
    await subscribeFixed(
      tx,
      alice,
      {
        productId: 1,
        amount: '500',
        yearRate: '0.05',
        reinvestStatus: 1,
        redeemAccountType: 0,
        voucherId: null,
        viaVipPath: false,
      },
      at,
    );
    await stake(tx, carla, 'ETH', '15', at);
    await stake(tx, carla, 'SOL', '20', at, 11);
    await stakeLaunchpool(tx, alice, 1, 2, '200', at);
    await stakeLaunchpool(tx, unity, 1, 1, '3000', at);
    await stakeLaunchpool(tx, alice, 3, 5, '500', at);
    await stakeLaunchpool(tx, alice, 4, 7, '0.02', at);
    // Victor, VIP and never a launchpool staker, stays a newcomer for the new-user pool.
    await stakeLaunchpool(tx, carla, 4, 8, '99.5', at);
    await purchaseWealth(tx, victor, 1, '100000', 4, at);
    await stake(tx, alice, 'ETH', '2', at);
    // Her GTETH tokens (deposited above) held in the rate-based product: coin-user-info answers them.
    await stake(tx, alice, 'GTETH', '1.5', at);
    // Victor holds staked BTC to redeem from, standard or fast within the nearly used quota.
    await stake(tx, victor, 'BTC', '1', at);
    await subscribeFixed(
      tx,
      victor,
      {
        productId: 4,
        amount: '50000',
        yearRate: '0.095',
        reinvestStatus: 0,
        redeemAccountType: 1,
        voucherId: null,
        viaVipPath: true,
      },
      at,
    );
  });
}
