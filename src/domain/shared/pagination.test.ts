import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PAGE_SIZE } from './constants';
import { emptyPage, hasMorePages, nextPageNumber, pageCount, pageParams, type Page } from './pagination';

describe('pagination', () => {
  it('SH-API-06 a table response has a list and a total', () => {
    const page: Page<{ id: number }> = { list: [{ id: 1 }], total: 21 };
    expect(pageCount(page.total)).toBe(3);
    expect(emptyPage()).toEqual({ list: [], total: 0 });
  });

  it.each([
    [0, 10, 0],
    [1, 10, 1],
    [10, 10, 1],
    [11, 10, 2],
    [17, PAGE_SIZE.history, 3],
    [25, PAGE_SIZE.hourlyInterestDetail, 1],
    [5, 0, 1],
  ])('LP-LIST-01 DEC-02 %i rows in pages of %i make %i pages', (total, pageSize, expected) => {
    expect(pageCount(total, pageSize)).toBe(expected);
  });

  it.each([
    [1, undefined, { page: 1, limit: 10 }],
    [3, 6, { page: 3, limit: 6 }],
    [0, 10, { page: 1, limit: 10 }],
    [2.7, -1, { page: 2, limit: 10 }],
  ])('SH-API-04 page %j with size %j sends %j', (page, pageSize, expected) => {
    expect(pageParams(page, pageSize)).toEqual(expected);
  });

  it.each([
    [10, 25, 10, true],
    [20, 25, 10, true],
    [25, 25, 5, false],
    [16, 9999, 6, false],
    [0, 0, 0, false],
  ])(
    'LP-LIST-02 with %i of %i loaded and a last page of %i, more pages: %s',
    (loadedCount, total, lastPageSize, expected) => {
      expect(hasMorePages({ loadedCount, total, lastPageSize })).toBe(expected);
    },
  );

  it.each([
    [0, 10, 1],
    [10, 10, 2],
    [16, 8, 3],
  ])('LP-LIST-02 with %i rows loaded in pages of %i, the next page is %i', (loadedCount, pageSize, expected) => {
    expect(nextPageNumber(loadedCount, pageSize)).toBe(expected);
  });

  it('LP-LIST-01 property: the pages hold every row, and the last page is not empty', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 100_000 }), fc.integer({ min: 1, max: 100 }), (total, pageSize) => {
        const pages = pageCount(total, pageSize);
        expect(pages * pageSize).toBeGreaterThanOrEqual(total);
        if (total > 0) expect((pages - 1) * pageSize).toBeLessThan(total);
      }),
    );
  });

  it('LP-LIST-02 property: infinite scroll over full pages loads each page once and stops at the total', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 500 }), fc.integer({ min: 1, max: 30 }), (total, pageSize) => {
        let loaded = 0;
        let requests = 0;
        let lastPageSize = pageSize;
        while (hasMorePages({ loadedCount: loaded, total, lastPageSize, pageSize }) || (requests === 0 && total > 0)) {
          const page = nextPageNumber(loaded, pageSize);
          expect(page).toBe(requests + 1);
          lastPageSize = Math.min(pageSize, total - loaded);
          loaded += lastPageSize;
          requests += 1;
        }
        expect(loaded).toBe(total);
        expect(requests).toBe(pageCount(total, pageSize));
      }),
    );
  });
});
