import { Decimal, isDecimalText, toAmountString, toDecimal } from '../decimal';
import { fail, ok, type DomainResult } from '../result';
import { WEALTH_AMOUNT_DECIMALS, WEALTH_UNIT_DECIMALS } from './constants';
import type { WealthErrorKey } from './messages';
import type { WealthOrderDetail } from './types';

/** What a wealth redeem check needs. */
export interface WealthRedeemInput {
  /** The units as typed. */
  readonly units: string;
  /** The units the order may redeem. */
  readonly redeemableUnits: string;
}

/** Redeem units that passed their checks. */
export interface WealthRedeemUnits {
  /** False for empty or zero units: redeem stays disabled (VW-REDEEM-03). */
  readonly hasUnits: boolean;
  /** The units to send, 6 decimals; '' when there are none. */
  readonly units: string;
}

/**
 * Validates wealth redeem units: empty or zero units cannot be redeemed but show no message
 * (VW-REDEEM-03); more than 6 decimals is refused (VW-REDEEM-04); units above the redeemable units
 * give 'less redeemable units' (VW-REDEEM-02).
 */
export function validateWealthRedeemUnits(input: WealthRedeemInput): DomainResult<WealthRedeemUnits, WealthErrorKey> {
  const text = input.units.trim();
  if (text === '' || !isDecimalText(text) || toDecimal(text).lte(0)) return ok({ hasUnits: false, units: '' });
  const units = toDecimal(text);
  if (units.decimalPlaces() > WEALTH_UNIT_DECIMALS)
    return fail('wealth.redeem.precision', { decimals: WEALTH_UNIT_DECIMALS });
  if (units.gt(toDecimal(input.redeemableUnits))) {
    return fail('wealth.redeem.lessRedeemableUnits', {
      units: toAmountString(input.redeemableUnits, WEALTH_UNIT_DECIMALS),
    });
  }
  return ok({ hasUnits: true, units: units.toFixed() });
}

/** Whether Redeem is enabled (VW-REDEEM-03): valid, non-zero units. */
export function isWealthRedeemEnabled(validation: DomainResult<WealthRedeemUnits>): boolean {
  return validation.ok && validation.value.hasUnits;
}

/** The redeem request in domain words (VW-API-02). */
export interface WealthRedeemRequest {
  readonly pid: number;
  readonly unit: string;
}

/** The redeem request (VW-API-02): the product id and the units, 6 decimals. */
export function wealthRedeemRequest(pid: number, units: string): WealthRedeemRequest {
  return { pid, unit: toAmountString(units, WEALTH_UNIT_DECIMALS) };
}

/**
 * What redeeming some units is worth at today's net value (VW-DATA-01): units × `net_value_ratio`,
 * rounded down to 8 decimals, so the estimate never promises more than is paid.
 */
export function estimatedRedeemValue(units: string, detail: Pick<WealthOrderDetail, 'netValueRatio'>): string {
  const value = toDecimal(units).times(toDecimal(detail.netValueRatio));
  return toAmountString(Decimal.max(value, 0), WEALTH_AMOUNT_DECIMALS);
}
