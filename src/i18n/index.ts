// Public names that say what they are: a host's `en` or `ar` is its own.
export { en as englishMessages } from './catalogue/en';
export type { MessageKey } from './catalogue/en';
export { ar as arabicMessages } from './catalogue/ar';
export { usOverlay } from './catalogue/us';
export { directionOf, interpolate } from './format';
export { catalogues, shownMessages } from './catalogues';
export { languageOf, loadCatalogue, messagesLoaded, resolveMessages } from './resolve';
export type { Messages, MessageOverrides } from './resolve';
export { formatAmount } from './formatAmount';
export { prepareNumberFormat } from './formatNumber';
