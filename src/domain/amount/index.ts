// Amount text: the sanitiser and helpers shared by every amount field (LP-AMT-01..07, DEC-14).
export { amountRejectionKeys, finalizeAmountText, sanitizeAmountText } from './sanitizeAmountText';
export type { AmountRejectionKey, AmountTextResult, AmountTextRules } from './sanitizeAmountText';
export { caretAfterSanitize, exceedsMax, hasTooManyDecimals, isOverMax } from './amountTextHelpers';
export { isAmountCharacter, isPlainAmountText, normalizeAmountText } from './normalizeAmountText';
export { readPastedAmount } from './readPastedAmount';
export type { PastedAmountReading } from './readPastedAmount';
