import { toAmountString, toDecimal } from '../decimal';
import type { Rate } from '../shared/rate';
import { STAKING_DECIMALS, STAKING_PRODUCT_TYPE } from './constants';
import type {
  ExtraInterest,
  StakeTermsFields,
  StakingProduct,
  StakingRedeemExtra,
  StakingVipConfig,
} from './product.types';

/** The three kinds of staking (ST-PROD-01). */
export type StakingProductKind = 'plain' | 'defi' | 'debt';

/**
 * Which kind of staking a product is (ST-PROD-01): DeFi when it has protocols, credit-debt (mint)
 * when its type is 2, plain otherwise. DeFi wins because its terms live per protocol.
 */
export function stakingProductKind(product: Pick<StakingProduct, 'isDefi' | 'type'>): StakingProductKind {
  if (product.isDefi) return 'defi';
  if (product.type === STAKING_PRODUCT_TYPE.creditDebt) return 'debt';
  return 'plain';
}

/** The stake coins of a product: `mortgageCoin` may be a comma-separated list (ST-DATA-01). */
export function mortgageCoins(mortgageCoin: string): string[] {
  return mortgageCoin
    .split(',')
    .map((coin) => coin.trim().toUpperCase())
    .filter((coin) => coin !== '');
}

/**
 * The coins a stake earns (ST-PROD-02, ST-DATA-02, ST-DATA-05): a DeFi protocol may pay several,
 * each named once in the order the protocol lists them; other products pay `rewardCoin`.
 */
export function rewardCoins(product: StakingProduct, pid?: number): string[] {
  const protocol = product.isDefi ? (product.defi.find((entry) => entry.pid === pid) ?? product.defi[0]) : undefined;
  if (!protocol || protocol.reward.length === 0) return product.rewardCoin ? [product.rewardCoin] : [];
  return [...new Set(protocol.reward.map((reward) => reward.rewardCoin))];
}

/** The terms that apply to the product, protocol or debt coin being staked right now. */
export interface CurrentStakeTerms extends StakeTermsFields {
  /** Which kind of staking these terms come from. */
  readonly kind: StakingProductKind;
  /** The protocol's pid for DeFi, else -1 (the API then sends no pid, ST-API-16). */
  readonly pid: number;
  /** Crowd-mode limit; protocols and debt entries have none of their own, so it is the product's. */
  readonly crowdMortgageLimit: string;
  readonly rate: Rate;
  readonly baseRate: Rate;
  readonly incomeDays: number;
  /** Days until the first reward; for DeFi the earliest of its reward coins. */
  readonly rewardDelayDays: number;
  readonly extra: StakingRedeemExtra;
  readonly extraInterest: ExtraInterest | null;
  readonly vipConfig: readonly StakingVipConfig[] | null;
}

/**
 * The terms of the current plain, DeFi or debt product (ST-AMT-02, ST-DATA-04, ST-DATA-06..08):
 * a DeFi protocol by `pid` (the first when none matches), a debt entry by `debtCoin`, else the
 * product itself. Fields an entry lacks fall back to the product's.
 */
export function currentStakeTerms(
  product: StakingProduct,
  selection: { pid?: number; debtCoin?: string } = {},
): CurrentStakeTerms {
  const base: CurrentStakeTerms = {
    kind: stakingProductKind(product),
    pid: -1,
    minMortgageAmount: product.minMortgageAmount,
    minRedeemAmount: product.minRedeemAmount,
    personalMortgageLimit: product.personalMortgageLimit,
    crowdMortgageLimit: product.crowdMortgageLimit,
    rate: product.rate,
    baseRate: product.baseRate,
    incomeDays: product.incomeDays,
    rewardDelayDays: product.rewardDelayDays,
    extra: product.extra,
    extraInterest: product.extraInterest,
    vipConfig: product.vipConfig,
  };
  if (base.kind === 'defi') {
    const protocol = product.defi.find((entry) => entry.pid === selection.pid) ?? product.defi[0];
    if (!protocol) return base;
    const delays = protocol.reward.map((reward) => reward.rewardDelayDays);
    return {
      ...base,
      pid: protocol.pid,
      minMortgageAmount: protocol.minMortgageAmount,
      minRedeemAmount: protocol.minRedeemAmount,
      personalMortgageLimit: protocol.personalMortgageLimit,
      rate: protocol.rate,
      baseRate: protocol.baseRate,
      incomeDays: protocol.incomeDays,
      rewardDelayDays: delays.length > 0 ? Math.min(...delays) : product.rewardDelayDays,
      extra: protocol.extra,
      extraInterest: protocol.extraInterest,
      vipConfig: protocol.vipConfig,
    };
  }
  if (base.kind === 'debt') {
    const debt = product.debt.find((entry) => entry.coin === selection.debtCoin) ?? product.debt[0];
    if (!debt) return base;
    return {
      ...base,
      minMortgageAmount: debt.minMortgageAmount,
      minRedeemAmount: debt.minRedeemAmount,
      personalMortgageLimit: debt.personalMortgageLimit,
      rate: debt.rate,
    };
  }
  return base;
}

/**
 * What a stake hands out (ST-DATA-11): an 'asset' product mints `amount × exchangeRate` of its
 * reward coin, a 'default' product keeps the amount 1:1. Rounded down to 8 decimals, like every balance.
 */
export function receivedOnStake(
  amount: string,
  product: Pick<StakingProduct, 'exchangeType' | 'exchangeRate'>,
): string {
  const value = toDecimal(amount);
  const received = product.exchangeType === 'asset' ? value.times(toDecimal(product.exchangeRate)) : value;
  return toAmountString(received, STAKING_DECIMALS);
}

/** What a redemption pays back (ST-DATA-11): the reverse rate for 'asset' products, 1:1 otherwise. */
export function receivedOnRedeem(
  amount: string,
  product: Pick<StakingProduct, 'exchangeType' | 'exchangeRateReverse'>,
): string {
  const value = toDecimal(amount);
  const received = product.exchangeType === 'asset' ? value.times(toDecimal(product.exchangeRateReverse)) : value;
  return toAmountString(received, STAKING_DECIMALS);
}
