import { toDecimal, type Decimal } from '../decimal';
import { UNLIMITED } from './constants';

/** True when a limit or quota is the 'unlimited' value -1 (ST-LIMIT-03, ST-EXTRA-02, DEC-22). */
export function isUnlimited(limit: string): boolean {
  return toDecimal(limit).equals(toDecimal(UNLIMITED));
}

/** The limit as a Decimal, or null when it is unlimited, so callers cannot compare against -1 by mistake. */
export function limitValue(limit: string): Decimal | null {
  return isUnlimited(limit) ? null : toDecimal(limit);
}

/** True when a typed amount carries more decimals than allowed (trailing zeros do not count). */
export function exceedsDecimals(amount: string, decimals: number): boolean {
  return toDecimal(amount.trim()).decimalPlaces() > decimals;
}
