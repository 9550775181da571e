import { AMOUNT_DECIMALS, Decimal, type DecimalInput } from '../domain/decimal';
import { formatDecimalText } from './formatNumber';
import { NOT_A_NUMBER_TEXT, parseDisplayDecimal } from './parseDecimal';

/** Options of {@link formatAmount}. */
export interface FormatAmountOptions {
  /** BCP 47 locale for grouping and separators. Default 'en'. */
  locale?: string;
  /**
   * Fraction digits kept, rounded down (SH-CONST-08). Default 8; pass a pool's decimal_place where the spec says so.
   */
  decimals?: number;
  /** Intl numbering system. Default 'latn': Latin digits, also in Arabic (SH-LOCALE-01). */
  numberingSystem?: string;
  /** Drop trailing fraction zeros ('1.5' instead of '1.50000000'). Default false: amounts are "shown to 8 decimals". */
  trimZeros?: boolean;
  /** 'exceptZero' prints '+' on a positive amount, as the estimated-interest row does. Default 'auto'. */
  signDisplay?: 'auto' | 'exceptZero';
  /** Thousands grouping. Default true. */
  useGrouping?: boolean;
  /** Text for a missing or malformed amount. Default '--'. */
  placeholder?: string;
}

/**
 * Formats a coin amount for display, keeping its exact digits: rounded DOWN (toward zero) to
 * `decimals` places (SH-CONST-08), grouped by the locale, Latin digits by default (SH-LOCALE-01).
 * A positive amount that would round to zero reads '<0.00000001' (SH-CONST-09), so a user never sees
 * 0 for something they hold. The amount is a string (or Decimal), never a JS number.
 *
 * @example formatAmount('1234.567890129', { locale: 'en' }) // '1,234.56789012'
 */
export function formatAmount(amount: DecimalInput | null | undefined, options: FormatAmountOptions = {}): string {
  const {
    locale = 'en',
    decimals = AMOUNT_DECIMALS,
    numberingSystem = 'latn',
    trimZeros = false,
    signDisplay = 'auto',
    useGrouping = true,
    placeholder = NOT_A_NUMBER_TEXT,
  } = options;
  const value = parseDisplayDecimal(amount);
  if (!value) return placeholder;
  const places = Math.max(0, Math.trunc(decimals));
  const format = (text: string, sign: 'auto' | 'exceptZero') =>
    formatDecimalText(text, {
      locale,
      numberingSystem,
      minimumFractionDigits: trimZeros ? 0 : places,
      maximumFractionDigits: places,
      useGrouping,
      signDisplay: sign,
      style: 'decimal',
    });

  const rounded = value.toDecimalPlaces(places, Decimal.ROUND_DOWN);
  if (rounded.isZero()) {
    if (value.isPositive() && !value.isZero()) {
      // The smallest step at this precision, always written out in full: '<0.00000001', not '<0'.
      const smallest = new Decimal(1).dividedBy(new Decimal(10).pow(places)).toFixed(places);
      return `<${formatDecimalText(smallest, { locale, numberingSystem, minimumFractionDigits: places, maximumFractionDigits: places, useGrouping, signDisplay: 'auto', style: 'decimal' })}`;
    }
    // Rounding toward zero can leave '-0'; zero has no sign.
    return format('0', 'auto');
  }
  return format(rounded.toFixed(), signDisplay);
}
