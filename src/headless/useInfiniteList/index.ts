export { useInfiniteList } from './useInfiniteList';
export type { UseInfiniteListOptions, UseInfiniteListResult } from './useInfiniteList';
