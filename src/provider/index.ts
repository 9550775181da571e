export { EarnProvider } from './EarnProvider';
export type { EarnProviderProps } from './EarnProvider';
export { EarnContext, defaultEarnContext, useEarn } from './context';
export type { EarnContextValue } from './context';
export { useTranslate } from './useTranslate';
export type { Translate } from './useTranslate';
export { accountModeNames } from './types';
export type { AccountMode, AccountModeName, EarnUser, Site, ThemeName, UpColor } from './types';
