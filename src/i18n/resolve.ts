import type { MessageKey } from './catalogue/en';

export type Messages = Readonly<Record<MessageKey, string>>;
/** Host or per-component overrides: any subset of keys. */
export type MessageOverrides = Partial<Record<MessageKey, string>>;

/**
 * English is the source language: every component and flow carries the English it shows, as the
 * defaults of `useTranslate`, so the provider needs no English catalogue (a page bundles only the
 * English of what it renders). Translations are catalogues that load on demand, each its own chunk:
 * a page in English downloads none, an Arabic page only Arabic.
 */
const loaders: Readonly<Record<string, () => Promise<Messages>>> = {
  ar: () => import('./catalogue/ar').then((module) => module.ar),
};
const SOURCE: MessageOverrides = {};
const loaded = new Map<string, MessageOverrides>([['en', SOURCE]]);
const loading = new Map<string, Promise<MessageOverrides>>();

/** The language of a BCP 47 locale: 'ar-SA' → 'ar'. */
export function languageOf(locale: string): string {
  return locale.toLowerCase().split(/[-_]/)[0] || 'en';
}

/**
 * The translation a locale needs, if it is ready: its catalogue once loaded; nothing to add (`{}`)
 * for English and for a language the library has no catalogue for (both read the English the
 * components carry); undefined while a catalogue it has has not loaded yet (see `loadCatalogue`).
 */
export function loadedCatalogue(locale: string): MessageOverrides | undefined {
  const language = languageOf(locale);
  return loaded.get(language) ?? (Object.hasOwn(loaders, language) ? undefined : SOURCE);
}

type SiteName = 'global' | 'us';

/** The US site's wording (SH-US-01/02/08), per language: loaded when a US page first needs it. */
let usOverlay: Readonly<Record<string, MessageOverrides>> | undefined;
let usOverlayLoading: Promise<unknown> | undefined;
let usOverlayFailure: unknown;

function loadUsOverlay(): Promise<unknown> {
  usOverlayLoading ??= import('./catalogue/us').then(
    (module) => {
      usOverlay = module.usOverlay;
    },
    // The US wording is a legal requirement: without it the page must not show the global wording.
    // `resolveMessages` throws this, for the host's error boundary.
    (error: unknown) => {
      usOverlayFailure = error;
    },
  );
  return usOverlayLoading;
}

/**
 * The US wording for a locale: its language's, else the English one (the US wording is a legal
 * requirement and must not be lost to a missing translation).
 */
export function usWordingFor(
  overlay: Readonly<Record<string, MessageOverrides>>,
  locale: string,
): MessageOverrides | undefined {
  return overlay[languageOf(locale)] ?? overlay.en;
}

/** Whether everything a locale and site need has loaded (or failed to), so a provider can render. */
export function messagesLoaded(locale: string, site: SiteName = 'global'): boolean {
  return (
    loadedCatalogue(locale) !== undefined &&
    (site !== 'us' || usOverlay !== undefined || usOverlayFailure !== undefined)
  );
}

/**
 * Loads what a locale and site need (the locale's catalogue, and the US wording on the US site) once,
 * and resolves with the catalogue when both are ready. `EarnProvider` waits for it by
 * itself (it suspends, so a `<Suspense>` boundary above it shows its fallback meanwhile); a host
 * that switches language can await this first to switch without a fallback, and tests await it
 * before rendering. If the catalogue cannot be fetched, the locale falls back to English (and the
 * error is reported on the console) rather than leaving the page without text.
 */
export function loadCatalogue(locale: string, site: SiteName = 'global'): Promise<MessageOverrides> {
  const overlay = site === 'us' && usOverlay === undefined ? loadUsOverlay() : undefined;
  return Promise.all([loadLocaleCatalogue(locale), overlay]).then(([catalogue]) => catalogue);
}

function loadLocaleCatalogue(locale: string): Promise<MessageOverrides> {
  const ready = loadedCatalogue(locale);
  if (ready) return Promise.resolve(ready);
  const language = languageOf(locale);
  let promise = loading.get(language);
  if (!promise) {
    const load = loaders[language] as () => Promise<MessageOverrides>;
    promise = load().then(
      (messages) => {
        loaded.set(language, messages);
        return messages;
      },
      (error: unknown) => {
        console.error(`earnkit: the '${language}' catalogue could not be loaded; showing English`, error);
        loaded.set(language, SOURCE);
        return SOURCE;
      },
    );
    loading.set(language, promise);
  }
  return promise;
}

/**
 * The messages a provider layers over the components' English for a locale and site: the locale's
 * catalogue (none for English or an unknown locale), then the US-site overlay when `site` is 'us',
 * then the host's overrides. Later layers win. What they need must have loaded (`loadCatalogue`):
 * English on the global site needs nothing.
 */
export function resolveMessages(locale: string, site: SiteName, overrides?: MessageOverrides): MessageOverrides {
  const base = loadedCatalogue(locale);
  if (!base)
    throw new Error(
      `earnkit: the '${languageOf(locale)}' catalogue has not loaded yet; await loadCatalogue('${locale}') first`,
    );
  if (site === 'us' && !usOverlay)
    throw (
      usOverlayFailure ??
      new Error(`earnkit: the US wording has not loaded yet; await loadCatalogue('${locale}', 'us') first`)
    );
  const siteLayer = site === 'us' && usOverlay ? usWordingFor(usOverlay, locale) : undefined;
  if (!siteLayer && !overrides) return base;
  return { ...base, ...siteLayer, ...overrides };
}
