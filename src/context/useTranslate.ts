import { useCallback } from 'react';
import type { MessageParams } from '../domain/result';
import type { MessageKey } from '../i18n/catalogue/en';
import { interpolate } from '../i18n/format';
import type { MessageOverrides } from '../i18n/resolve';
import { useEarn } from './context';

export type Translate = (key: MessageKey, params?: MessageParams) => string;

/**
 * The text of a key through the layers, first found wins: a component's `messages` prop, the
 * provider's (translation, US wording, host overrides), the English the component carries. Undefined
 * when no layer has it. `useTranslate` is this plus the development report and interpolation; a part
 * that looks a string up outside render's hot path (AmountInput, ModalContent) calls it directly.
 */
export function messageText(
  key: MessageKey,
  overrides: MessageOverrides | undefined,
  provided: MessageOverrides,
  defaults: MessageOverrides | undefined,
): string | undefined {
  return overrides?.[key] ?? provided[key] ?? defaults?.[key];
}

const reported = new Set<string>();

/** Development builds: a key with no text anywhere is a bug (a component or flow missing a namespace). */
function reportMissing(key: string): void {
  if (reported.has(key)) return;
  reported.add(key);
  console.error(`earnkit: no message for '${key}': add its catalogue namespace to the component's or flow's defaults`);
}

/**
 * The translate function for a component: its `messages` prop first, then the provider's layers (the
 * locale's translation, the site's overlay, the host's overrides), then `defaults`, the English the
 * component or flow carries, then the key itself; then `{placeholder}` interpolation.
 *
 * `defaults` is the source language: each component and flow carries only the catalogue namespaces it
 * shows, so a page bundles the English of what it renders and the provider holds translations only.
 */
export function useTranslate(overrides?: MessageOverrides, defaults?: MessageOverrides): Translate {
  const { messages } = useEarn();
  return useCallback<Translate>(
    (key, params) => {
      const text = messageText(key, overrides, messages, defaults);
      if (text === undefined && process.env.NODE_ENV !== 'production') reportMissing(key);
      return interpolate(text ?? key, params);
    },
    [messages, overrides, defaults],
  );
}
