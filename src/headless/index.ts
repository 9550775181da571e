// Headless hooks: state and prop objects, no styles. Each folder's index.ts lists its public names.
export * from './lazyComponent';
export * from './useAmountInput';
export * from './useControllableState';
export * from './useCountdown';
export * from './useDateRange';
export * from './useDebouncedAction';
export * from './useElementSize';
export * from './useInfiniteList';
export * from './useMediaQuery';
export * from './usePagination';
export * from './usePromptRequest';
export * from './useRadioGroup';
export * from './useRangeCalendarState';
export * from './useTabs';
export * from './useTermSelector';
export * from './useVoucherSelection';
export * from './useWindowedList';
export type * from '../domainTypes';
