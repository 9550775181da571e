// The earnkit public API: the provider's context and hooks, theme, i18n and every styled component (EarnProvider
// among them). Named exports only; the components' names are listed in each component folder's index.ts.
export {
  EarnContext,
  defaultEarnContext,
  useClock,
  useEarn,
  useFormat,
  useTranslate,
  accountModeNames,
} from './context';
export type {
  AccountMode,
  AccountModeName,
  EarnContextValue,
  EarnFormat,
  EarnUser,
  Site,
  ThemeName,
  Translate,
  UpColor,
} from './context';
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
  visuallyHidden,
} from './theme';
export type { EarnTokens, Sprinkles } from './theme';
export {
  arabicMessages,
  catalogues,
  directionOf,
  englishMessages,
  interpolate,
  languageOf,
  loadCatalogue,
  messagesLoaded,
  prepareNumberFormat,
  resolveMessages,
  shownMessages,
  usOverlay,
} from './i18n';
export type { MessageKey, MessageOverrides, Messages } from './i18n';
export * from './components';
export type * from './domainTypes';
