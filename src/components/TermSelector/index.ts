export { TermSelector } from './TermSelector';
export type { TermSelectorProps } from './TermSelector';
export { TermCard } from './TermCard';
export type { TermCardProps } from './TermCard';
export { termOptionFromFixedProduct, termOptionFromFlexibleProduct } from './termOption';
export type { TermOption } from './termOption';
export { termBadgeNames } from './TermSelector.css';
