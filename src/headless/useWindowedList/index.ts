export { WINDOWING_THRESHOLD, useWindowedList } from './useWindowedList';
export type { UseWindowedListOptions, UseWindowedListResult } from './useWindowedList';
export { windowRange } from './windowRange';
export type { WindowRange } from './windowRange';
