export { vars } from './contract.css';
export { sprinkles } from './sprinkles.css';
export type { Sprinkles } from './sprinkles.css';
export { amountText, focusRing, root as themeRoot, visuallyHidden } from './base.css';
export { darkTokens, lightTokens, themeNames, vipTokens } from './tokens';
export type { EarnTokens, ThemeName } from './tokens';
export { MOBILE_BREAKPOINT_PX, RESIZE_DEBOUNCE_MS, desktopQuery, mobileQuery, reducedMotionQuery } from './breakpoints';
import './themes.css';
