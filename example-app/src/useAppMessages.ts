import { useEarn } from '../../src/provider';
import { interpolate } from '../../src/i18n';
import { appMessages, type AppMessageKey } from './messages';

/** The app's own strings in the provider's locale. */
export function useAppMessages(): (key: AppMessageKey, params?: Record<string, string>) => string {
  const { locale } = useEarn();
  const catalogue = locale.startsWith('ar') ? appMessages.ar : appMessages.en;
  return (key, params) => interpolate(catalogue[key], params);
}
