import { useCallback } from 'react';
import type { MessageParams } from '../domain/result';
import type { MessageKey } from '../i18n/catalogue/en';
import { interpolate } from '../i18n/format';
import type { MessageOverrides } from '../i18n/resolve';
import { useEarn } from './context';

export type Translate = (key: MessageKey, params?: MessageParams) => string;

/**
 * The translate function for a component: its `messages` prop first, then the provider's catalogue, then
 * `defaults` (the component's own English strings, used when no EarnProvider is mounted), then the key
 * itself; then `{placeholder}` interpolation.
 *
 * `defaults` lets a component carry only the catalogue namespaces it shows instead of every string of
 * the library: the provider holds the full catalogues, and a component bundles its own English alone.
 */
export function useTranslate(overrides?: MessageOverrides, defaults?: MessageOverrides): Translate {
  const { messages } = useEarn();
  return useCallback<Translate>(
    (key, params) => interpolate(overrides?.[key] ?? messages[key] ?? defaults?.[key] ?? key, params),
    [messages, overrides, defaults],
  );
}
