export { useVoucherSelection } from './useVoucherSelection';
export type { UseVoucherSelectionOptions, UseVoucherSelectionResult } from './useVoucherSelection';
