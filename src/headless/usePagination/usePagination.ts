'use client';
import { useCallback, useMemo } from 'react';
import { DEFAULT_PAGE_SIZE, pageCount as countPages } from '../../domain/shared';
import { useControllableState } from '../useControllableState';
import { pageItems, type PageItem } from './pageItems';

export interface UsePaginationOptions {
  /** Total rows across every page: the table response's data.total (SH-API-06). */
  total: number;
  /** Rows per page (DEC-02): pass one of the domain's `PAGE_SIZE` values. Default 10 (SH-API-04). */
  pageSize?: number;
  /** The current page, from 1 (controlled). */
  page?: number;
  /** The page shown first when uncontrolled. Default 1. */
  defaultPage?: number;
  /** Called with the page the user asks for. */
  onPageChange?: (page: number) => void;
  /** Page numbers shown on each side of the current one. Default 1. */
  siblings?: number;
}

/** Props for a page button. */
export interface PageButtonProps {
  type: 'button';
  onClick: () => void;
  'aria-current': 'page' | undefined;
}

/** Props for the previous or next button. */
export interface StepButtonProps {
  type: 'button';
  onClick: () => void;
  disabled: boolean;
}

export interface UsePaginationResult {
  /** The current page, from 1, kept within the pages there are. */
  page: number;
  /** How many pages the rows fill; 0 when there are none. */
  pageCount: number;
  /** The slots of the bar: page numbers and gaps. */
  items: PageItem[];
  /** Asks for a page; out-of-range pages are clamped, the current page is ignored. */
  goTo: (page: number) => void;
  /** Props for the button of `page`. */
  getPageButtonProps: (page: number) => PageButtonProps;
  /** Props for the previous-page button. */
  previousButtonProps: StepButtonProps;
  /** Props for the next-page button. */
  nextButtonProps: StepButtonProps;
}

/**
 * Page state for a paginated table (LP-LIST-01): which page, how many, which numbers to show and the
 * props of every button. The page count comes from the domain's `pageCount`, so a table and the API's
 * `page`/`limit` params agree.
 */
export function usePagination({
  total,
  pageSize = DEFAULT_PAGE_SIZE,
  page: pageProp,
  defaultPage = 1,
  onPageChange,
  siblings = 1,
}: UsePaginationOptions): UsePaginationResult {
  const [rawPage, setPage] = useControllableState({ prop: pageProp, defaultProp: defaultPage, onChange: onPageChange });
  const pageCount = countPages(total, pageSize);
  // A shrinking total (a filter, a refresh) must not leave the bar on a page that no longer exists.
  const page = Math.min(Math.max(1, rawPage), Math.max(1, pageCount));

  const goTo = useCallback(
    (next: number) => {
      const clamped = Math.min(Math.max(1, Math.floor(next)), Math.max(1, pageCount));
      if (clamped !== page) setPage(clamped);
    },
    [page, pageCount, setPage],
  );

  const items = useMemo(() => pageItems(page, pageCount, siblings), [page, pageCount, siblings]);

  return {
    page,
    pageCount,
    items,
    goTo,
    getPageButtonProps: (target) => ({
      type: 'button',
      onClick: () => goTo(target),
      'aria-current': target === page ? 'page' : undefined,
    }),
    previousButtonProps: { type: 'button', onClick: () => goTo(page - 1), disabled: page <= 1 },
    nextButtonProps: { type: 'button', onClick: () => goTo(page + 1), disabled: page >= pageCount },
  };
}
