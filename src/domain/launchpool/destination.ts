/**
 * The redemption destination of a stake (LP-DEST-01..11, LP-API-11): where committed coins go when the
 * event ends. Derived from the pool alone, so choosing a tab (LP-STAKE-13) just calls it again.
 */
import { fail, ok, type DomainResult } from '../result';
import { spotRedeemLabelKey, type AccountModeName, type SpotRedeemLabelKey } from '../shared/accountMode';
import type { Rate } from '../shared/rate';
import { isAutoStakeCoin } from './constants';
import type { RewardPool } from './models';

/** The destinations (LP-DEST-01). */
export const REDEMPTION_DESTINATIONS = ['fixed', 'flexible', 'staking', 'spot'] as const;
/** A redemption destination. */
export type RedemptionDestination = (typeof REDEMPTION_DESTINATIONS)[number];

/** An option of the destination selector. */
export interface DestinationOption {
  readonly destination: RedemptionDestination;
  /** True when the option shows but cannot be chosen (LP-DEST-07). */
  readonly disabled: boolean;
}

type DestinationPool = Pick<RewardPool, 'coin' | 'simpleEarn' | 'staking'>;

/** True when the pool's staking option can be offered: it has one and its coin is BTC, ETH or USDT (LP-DEST-10). */
export function offersStakingDestination(pool: DestinationPool): boolean {
  return pool.staking !== null && isAutoStakeCoin(pool.coin);
}

/**
 * The destination a pool starts with (LP-DEST-02..05): simple earn with user_period above 0 gives fixed,
 * other simple earn flexible; staking (for a staking coin, LP-DEST-10) gives staking; anything else spot.
 */
export function initialDestination(pool: DestinationPool): RedemptionDestination {
  if (pool.simpleEarn) return pool.simpleEarn.userPeriod > 0 ? 'fixed' : 'flexible';
  if (offersStakingDestination(pool)) return 'staking';
  return 'spot';
}

/** True when the destination section shows: the pool has simple earn or an offered staking option (LP-DEST-06). */
export function showsDestinationSection(pool: DestinationPool): boolean {
  return pool.simpleEarn !== null || offersStakingDestination(pool);
}

/**
 * The selector's options (LP-DEST-06/07): simple earn offers fixed (when the pool has a term or the user
 * chose one), flexible and spot; staking offers staking and spot; any other pool offers none, and the
 * section hides. When fixed is the initial destination the user's term is locked in, so every other
 * option is disabled.
 */
export function destinationOptions(pool: DestinationPool): DestinationOption[] {
  const initial = initialDestination(pool);
  let destinations: RedemptionDestination[] = [];
  if (pool.simpleEarn) {
    const hasFixed = pool.simpleEarn.fixedPeriod > 0 || pool.simpleEarn.userPeriod > 0;
    destinations = hasFixed ? ['fixed', 'flexible', 'spot'] : ['flexible', 'spot'];
  } else if (offersStakingDestination(pool)) {
    destinations = ['staking', 'spot'];
  }
  return destinations.map((destination) => ({ destination, disabled: initial === 'fixed' && destination !== 'fixed' }));
}

/** The info toast for a click on a disabled option (LP-DEST-08: tip 3). */
export const DISABLED_DESTINATION_TIP_KEY = 'launchpool.destination.tip3';

/**
 * The outcome of clicking an option: the destination, or the tip-3 info toast when it is disabled or absent
 * (LP-DEST-08).
 */
export function chooseDestination(
  options: readonly DestinationOption[],
  destination: RedemptionDestination,
): DomainResult<RedemptionDestination, typeof DISABLED_DESTINATION_TIP_KEY> {
  const option = options.find((candidate) => candidate.destination === destination);
  return option && !option.disabled ? ok(destination) : fail(DISABLED_DESTINATION_TIP_KEY);
}

/** False for fixed, which allows no early redemption (LP-DEST-09). */
export function allowsEarlyRedemption(destination: RedemptionDestination): boolean {
  return destination !== 'fixed';
}

/** A destination label key. */
export type DestinationLabelKey =
  | 'launchpool.destination.fixed'
  | 'launchpool.destination.flexible'
  | 'launchpool.destination.staking'
  | 'launchpool.destination.gusdMinting'
  | SpotRedeemLabelKey;

/**
 * The label of a destination: staking reads 'GUSD minting' for USDT (LP-DEST-11); spot reads 'spot' or
 * 'unified account' by the account mode (SH-MODE-04).
 */
export function destinationLabelKey(
  destination: RedemptionDestination,
  coin: string,
  mode: AccountModeName = 'classic',
): DestinationLabelKey {
  switch (destination) {
    case 'fixed':
      return 'launchpool.destination.fixed';
    case 'flexible':
      return 'launchpool.destination.flexible';
    case 'staking':
      return coin.trim().toUpperCase() === 'USDT'
        ? 'launchpool.destination.gusdMinting'
        : 'launchpool.destination.staking';
    case 'spot':
      return spotRedeemLabelKey(mode);
  }
}

/** The rates a destination earns, for the info rows: its rate and, for fixed, the bonus (ext_rate). */
export interface DestinationRates {
  readonly rate: Rate;
  readonly bonusRate: Rate | null;
}

/**
 * The rates of a destination (LP-DATA-10, LP-DATA-11): fixed earns fixed_rate plus the ext_rate bonus,
 * flexible the simple-earn rate, staking the staking rate; spot earns nothing (null).
 */
export function destinationRates(
  pool: Pick<RewardPool, 'simpleEarn' | 'staking'>,
  destination: RedemptionDestination,
): DestinationRates | null {
  if (destination === 'fixed' && pool.simpleEarn)
    return { rate: pool.simpleEarn.fixedRate, bonusRate: pool.simpleEarn.extRate };
  if (destination === 'flexible' && pool.simpleEarn) return { rate: pool.simpleEarn.rate, bonusRate: null };
  if (destination === 'staking' && pool.staking) return { rate: pool.staking.rate, bonusRate: null };
  return null;
}

/**
 * The term create-order sends as simpleEarnPeriod when the destination is fixed (LP-API-11): the user's
 * chosen term when set, else the pool's fixed term; undefined for every other destination.
 */
export function simpleEarnPeriodFor(
  pool: Pick<RewardPool, 'simpleEarn'>,
  destination: RedemptionDestination,
): number | undefined {
  if (destination !== 'fixed' || !pool.simpleEarn) return undefined;
  return pool.simpleEarn.userPeriod > 0 ? pool.simpleEarn.userPeriod : pool.simpleEarn.fixedPeriod;
}
