export { lazyDialog } from './lazyDialog';
