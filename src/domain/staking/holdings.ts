import { Decimal } from '../decimal';
import { DAY_MS, MINUTE_MS } from '../shared/constants';
import type { Rate } from '../shared/rate';
import { totalEstimatedApr } from './extraInterest';
import type { StakingProduct } from './product.types';
import type { StakingPendingRedemption, StakingProfitRecord } from './user.types';

/** One reward coin's total. */
export interface StakingRewardTotal {
  readonly coin: string;
  /** Exact decimal text. */
  readonly amount: string;
}

/**
 * The rewards paid, added up per reward coin (a DeFi protocol may pay in several), in the order each coin first
 * appears; exact, never through a JS number.
 */
export function stakingRewardTotals(records: readonly StakingProfitRecord[]): StakingRewardTotal[] {
  const totals = new Map<string, Decimal>();
  for (const record of records)
    totals.set(record.rewardCoin, (totals.get(record.rewardCoin) ?? new Decimal(0)).plus(record.amount));
  return [...totals].map(([coin, amount]) => ({ coin, amount: amount.toFixed() }));
}

/**
 * The APR a staking position earns, as the product's detail page states it (issue 17, P-47: one figure on every
 * screen): a DeFi position its protocol's rate (`defi`: before the protocol's reward fee, ST-DATA-05); any other
 * the product's rate plus, while it runs, the extra bonus (`totalEstimatedApr`, ST-PROD-03). Null for a protocol
 * the product no longer lists.
 */
export function stakingPositionApr(
  product: Pick<StakingProduct, 'defi' | 'rate' | 'extraInterest'>,
  pid: number,
  now: number,
): { readonly rate: Rate; readonly defi: boolean } | null {
  if (pid > 0) {
    const protocol = product.defi.find((item) => item.pid === pid);
    return protocol ? { rate: protocol.rate, defi: true } : null;
  }
  return { rate: totalEstimatedApr(product.rate, product.extraInterest, now), defi: false };
}

/** What the redemption pays out: the amount less its fee, never below 0. */
export function redemptionReceived(redemption: StakingPendingRedemption): string {
  const received = new Decimal(redemption.amount).minus(redemption.fee);
  return (received.isNegative() ? new Decimal(0) : received).toFixed();
}

/**
 * The figures the redemption timeline is drawn from, read back from when the redemption was made and when it pays
 * out: a fast one's minutes, or a standard one's whole days (the period it was made with).
 */
export function redemptionPeriod(
  redemption: StakingPendingRedemption,
):
  | { readonly variant: 'stakingFast'; readonly quickMinutes: number }
  | { readonly variant: 'stakingStandard'; readonly days: number } {
  const span = Math.max(0, redemption.arrivesAt - redemption.submittedAt);
  return redemption.redeemType === 'fast'
    ? { variant: 'stakingFast', quickMinutes: Math.round(span / MINUTE_MS) }
    : { variant: 'stakingStandard', days: Math.round(span / DAY_MS) };
}
