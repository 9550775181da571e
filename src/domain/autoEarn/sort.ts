import { AprSortType } from './constants';

/** The est. APR column's sort: default (server order), ascending or descending. */
export type AprSort = 'default' | 'ascending' | 'descending';

const NEXT: Readonly<Record<AprSort, AprSort>> = {
  default: 'ascending',
  ascending: 'descending',
  descending: 'default',
};

/** Clicking the est. APR header cycles default → ascending → descending → default (AE-SORT-01). */
export function nextAprSort(current: AprSort): AprSort {
  return NEXT[current];
}

/** The sort_type sent for a sort: 4 ascending, 3 descending, nothing for default (AE-SORT-01). */
export function aprSortType(sort: AprSort): (typeof AprSortType)[keyof typeof AprSortType] | undefined {
  if (sort === 'ascending') return AprSortType.ascending;
  if (sort === 'descending') return AprSortType.descending;
  return undefined;
}
