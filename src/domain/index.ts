// The domain layer: every business rule of the spec as pure, exact functions. No React, no DOM, no fetch.
export { AMOUNT_DECIMALS, Decimal, SUBSCRIBE_DECIMALS, isDecimalText, maxOf, minOf, roundDown, roundUp, toAmountString, toDecimal } from './decimal';
export type { DecimalInput } from './decimal';
export { fail, ok } from './result';
export type { DomainError, MessageParams, Result } from './result';
