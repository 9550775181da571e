import { ar } from './catalogue/ar';
import { en } from './catalogue/en';
import { usOverlay } from './catalogue/us';
import { languageOf, loadedCatalogue, usWordingFor, type Messages } from './resolve';

/**
 * Every catalogue the library ships, by language, loaded at once: for tools and tests that want all
 * of them. `EarnProvider` does not use it; it loads the one catalogue its locale needs.
 */
export const catalogues: Readonly<Record<string, Messages>> = { en, ar };

/**
 * Every string as a screen in `locale` on `site` shows it: English, then the locale's catalogue
 * (which must have loaded: `loadCatalogue`), then the site's wording. For tests and tools that look
 * for what the user reads; a provider layers `resolveMessages` over the English its components carry.
 */
export function shownMessages(locale: string, site: 'global' | 'us' = 'global'): Messages {
  const catalogue = loadedCatalogue(locale);
  if (!catalogue)
    throw new Error(
      `earnkit: the '${languageOf(locale)}' catalogue has not loaded yet; await loadCatalogue('${locale}') first`,
    );
  const siteLayer = site === 'us' ? usWordingFor(usOverlay, locale) : undefined;
  return { ...en, ...catalogue, ...siteLayer };
}
