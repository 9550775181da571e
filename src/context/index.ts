// What every layer above reads from the provider: the context, its hooks and its types. The
// `EarnProvider` component that fills it sits with the components it renders (src/components/EarnProvider).
export { EarnContext, defaultEarnContext, useClock, useEarn } from './context';
export type { EarnContextValue } from './context';
export { useTranslate } from './useTranslate';
export { useFormat } from './useFormat';
export type { EarnFormat } from './useFormat';
export type { Translate } from './useTranslate';
export { accountModeNames } from './types';
export type { AccountMode, AccountModeName, EarnUser, Site, ThemeName, UpColor } from './types';
