// The domain layer (`earnkit/domain`): every business rule of the spec as pure, exact functions.
// No React, no DOM, no fetch, no clock. Shared building blocks are exported flat; each product area is a
// namespace, because areas name the same idea the same way (`launchpool.validateStakeAmount`,
// `staking.validateStakeAmount`) and the namespace says which rule is meant.
export {
  AMOUNT_DECIMALS,
  Decimal,
  SUBSCRIBE_DECIMALS,
  isDecimalText,
  roundDown,
  roundUp,
  toAmountString,
  toDecimal,
} from './decimal';
export type { DecimalInput } from './decimal';
export { fail, ok } from './result';
export type { DomainError, MessageParams, DomainResult } from './result';
export * from './amount';
export * from './shared';
export * as launchpool from './launchpool';
export * as simpleEarn from './simpleEarn';
export * as holdings from './holdings';
export * as autoEarn from './autoEarn';
export * as staking from './staking';
export * as softStaking from './softStaking';
export * as wealth from './wealth';
export * as dualEarn from './dualEarn';
export * as rateAlerts from './rateAlerts';
