export { useIsMobile, useMediaQuery, useMobileLayout } from './useMediaQuery';
export type { UseMediaQueryOptions } from './useMediaQuery';
