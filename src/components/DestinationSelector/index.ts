export { DestinationSelector } from './DestinationSelector';
export type { DestinationPool, DestinationSelectorProps } from './DestinationSelector';
