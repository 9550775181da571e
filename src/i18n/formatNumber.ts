/**
 * The one place decimal text becomes locale text. Callers round first (with Decimal, so the rounding
 * is exact and named); this module only groups digits, places the separator and sign, and picks the
 * digits, all through Intl so every locale's conventions come for free.
 *
 * Why a string reaches Intl: `Intl.NumberFormat.prototype.format` accepts a decimal string and formats
 * it exactly (ECMA-402 NumberFormat v3), where a JS number would lose digits beyond 2^53 or after
 * ~15 significant figures. Engines without that support would silently convert to a number, so we
 * detect it once and fall back to grouping the digits ourselves with the locale's own symbols.
 */

/** What a caller asks of the formatter. The text it passes is already rounded to at most `maximumFractionDigits`. */
export interface DecimalTextFormat {
  /** BCP 47 locale; an invalid tag falls back to 'en'. */ locale: string;
  /** Intl numbering system: 'latn' (0-9) or, for example, 'arab'. */ numberingSystem: string;
  /** Fraction digits always shown (zero-padded). */ minimumFractionDigits: number;
  /** Fraction digits at most; the text never has more, so Intl never rounds. */ maximumFractionDigits: number;
  /** Thousands grouping. */ useGrouping: boolean;
  /** 'exceptZero' prints a plus sign on positive values ("+0.5"). */ signDisplay: 'auto' | 'exceptZero';
  /** 'percent' multiplies by 100 and adds the locale's percent sign. */ style: 'decimal' | 'percent';
}

const formatterCache = new Map<string, Intl.NumberFormat>();

/** A cached Intl.NumberFormat: tables format hundreds of cells and constructing one is not free. */
function numberFormat(options: DecimalTextFormat): Intl.NumberFormat {
  const key = JSON.stringify(options);
  let formatter = formatterCache.get(key);
  if (!formatter) {
    const { locale, ...intlOptions } = options;
    // 'trunc' is a second guard only: the text is already rounded down to the shown digits.
    const full = { ...intlOptions, roundingMode: 'trunc' as const };
    try {
      formatter = new Intl.NumberFormat(locale, full);
    } catch {
      // An invalid locale tag from a host must not blank the whole page.
      formatter = new Intl.NumberFormat('en', full);
    }
    formatterCache.set(key, formatter);
  }
  return formatter;
}

let exactStringSupport: boolean | undefined;

/** True when this engine formats decimal strings exactly (2^53 + 1 survives). */
function supportsExactStringFormat(): boolean {
  if (exactStringSupport === undefined) {
    const probe = '9007199254740993.123456789';
    const text = new Intl.NumberFormat('en', { useGrouping: false, maximumFractionDigits: 9 }).format(
      probe as `${number}`,
    );
    exactStringSupport = text === probe;
  }
  return exactStringSupport;
}

/**
 * Pays the engine's one-time cost of its first number formatter now: ICU's set-up, 12-28 ms in one piece in Chromium
 * on this project's 2-core machine and more on a phone. Left to the first render that shows a figure, it lengthens
 * one of the render's slices into a long task (Lighthouse's total blocking time counts each long task past its first
 * 50 ms, so one long task beats the same work inside another). A host calls it in a task of its own before its first
 * render (`setTimeout(prepareNumberFormat, 0)`); formatting works the same without it.
 */
export function prepareNumberFormat(): void {
  supportsExactStringFormat();
}

/**
 * Formats plain decimal text ("-1234.5", no exponent) for a locale, keeping every digit.
 * @param text a plain decimal string with at most `maximumFractionDigits` fraction digits
 */
export function formatDecimalText(text: string, options: DecimalTextFormat): string {
  if (supportsExactStringFormat()) return numberFormat(options).format(text as `${number}`);
  return formatDecimalTextManually(text, options);
}

/**
 * The fallback for engines that would turn the string into a lossy number: the locale's symbols
 * (group and decimal separator, minus and plus sign, digits) come from Intl on small numbers, and the
 * digits themselves are grouped here in threes. Exported so the tests cover it on every engine.
 */
export function formatDecimalTextManually(text: string, options: DecimalTextFormat): string {
  const formatter = numberFormat(options);
  if (options.style === 'percent') {
    // Rates are small and already rounded to 2 decimals: a number represents them exactly enough.
    return formatter.format(Number(text));
  }
  const symbols = localeSymbols(formatter);
  const negative = text.startsWith('-');
  const [integerDigits = '0', fractionDigits = ''] = text.replace(/^[-+]/, '').split('.');
  const fraction = fractionDigits.padEnd(options.minimumFractionDigits, '0');
  const integer = options.useGrouping ? groupInThrees(integerDigits, symbols.group) : integerDigits;
  const body = (integer + (fraction ? symbols.decimal + fraction : '')).replace(
    /\d/g,
    (digit) => symbols.digits[Number(digit)] ?? digit,
  );
  const isZero = /^[0.]*$/.test(integerDigits + fractionDigits);
  if (negative && !isZero) return symbols.minus + body;
  if (!negative && !isZero && options.signDisplay === 'exceptZero') return symbols.plus + body;
  return body;
}

interface LocaleSymbols {
  group: string;
  decimal: string;
  minus: string;
  plus: string;
  digits: string[];
}

function localeSymbols(formatter: Intl.NumberFormat): LocaleSymbols {
  const { numberingSystem, locale } = formatter.resolvedOptions();
  const probe = new Intl.NumberFormat(locale, {
    numberingSystem,
    useGrouping: true,
    signDisplay: 'always',
    minimumFractionDigits: 1,
  });
  const part = (value: number, type: Intl.NumberFormatPartTypes) =>
    probe.formatToParts(value).find((p) => p.type === type)?.value;
  const plain = new Intl.NumberFormat(locale, { numberingSystem, useGrouping: false });
  return {
    group: part(1234567, 'group') ?? ',',
    decimal: part(1.5, 'decimal') ?? '.',
    minus: part(-1, 'minusSign') ?? '-',
    plus: part(1, 'plusSign') ?? '+',
    digits: Array.from({ length: 10 }, (_, digit) => plain.format(digit)),
  };
}

function groupInThrees(digits: string, separator: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, separator);
}
