export { useAmountInput } from './useAmountInput';
export type {
  AmountInputElementProps,
  AmountRejection,
  UseAmountInputOptions,
  UseAmountInputResult,
} from './useAmountInput';
