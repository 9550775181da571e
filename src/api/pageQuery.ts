/** Page params of table lists (SH-API-04): page from 1, limit 10 unless the list names its own size (DEC-02). */
import { DEFAULT_PAGE_SIZE } from '../domain/shared/constants';
import { pageParams } from '../domain/shared/pagination';

/** `params` with `page` and `limit` always present: page 1 and limit `defaultLimit` when not given. */
export function pageQuery<Params extends { readonly page?: number; readonly limit?: number }>(
  params: Params,
  defaultLimit: number = DEFAULT_PAGE_SIZE,
): Omit<Params, 'page' | 'limit'> & { readonly page: number; readonly limit: number } {
  return { ...params, ...pageParams(params.page ?? 1, params.limit ?? defaultLimit) };
}
