/**
 * Pages of table responses (SH-API-04/06, LP-LIST-01/02, DEC-02). A table answer is data.list plus
 * data.total; pages count from 1 as the API's `page` param does.
 */
import { DEFAULT_PAGE_SIZE } from './constants';

/** One page of a table response (SH-API-06): the rows, and the total row count across all pages. */
export interface Page<Row> {
  readonly list: readonly Row[];
  readonly total: number;
}

/** An empty page, for lists not yet loaded or answered with nothing (the 'noRecord' state). */
export function emptyPage<Row>(): Page<Row> {
  return { list: [], total: 0 };
}

function positive(size: number): number {
  return Number.isFinite(size) && size >= 1 ? Math.floor(size) : DEFAULT_PAGE_SIZE;
}

/** How many pages `total` rows fill (LP-LIST-01); 0 rows make 0 pages. */
export function pageCount(total: number, pageSize: number = DEFAULT_PAGE_SIZE): number {
  return total > 0 ? Math.ceil(total / positive(pageSize)) : 0;
}

/** The list params of a page (SH-API-04): `page` from 1, `limit` the page size. */
export function pageParams(
  page: number,
  pageSize: number = DEFAULT_PAGE_SIZE,
): { readonly page: number; readonly limit: number } {
  return { page: Number.isFinite(page) && page >= 1 ? Math.floor(page) : 1, limit: positive(pageSize) };
}

/**
 * True while infinite scroll has more to load (LP-LIST-02): fewer rows loaded than the total, and the
 * last page came back full. The second test stops a list whose total is faked (Simple Earn history
 * says 9999) from loading forever.
 */
export function hasMorePages(input: {
  loadedCount: number;
  total: number;
  lastPageSize: number;
  pageSize?: number;
}): boolean {
  const pageSize = positive(input.pageSize ?? DEFAULT_PAGE_SIZE);
  return input.loadedCount < input.total && input.lastPageSize >= pageSize;
}

/** The page infinite scroll asks for next, given how many rows are loaded (LP-LIST-02). */
export function nextPageNumber(loadedCount: number, pageSize: number = DEFAULT_PAGE_SIZE): number {
  return Math.floor(Math.max(0, loadedCount) / positive(pageSize)) + 1;
}
