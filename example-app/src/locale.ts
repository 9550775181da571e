import { languageOf, loadCatalogue } from 'earnkit';
import { enMessages, type AppMessages } from './messages';

/** The app's own strings by language; English is bundled, Arabic loads when chosen, as the library's catalogue does. */
const appCatalogues = new Map<string, AppMessages>([['en', enMessages]]);

/** The app's strings for a locale, once `loadLocale` has run for it (English before that). */
export function appMessagesOf(locale: string): AppMessages {
  return appCatalogues.get(languageOf(locale)) ?? enMessages;
}

/**
 * Loads what a locale and site need before they are shown: the library's translation and US wording,
 * and the app's own strings. The app awaits it before the first render and before switching language
 * or site, so neither waits on a Suspense fallback.
 */
export async function loadLocale(locale: string, site: 'global' | 'us'): Promise<void> {
  const own =
    languageOf(locale) === 'ar' && !appCatalogues.has('ar')
      ? import('./messages.ar').then((module) => appCatalogues.set('ar', module.arMessages))
      : undefined;
  await Promise.all([loadCatalogue(locale, site), own]);
}
