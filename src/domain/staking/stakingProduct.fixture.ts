// Test fixtures: a complete staking product whose fields each test overrides. Used by tests only.
import { rateFromFraction, type Rate } from '../shared/rate';
import type { ExtraInterest, StakingProduct, StakingProtocol, StakingRedeemExtra } from './product.types';

/** A fraction-scale rate for tests; throws on malformed text so a typo fails loudly. */
export function rate(text: string): Rate {
  const value = rateFromFraction(text);
  if (value === null) throw new Error(`not a rate: ${text}`);
  return value;
}

/** A redeem `extra` block: standard 1..3 days, fast redemption offered. */
export function redeemExtra(overrides: Partial<StakingRedeemExtra> = {}): StakingRedeemExtra {
  return {
    redeemQuick: true,
    redeemMinday: 1,
    redeemMaxday: 3,
    redeemPeriodText: '',
    redeemQuickLong: 30,
    redeemControl: 0,
    ...overrides,
  };
}

/** An extra bonus running from epoch 1 000 000 to 2 000 000 ms with one unlimited 10 % tier. */
export function extraInterest(overrides: Partial<ExtraInterest> = {}): ExtraInterest {
  return {
    status: 1,
    maxInterest: '-1',
    rewardCoin: 'GT',
    startTime: 1_000_000,
    endTime: 2_000_000,
    interest: [{ moneyMin: '0', moneyMax: '-1', moneyRate: rate('0.1') }],
    ...overrides,
  };
}

/** A DeFi protocol entry. */
export function protocol(overrides: Partial<StakingProtocol> = {}): StakingProtocol {
  return {
    pid: 11,
    id: 1,
    protocolName: 'Lido',
    agreement: 'https://example.com/lido.pdf',
    rate: rate('0.04'),
    baseRate: rate('0.03'),
    reward: [{ rewardCoin: 'ETH', rewardDelayDays: 2, interestDelayDays: 1, feeRate: rate('0.1') }],
    minMortgageAmount: '0.01',
    minRedeemAmount: '0.02',
    personalMortgageLimit: '100',
    borrowSupport: false,
    extraInterest: null,
    extra: redeemExtra(),
    vipConfig: null,
    incomeDays: 3,
    ...overrides,
  };
}

/** A plain staking product of BTC paying BTC. */
export function stakingProduct(overrides: Partial<StakingProduct> = {}): StakingProduct {
  return {
    mortgageCoin: 'BTC',
    rewardCoin: 'BTC',
    type: 1,
    isDefi: false,
    defi: [],
    debt: [],
    rate: rate('0.05'),
    baseRate: rate('0.04'),
    mostRate: rate('0.05'),
    minMortgageAmount: '0.001',
    minRedeemAmount: '0.0005',
    personalMortgageLimit: '10',
    crowdMortgageLimit: '2',
    rewardDelayDays: 1,
    interestDays: 1,
    incomeDays: 2,
    borrowSupport: false,
    agreement: 'https://example.com/staking.pdf',
    extra: redeemExtra(),
    extraInterest: null,
    extraInterestType: 'normal',
    extraInterestTask: null,
    extraInterestShow: false,
    exchangeType: 'default',
    exchangeRate: '1',
    exchangeRateReverse: '1',
    tips: '',
    redeemConfig: [
      {
        redeemCoin: 'USDC',
        redeemQuickLong: 30,
        redeemQuickFee: rate('0.002'),
        redeemFee: rate('0'),
        redeemQuickDailyQuota: '-1',
      },
    ],
    webBanner: '',
    vipConfig: null,
    ...overrides,
  };
}
