export { useElementSize } from './useElementSize';
export type { ElementSize, UseElementSizeOptions } from './useElementSize';
