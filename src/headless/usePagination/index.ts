export { usePagination } from './usePagination';
export type { PageButtonProps, StepButtonProps, UsePaginationOptions, UsePaginationResult } from './usePagination';
export { pageItems } from './pageItems';
export type { PageItem } from './pageItems';
