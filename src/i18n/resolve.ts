import { ar } from './catalogue/ar';
import { en, type MessageKey } from './catalogue/en';
import { usOverlay } from './catalogue/us';

export type Messages = Readonly<Record<MessageKey, string>>;
/** Host or per-component overrides: any subset of keys. */
export type MessageOverrides = Partial<Record<MessageKey, string>>;

/** Catalogues shipped with the library, by language. Unknown locales fall back to English. */
export const catalogues: Readonly<Record<string, Messages>> = { en, ar };

/**
 * The messages for a locale and site: the locale's catalogue (English for an unknown locale), then the
 * US-site overlay when `site` is 'us', then the host's overrides. Later layers win.
 */
export function resolveMessages(locale: string, site: 'global' | 'us', overrides?: MessageOverrides): Messages {
  const language = locale.toLowerCase().split(/[-_]/)[0] ?? 'en';
  const base = catalogues[language] ?? en;
  const siteLayer = site === 'us' ? (usOverlay[language] ?? usOverlay.en) : undefined;
  if (!siteLayer && !overrides) return base;
  return { ...base, ...siteLayer, ...overrides };
}
