import { ar } from './catalogue/ar';
import { en } from './catalogue/en';
import type { Messages } from './resolve';

/**
 * Every catalogue the library ships, by language, loaded at once: for tools and tests that want all
 * of them. `EarnProvider` does not use it; it loads the one catalogue its locale needs.
 */
export const catalogues: Readonly<Record<string, Messages>> = { en, ar };
