export { useDateRange } from './useDateRange';
export type { UseDateRangeOptions, UseDateRangeResult } from './useDateRange';
