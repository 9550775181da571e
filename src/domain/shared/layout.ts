/**
 * The layout rules of the spec (SH-LAYOUT-01/02), here so that the styles (`theme/breakpoints`) and the
 * hooks that follow the viewport (`headless/useMediaQuery`) read one value without the hooks depending
 * on the theme.
 */

/** The mobile breakpoint (SH-LAYOUT-01): below it dialogs become bottom sheets and tables become card lists. */
export const MOBILE_BREAKPOINT_PX = 768;
/** Media query for the desktop layout, at and above the breakpoint. */
export const desktopQuery = `screen and (min-width: ${MOBILE_BREAKPOINT_PX}px)`;
/** Media query for the mobile layout, below the breakpoint. */
export const mobileQuery = `screen and (max-width: ${MOBILE_BREAKPOINT_PX - 0.02}px)`;
/** Resize handling is debounced 300 ms (SH-LAYOUT-02). */
export const RESIZE_DEBOUNCE_MS = 300;
