/**
 * The eligibility (staking-cap) ladder (LP-ELIG-02..04, DEC-19): each transaction_config entry is a tier
 * T1..Tn with a USD trading volume to reach over the window and a staking cap in the coin. Tiers keep
 * the server's order for their labels; "current" and "next" are decided by volume, so a ladder sent out
 * of order still highlights the right tier.
 */
import { Decimal, roundUp, toDecimal, type DecimalInput } from '../decimal';
import type { DomainError } from '../result';
import { DEFAULT_TRADING_VOLUME_WINDOW_DAYS } from '../shared/constants';
import type { TransactionTierConfig } from './models';

/** One tier of the ladder. */
export interface EligibilityTier {
  /** 'T1'..'Tn', by position in transaction_config. */
  readonly label: string;
  /** The position, from 1. */
  readonly number: number;
  /** Required USD volume. */
  readonly transactionAmount: string;
  /** The cap in the coin, null when the entry has none. */
  readonly mortgageLimit: string | null;
}

/** The ladder as the dialog shows it. */
export interface EligibilityLadder {
  readonly tiers: readonly EligibilityTier[];
  /** The highest tier the user's volume reaches, null below T1 (LP-ELIG-03). */
  readonly currentTier: EligibilityTier | null;
  /** The lowest tier not yet reached, null at the top (LP-ELIG-04). */
  readonly nextTier: EligibilityTier | null;
  /** USD volume still needed for the next tier, exact; null at the top. Never negative. */
  readonly amountToNextTier: string | null;
  /** The volume window in days (default 60, SH-CONST-11). */
  readonly transactionDays: number;
}

/** What the ladder is built from: a pool's (or extra reward pool's) config and the user's volume. */
export interface EligibilityInput {
  readonly transactionConfig: readonly TransactionTierConfig[];
  readonly userTransactionAmount: DecimalInput;
  /** transaction_days; missing or not positive means the default 60 (DEC-19). */
  readonly transactionDays?: number | null;
}

/**
 * The volume window: transaction_days (whole days) when it is at least one day, else 60 days (DEC-19,
 * SH-CONST-11). A fraction of a day would otherwise floor to a 0-day window.
 */
export function transactionWindowDays(transactionDays?: number | null): number {
  return transactionDays != null && Number.isFinite(transactionDays) && transactionDays >= 1
    ? Math.floor(transactionDays)
    : DEFAULT_TRADING_VOLUME_WINDOW_DAYS;
}

/** The tiers T1..Tn of a transaction_config (LP-ELIG-02, DEC-19). */
export function eligibilityTiers(config: readonly TransactionTierConfig[]): EligibilityTier[] {
  return config.map((entry, index) => ({
    label: `T${index + 1}`,
    number: index + 1,
    transactionAmount: entry.transactionAmount,
    mortgageLimit: entry.mortgageLimit,
  }));
}

/** The ladder with the user's current tier, the next tier and the volume still needed (LP-ELIG-02..04, DEC-19). */
export function eligibilityLadder(input: EligibilityInput): EligibilityLadder {
  const tiers = eligibilityTiers(input.transactionConfig);
  const volume = toDecimal(input.userTransactionAmount);
  let currentTier: EligibilityTier | null = null;
  let nextTier: EligibilityTier | null = null;
  for (const tier of tiers) {
    const required = toDecimal(tier.transactionAmount);
    if (volume.gte(required)) {
      if (!currentTier || required.gt(toDecimal(currentTier.transactionAmount))) currentTier = tier;
    } else if (!nextTier || required.lt(toDecimal(nextTier.transactionAmount))) {
      nextTier = tier;
    }
  }
  const amountToNextTier = nextTier
    ? Decimal.max(toDecimal(nextTier.transactionAmount).minus(volume), 0).toFixed()
    : null;
  return {
    tiers,
    currentTier,
    nextTier,
    amountToNextTier,
    transactionDays: transactionWindowDays(input.transactionDays),
  };
}

/**
 * The tip under the ladder (LP-ELIG-04): the USD volume still needed, rounded up to cents so trading the
 * shown amount is always enough, with the window, the next tier and its cap. Null at the top tier.
 */
export function eligibilityTip(
  ladder: EligibilityLadder,
  coin: string,
): DomainError<'launchpool.eligibility.nextTierTip'> | null {
  if (!ladder.nextTier || ladder.amountToNextTier === null) return null;
  return {
    key: 'launchpool.eligibility.nextTierTip',
    params: {
      amount: roundUp(ladder.amountToNextTier, 2).toFixed(2),
      days: ladder.transactionDays,
      tier: ladder.nextTier.label,
      cap: ladder.nextTier.mortgageLimit ?? '--',
      coin,
    },
  };
}
