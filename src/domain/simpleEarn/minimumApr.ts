import { isDecimalText, roundDown, roundUp, toDecimal } from '../decimal';
import { fail, ok, type DomainResult } from '../result';
import { ZERO_RATE, compareRates, rateFromFraction, rateToDecimal, type Rate } from '../shared/rate';
import { APR_NOTE_NUMBER } from '../shared/constants';
import { DEFAULT_MAX_LEND_RATE_YEAR, MINIMUM_APR_INPUT_DECIMALS, MINIMUM_APR_SENT_DECIMALS } from './constants';
import { MinimumAprMessageKey } from './orderMessageKeys';
import type { FlexibleProduct } from './models';

const PERCENT_TEXT = new RegExp(`^\\d*(\\.\\d{0,${MINIMUM_APR_INPUT_DECIMALS}})?$`);

/** A minimum APR that passed its checks. */
export interface MinimumAprValue {
  /** Nothing typed: no error, confirm disabled (SE-APR-08). */
  readonly isEmpty: boolean;
  /** What is sent as rateYear: percent / 100 rounded up to 4 decimals (SE-APR-06); null when empty. */
  readonly rateYear: Rate | null;
}

/** The bounds of the minimum-APR edit (DEC-05: rates, already fractions). */
export interface MinimumAprBounds {
  /** The system minimum, limit_min_lend_rate_year. */
  readonly limitMinLendRateYear: Rate;
  /** max_lend_rate_year; absent means 5 % (SE-APR-03). */
  readonly maxLendRateYear?: Rate | null;
}

/** The maximum of the minimum-APR edit: max_lend_rate_year, or 5 % when absent (SE-APR-03). */
export function maximumLendRateYear(product: Pick<FlexibleProduct, 'maxLendRateYear'>): Rate {
  return product.maxLendRateYear ?? DEFAULT_MAX_LEND_RATE_YEAR;
}

/** The placeholder of the flexible APR tip: the default maximum lending APR, 5 (DEC-16). */
export function minimumAprTipParams(): { readonly number: number } {
  return { number: APR_NOTE_NUMBER };
}

/** True when text is acceptable in the minimum-APR input: a percent with at most 2 decimals (SE-APR-05). */
export function isAcceptableMinimumAprText(text: string): boolean {
  return PERCENT_TEXT.test(text);
}

/** The rateYear sent for a typed percent: percent / 100, rounded up to 4 decimals (SE-APR-06). */
export function minimumAprToRateYear(percent: string): Rate {
  return rateFromFraction(roundUp(toDecimal(percent).dividedBy(100), MINIMUM_APR_SENT_DECIMALS).toFixed()) ?? ZERO_RATE;
}

/**
 * Validates a typed minimum APR (percent) against the bounds: above the maximum gives the maxAPR
 * message (SE-APR-02), below the system minimum the minAPR message (SE-APR-04), each with the bound
 * in percent. The bound shown is rounded inward to 2 decimals so the number shown is itself allowed.
 */
export function validateMinimumApr(percent: string, bounds: MinimumAprBounds): DomainResult<MinimumAprValue> {
  const text = percent.trim();
  if (text === '' || !isDecimalText(text)) return ok({ isEmpty: true, rateYear: null });
  const rateYear = minimumAprToRateYear(text);
  const maximum = maximumLendRateYear(bounds);
  const minimum = bounds.limitMinLendRateYear;
  if (compareRates(rateYear, maximum) > 0) {
    return fail(MinimumAprMessageKey.max, {
      number: roundDown(rateToDecimal(maximum).times(100), MINIMUM_APR_INPUT_DECIMALS).toFixed(),
    });
  }
  if (compareRates(rateYear, minimum) < 0) {
    return fail(MinimumAprMessageKey.min, {
      number: roundUp(rateToDecimal(minimum).times(100), MINIMUM_APR_INPUT_DECIMALS).toFixed(),
    });
  }
  return ok({ isEmpty: false, rateYear });
}

/** True when the minimum APR can be confirmed: not empty (SE-APR-08) and no error (SE-APR-07). */
export function canConfirmMinimumApr(validation: DomainResult<MinimumAprValue>): boolean {
  return validation.ok && !validation.value.isEmpty;
}
