export { ByViewport } from './ByViewport';
export type { ByViewportProps } from './ByViewport';
export { ResponsiveList } from './ResponsiveList';
export type { ResponsiveListProps } from './ResponsiveList';
