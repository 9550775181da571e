export { useIsMobile, useMediaQuery } from './useMediaQuery';
export type { UseMediaQueryOptions } from './useMediaQuery';
