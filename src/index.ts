// The earnkit public API: provider, theme, i18n, components. Named exports only, listed here.
export { EarnProvider, EarnContext, defaultEarnContext, useEarn, useTranslate, accountModeNames } from './provider';
export type { AccountMode, AccountModeName, EarnContextValue, EarnProviderProps, EarnUser, Site, ThemeName, Translate, UpColor } from './provider';
export { MOBILE_BREAKPOINT_PX, RESIZE_DEBOUNCE_MS, darkTokens, desktopQuery, lightTokens, mobileQuery, reducedMotionQuery, themeNames, vars, vipTokens } from './theme';
export type { EarnTokens } from './theme';
export { ar, catalogues, directionOf, en, interpolate, resolveMessages, usOverlay } from './i18n';
export type { MessageKey, MessageOverrides, Messages } from './i18n';
