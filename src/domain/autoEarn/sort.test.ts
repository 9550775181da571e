import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { aprSortType, nextAprSort, type AprSort } from './sort';

describe('est. APR sort', () => {
  it.each([
    ['default', 'ascending', 4],
    ['ascending', 'descending', 3],
    ['descending', 'default', undefined],
  ] as const)('AE-SORT-01 from %s a click goes to %s (sort_type %s)', (from, to, sortType) => {
    expect(nextAprSort(from)).toBe(to);
    expect(aprSortType(to)).toBe(sortType);
  });

  it('AE-SORT-01 property: three clicks come back to where they started', () => {
    fc.assert(
      fc.property(fc.constantFrom<AprSort>('default', 'ascending', 'descending'), (start) => {
        expect(nextAprSort(nextAprSort(nextAprSort(start)))).toBe(start);
        expect(nextAprSort(start)).not.toBe(start);
      }),
    );
  });
});
