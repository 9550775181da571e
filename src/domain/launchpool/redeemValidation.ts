/**
 * The shared redeem dialog of launchpool, staking and simple earn (LP-REDEEM-04, 07..12, 14, 15, DEC-01):
 * at most the redeemable amount, at least 0.1^decimal_place, and its claim-flow wording.
 */
import { Decimal, roundDown, toDecimal, type DecimalInput } from '../decimal';
import { fail, ok, type DomainResult } from '../result';
import { hasEventStarted, type EventState, type RedeemType } from './constants';
import { offersStakingDestination } from './destination';
import type { RewardPool } from './models';
import { isEmptyAmount } from './stakeValidation';

/** The messages redeem validation can return, in the order they are checked. */
export const REDEEM_AMOUNT_ERROR_KEYS = ['launchpool.redeem.currentMax', 'launchpool.redeem.min'] as const;
/** A redeem validation message key. */
export type RedeemAmountErrorKey = (typeof REDEEM_AMOUNT_ERROR_KEYS)[number];

function decimalsOf(decimalPlace: number): number {
  return Number.isFinite(decimalPlace) ? Math.max(0, Math.floor(decimalPlace)) : 0;
}

/** The minimum redeem: 0.1 raised to the coin's decimal places, 8 places giving 0.00000001 (LP-REDEEM-09, DEC-01). */
export function minimumRedeemAmount(decimalPlace: number): Decimal {
  return new Decimal(10).pow(-decimalsOf(decimalPlace));
}

/** What redeem validation reads. */
export interface RedeemAmountInput {
  /** The typed amount text. */
  readonly amount: string;
  readonly redeemable: DecimalInput;
  readonly coin: string;
  /** The coin's decimal places. */
  readonly decimalPlace: number;
}

/**
 * Validates a redeem amount. Empty returns ok('') (Confirm stays disabled, LP-REDEEM-10). Above the
 * redeemable amount gives the current-max tip with amount and coin (LP-REDEEM-08); below
 * 0.1^decimal_place gives the minimum error with number and coin (LP-REDEEM-09). The over-max check
 * comes first because lowering the amount is then the one fix.
 */
export function validateRedeemAmount(input: RedeemAmountInput): DomainResult<string, RedeemAmountErrorKey> {
  if (isEmptyAmount(input.amount)) return ok('');
  const amount = toDecimal(input.amount.trim());
  const redeemable = roundDown(input.redeemable, decimalsOf(input.decimalPlace));
  if (amount.gt(redeemable))
    return fail('launchpool.redeem.currentMax', { amount: redeemable.toFixed(), coin: input.coin });
  const minimum = minimumRedeemAmount(input.decimalPlace);
  if (amount.lt(minimum)) return fail('launchpool.redeem.min', { amount: minimum.toFixed(), coin: input.coin });
  return ok(amount.toFixed());
}

/** True when Confirm is disabled: empty amount (LP-REDEEM-10) or an invalid one (LP-REDEEM-11). */
export function isRedeemConfirmDisabled(
  amount: string,
  validation: DomainResult<string, RedeemAmountErrorKey>,
): boolean {
  return isEmptyAmount(amount) || !validation.ok;
}

/** What Max fills: the redeemable amount, rounded down to the coin's decimals (LP-REDEEM-12). */
export function redeemMaxFill(redeemable: DecimalInput, decimalPlace: number): string {
  return Decimal.max(roundDown(redeemable, decimalsOf(decimalPlace)), 0).toFixed();
}

/** True when the last-hour reward line shows: the event has started and this is not a claim flow (LP-REDEEM-04). */
export function showsLastHourReward(eventState: EventState, isClaimFlow: boolean): boolean {
  return hasEventStarted(eventState) && !isClaimFlow;
}

/** The label keys of the redeem dialog. */
export interface RedeemDialogLabelKeys {
  /** The redeemable (or claimable) amount line. */
  readonly redeemable: 'launchpool.redeem.claimable' | 'launchpool.redeem.redeemable';
  /** The success toast: 'Claim successful' in a claim flow, else 'redeem success' (LP-REDEEM-14, LP-REDEEM-15). */
  readonly success: 'launchpool.redeem.claimSuccess' | 'launchpool.redeem.success';
  /** The amount field. */
  readonly amount: 'launchpool.redeem.amount' | 'launchpool.redeem.redemptionAmount';
}

/** The dialog's labels: 'Claimable', 'Claim successful' and 'Amount' in a claim flow (LP-REDEEM-07). */
export function redeemDialogLabelKeys(isClaimFlow: boolean): RedeemDialogLabelKeys {
  return isClaimFlow
    ? ({
        redeemable: 'launchpool.redeem.claimable',
        success: 'launchpool.redeem.claimSuccess',
        amount: 'launchpool.redeem.amount',
      } as const)
    : ({
        redeemable: 'launchpool.redeem.redeemable',
        success: 'launchpool.redeem.success',
        amount: 'launchpool.redeem.redemptionAmount',
      } as const);
}

/** The checkbox the redeem dialog offers: auto-stake (into staking) or auto-earn (into flexible Simple Earn). */
export type RedeemAutoOption = 'autoStake' | 'autoEarn';

/**
 * The checkbox a pool's redeem dialog shows, only for eligible coins (LP-REDEEM-05, P-39): auto-stake for
 * an auto-stake coin (ETH, BTC, USDT, LP-CONST-02) whose pool has a staking option, else auto-earn when
 * the pool has a Simple Earn option; null (no checkbox) for any other coin.
 */
export function redeemAutoOption(pool: Pick<RewardPool, 'coin' | 'simpleEarn' | 'staking'>): RedeemAutoOption | null {
  if (offersStakingDestination(pool)) return 'autoStake';
  return pool.simpleEarn !== null ? 'autoEarn' : null;
}

/** Where a redeem sends the coins (the redeem's simpleEarnStatus): the ticked option's product, else spot. */
export function redeemTypeOf(option: RedeemAutoOption | null, checked: boolean): RedeemType {
  if (option === null || !checked) return 'spot';
  return option === 'autoStake' ? 'staking' : 'simpleEarn';
}
