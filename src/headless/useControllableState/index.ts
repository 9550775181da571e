export { useControllableState } from './useControllableState';
export type { UseControllableStateParams } from './useControllableState';
