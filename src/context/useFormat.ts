import { useMemo } from 'react';
import type { DecimalInput } from '../domain/decimal';
import { formatAmount, type FormatAmountOptions } from '../i18n/formatAmount';
import { formatDateTime, formatUtcDateTime, type FormatDateTimeOptions } from '../i18n/formatDate';
import { formatPercent, type FormatPercentOptions } from '../i18n/formatRate';
import { useEarn } from './context';

/** Formatters bound to the provider's locale, numbering system and time zone. */
export interface EarnFormat {
  /** A coin amount, exact digits, rounded down to 8 decimals by default (SH-CONST-08, SH-CONST-09). */
  amount: (
    amount: DecimalInput | null | undefined,
    options?: Omit<FormatAmountOptions, 'locale' | 'numberingSystem'>,
  ) => string;
  /** A rate given as a fraction, shown as a percent with 2 decimals (DEC-05). */
  percent: (
    fraction: DecimalInput | null | undefined,
    options?: Omit<FormatPercentOptions, 'locale' | 'numberingSystem'>,
  ) => string;
  /** An instant in the provider's time zone (the user's own when the provider sets none). */
  dateTime: (
    epochMs: number | null | undefined,
    options?: Omit<FormatDateTimeOptions, 'locale' | 'numberingSystem'>,
  ) => string;
  /** An instant on the UTC clock, stating 'UTC'. */
  utcDateTime: (
    epochMs: number | null | undefined,
    options?: Omit<FormatDateTimeOptions, 'locale' | 'numberingSystem' | 'timeZone' | 'withUtc'>,
  ) => string;
}

/**
 * The formatters every component uses for numbers and dates, so locale, Latin digits (SH-LOCALE-01)
 * and time zone come from one place, the provider.
 */
export function useFormat(): EarnFormat {
  const { locale, numberingSystem, timeZone } = useEarn();
  return useMemo<EarnFormat>(
    () => ({
      amount: (amount, options) => formatAmount(amount, { ...options, locale, numberingSystem }),
      percent: (fraction, options) => formatPercent(fraction, { ...options, locale, numberingSystem }),
      dateTime: (epochMs, options) => formatDateTime(epochMs, { timeZone, ...options, locale, numberingSystem }),
      utcDateTime: (epochMs, options) => formatUtcDateTime(epochMs, { ...options, locale, numberingSystem }),
    }),
    [locale, numberingSystem, timeZone],
  );
}
