export { EmptyState } from './EmptyState';
export type { EmptyStateProps, EmptyStateSize } from './EmptyState';
export { emptyStateSizeNames } from './EmptyState.css';
