export { lazyDialog } from './lazyDialog';
export type { LazyDialog } from './lazyDialog';
