import { Decimal, type DecimalInput } from '../domain/decimal';
import { formatDecimalText } from './formatNumber';
import { NOT_A_NUMBER_TEXT, parseDisplayDecimal } from './parseDecimal';

/** Percent decimals shown for every rate (DEC-05; the chart shows percent with 2 decimals). */
const RATE_PERCENT_DECIMALS = 2;

/** Options of {@link formatPercent}. */
export interface FormatPercentOptions {
  /** BCP 47 locale: decides where the percent sign goes. Default 'en'. */
  locale?: string;
  /** Percent decimals shown. Default 2. */
  decimals?: number;
  /** Intl numbering system. Default 'latn' (SH-LOCALE-01). */
  numberingSystem?: string;
  /** Drop trailing zeros ('5%' instead of '5.00%'). Default false. */
  trimZeros?: boolean;
  /** 'exceptZero' prints '+' on a positive rate ('+1.20%' for a bonus). Default 'auto'. */
  signDisplay?: 'auto' | 'exceptZero';
  /** Text for a missing or malformed rate. Default '--'. */
  placeholder?: string;
}

/**
 * Formats a rate for display. Inside the library every rate is a fraction (DEC-05: '0.0525' means
 * 5.25 %), so this multiplies by 100 exactly and shows `decimals` places. The digits are rounded
 * toward zero, like amounts: a displayed rate is a promise, and it should never overstate what the
 * user earns.
 *
 * @example formatPercent('0.0525') // '5.25%'
 */
export function formatPercent(fraction: DecimalInput | null | undefined, options: FormatPercentOptions = {}): string {
  const {
    locale = 'en',
    decimals = RATE_PERCENT_DECIMALS,
    numberingSystem = 'latn',
    trimZeros = false,
    signDisplay = 'auto',
    placeholder = NOT_A_NUMBER_TEXT,
  } = options;
  const value = parseDisplayDecimal(fraction);
  if (!value) return placeholder;
  const places = Math.max(0, Math.trunc(decimals));
  const percent = value.times(100).toDecimalPlaces(places, Decimal.ROUND_DOWN);
  // Intl's percent style multiplies by 100 again; dividing a Decimal by 100 is exact.
  const asFraction = percent.isZero() ? '0' : percent.dividedBy(100).toFixed();
  return formatDecimalText(asFraction, {
    locale,
    numberingSystem,
    minimumFractionDigits: trimZeros ? 0 : places,
    maximumFractionDigits: places,
    useGrouping: true,
    signDisplay: percent.isZero() ? 'auto' : signDisplay,
    style: 'percent',
  });
}
