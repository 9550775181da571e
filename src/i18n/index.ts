export { en } from './catalogue/en';
export type { MessageKey } from './catalogue/en';
export { ar } from './catalogue/ar';
export { usOverlay } from './catalogue/us';
export { directionOf, interpolate } from './format';
export { catalogues, shownMessages } from './catalogues';
export { languageOf, loadCatalogue, messagesLoaded, resolveMessages } from './resolve';
export type { Messages, MessageOverrides } from './resolve';
export { formatAmount } from './formatAmount';
