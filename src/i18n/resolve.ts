import { en, type MessageKey } from './catalogue/en';
import { usOverlay } from './catalogue/us';

export type Messages = Readonly<Record<MessageKey, string>>;
/** Host or per-component overrides: any subset of keys. */
export type MessageOverrides = Partial<Record<MessageKey, string>>;

/**
 * Catalogues other than English load on demand, each its own chunk: a page in English does not
 * download the Arabic strings, nor an Arabic page the strings of languages it does not show.
 * English ships with the provider (it is also every key's fallback).
 */
const loaders: Readonly<Record<string, () => Promise<Messages>>> = {
  ar: () => import('./catalogue/ar').then((module) => module.ar),
};
const loaded = new Map<string, Messages>([['en', en]]);
const loading = new Map<string, Promise<Messages>>();

/** The language of a BCP 47 locale: 'ar-SA' → 'ar'. */
export function languageOf(locale: string): string {
  return locale.toLowerCase().split(/[-_]/)[0] || 'en';
}

/**
 * The catalogue of a locale if it is ready: its own once loaded, English for a language the library
 * has no catalogue for, undefined while a catalogue it has has not loaded yet (see `loadCatalogue`).
 */
export function loadedCatalogue(locale: string): Messages | undefined {
  const language = languageOf(locale);
  return loaded.get(language) ?? (language in loaders ? undefined : en);
}

/**
 * Loads a locale's catalogue once and resolves when it is ready. `EarnProvider` waits for it by
 * itself (it suspends, so a `<Suspense>` boundary above it shows its fallback meanwhile); a host
 * that switches language can await this first to switch without a fallback, and tests await it
 * before rendering. If the catalogue cannot be fetched, the locale falls back to English (and the
 * error is reported on the console) rather than leaving the page without text.
 */
export function loadCatalogue(locale: string): Promise<Messages> {
  const ready = loadedCatalogue(locale);
  if (ready) return Promise.resolve(ready);
  const language = languageOf(locale);
  let promise = loading.get(language);
  if (!promise) {
    const load = loaders[language] as () => Promise<Messages>;
    promise = load().then(
      (messages) => {
        loaded.set(language, messages);
        return messages;
      },
      (error: unknown) => {
        console.error(`earnkit: the '${language}' catalogue could not be loaded; showing English`, error);
        loaded.set(language, en);
        return en;
      },
    );
    loading.set(language, promise);
  }
  return promise;
}

/**
 * The messages for a locale and site: the locale's catalogue (English for an unknown locale), then the
 * US-site overlay when `site` is 'us', then the host's overrides. Later layers win. The locale's
 * catalogue must have loaded (`loadCatalogue`); English always has.
 */
export function resolveMessages(locale: string, site: 'global' | 'us', overrides?: MessageOverrides): Messages {
  const base = loadedCatalogue(locale);
  if (!base) throw new Error(`earnkit: the '${languageOf(locale)}' catalogue has not loaded yet; await loadCatalogue('${locale}') first`);
  const siteLayer = site === 'us' ? (usOverlay[languageOf(locale)] ?? usOverlay.en) : undefined;
  if (!siteLayer && !overrides) return base;
  return { ...base, ...siteLayer, ...overrides };
}
