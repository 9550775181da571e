import { isGroupedBy, resolveSeparators, transliterateAmountText } from './normalizeAmountText';

/** How a pasted amount was read. */
export interface PastedAmountReading {
  /** Plain ASCII amount text (sanitiseable), or the text left as it was when it cannot be read. */
  text: string;
  /**
   * Reading it took a decision about separators (grouping dropped, a ',' taken as the decimal point): the field must
   * then say how it read the paste, so a change of magnitude is never silent (react-spectrum #1879).
   */
  interpreted: boolean;
}

/** One separator between 1-3 digits (not a lone 0) and exactly three ('1,000', '12.345'): grouping or a decimal? */
const THOUSANDS_OR_DECIMAL = /^-?[1-9]\d{0,2}[.,]\d{3}$/;

/**
 * Reads a pasted amount, which, unlike a keystroke, is a finished number written in someone's convention: '1,000'
 * from an English statement, '3.000.000,25' from a German one.
 * - A lone separator before exactly three digits ('1,000', '1.000') is read by the app locale's convention
 *   (`localeDecimal`): its decimal separator is the decimal point, the other one is grouping. Without a locale the
 *   typing rule holds (a lone ',' is the decimal point).
 * - Several '.' that group correctly and no ',' ('3.000.000') are grouping: in a paste nobody means 3.000000.
 * - Everything else as `normalizeAmountText` reads it; what cannot be read is left for the sanitiser to refuse.
 */
export function readPastedAmount(pasted: string, localeDecimal?: '.' | ','): PastedAmountReading {
  const { text, commas, dots, droppedGrouping } = transliterateAmountText(pasted.trim());
  let read: string;
  if (localeDecimal !== undefined && commas + dots === 1 && THOUSANDS_OR_DECIMAL.test(text)) {
    const separator = commas === 1 ? ',' : '.';
    read = separator === localeDecimal ? text.replace(',', '.') : text.replace(separator, '');
  } else if (commas === 0 && dots > 1 && isGroupedBy(text, '.')) {
    read = text.replaceAll('.', '');
  } else {
    read = resolveSeparators(text, commas, dots);
  }
  return { text: read, interpreted: droppedGrouping || read !== text };
}
