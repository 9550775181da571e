import { useCallback } from 'react';
import type { MessageParams } from '../domain/result';
import type { MessageKey } from '../i18n/catalogue/en';
import { interpolate } from '../i18n/format';
import type { MessageOverrides } from '../i18n/resolve';
import { useEarn } from './context';

export type Translate = (key: MessageKey, params?: MessageParams) => string;

/**
 * The translate function for a component: the provider's messages, with the component's own
 * `messages` prop (if any) layered on top, then `{placeholder}` interpolation.
 */
export function useTranslate(overrides?: MessageOverrides): Translate {
  const { messages } = useEarn();
  return useCallback<Translate>(
    (key, params) => interpolate(overrides?.[key] ?? messages[key], params),
    [messages, overrides],
  );
}
