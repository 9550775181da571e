export { AmountInput } from './AmountInput';
export type { AmountInputProps } from './AmountInput';
export { amountInputSizeNames, amountInputStateNames, amountInputVariants } from './amountInputVariants';
export type { AmountInputSize, AmountInputState, AmountInputVariantProps } from './amountInputVariants';
