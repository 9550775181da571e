import { interpolate, useEarn } from 'earnkit';
import { appMessagesOf } from './locale';
import type { AppMessageKey } from './messages';

/** The app's own strings in the provider's locale. */
export function useAppMessages(): (key: AppMessageKey, params?: Record<string, string>) => string {
  const { locale } = useEarn();
  const catalogue = appMessagesOf(locale);
  return (key, params) => interpolate(catalogue[key], params);
}
