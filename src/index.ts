// The earnkit public API: provider, theme, i18n and every styled component. Named exports only; the
// components' names are listed in each component folder's index.ts.
export {
  EarnProvider,
  EarnContext,
  defaultEarnContext,
  useClock,
  useEarn,
  useFormat,
  useTranslate,
  accountModeNames,
} from './provider';
export type {
  AccountMode,
  AccountModeName,
  EarnContextValue,
  EarnFormat,
  EarnProviderProps,
  EarnUser,
  Site,
  ThemeName,
  Translate,
  UpColor,
} from './provider';
export {
  MOBILE_BREAKPOINT_PX,
  RESIZE_DEBOUNCE_MS,
  darkTokens,
  desktopQuery,
  lightTokens,
  mobileQuery,
  reducedMotionQuery,
  sprinkles,
  textStyles,
  themeNames,
  vars,
  vipTokens,
} from './theme';
export type { EarnTokens, Sprinkles } from './theme';
export {
  ar,
  catalogues,
  directionOf,
  en,
  interpolate,
  loadCatalogue,
  messagesLoaded,
  resolveMessages,
  shownMessages,
  usOverlay,
} from './i18n';
export type { MessageKey, MessageOverrides, Messages } from './i18n';
export * from './components';
export type * from './domainTypes';
