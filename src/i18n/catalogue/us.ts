import type { MessageKey } from './en';

/**
 * The US-site wording overlay (SH-US-01, SH-US-02, SH-US-08), applied over the locale's catalogue
 * when the provider's site is 'us'. Per locale; a locale without an entry keeps its own wording.
 */
export const usOverlay: Readonly<Record<string, Partial<Record<MessageKey, string>>>> = {
  en: {},
  ar: {},
};
