export { useTermSelector } from './useTermSelector';
export type { TermGroupProps, TermRadioProps, UseTermSelectorOptions, UseTermSelectorResult } from './useTermSelector';
