export { useDebouncedAction } from './useDebouncedAction';
export type { DebouncedAction, DebouncedActionPhase, UseDebouncedActionOptions } from './useDebouncedAction';
