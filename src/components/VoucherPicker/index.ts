export { VoucherPicker } from './VoucherPicker';
export type { VoucherPickerProps } from './VoucherPicker';
