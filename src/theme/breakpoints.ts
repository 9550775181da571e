// The breakpoint is a rule of the spec and lives in the domain; styles read it from here.
export { MOBILE_BREAKPOINT_PX, RESIZE_DEBOUNCE_MS, desktopQuery, mobileQuery } from '../domain/shared/layout';

/** Query for users who asked for less motion. */
export const reducedMotionQuery = '(prefers-reduced-motion: reduce)';
