export { ResponsiveList } from './ResponsiveList';
export type { ResponsiveListProps } from './ResponsiveList';
