export { SUBMIT_DEBOUNCE_MS, SUBSCRIBE_DEBOUNCE_MS, useDebouncedAction } from './useDebouncedAction';
export type { DebouncedAction, DebouncedActionPhase, UseDebouncedActionOptions } from './useDebouncedAction';
