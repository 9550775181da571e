export { lazyComponent } from './lazyComponent';
export type { LazyComponent } from './lazyComponent';
