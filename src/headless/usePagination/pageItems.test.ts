import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { pageItems, type PageItem } from './pageItems';

const show = (items: PageItem[]) => items.map((item) => (item.type === 'page' ? item.page : '…')).join(' ');

describe('pageItems', () => {
  it.each([
    [1, 0, ''],
    [1, 1, '1'],
    [3, 7, '1 2 3 4 5 6 7'],
    [1, 20, '1 2 3 4 5 … 20'],
    [4, 20, '1 2 3 4 5 … 20'],
    [5, 20, '1 … 4 5 6 … 20'],
    [16, 20, '1 … 15 16 17 … 20'],
    [17, 20, '1 … 16 17 18 19 20'],
    [20, 20, '1 … 16 17 18 19 20'],
  ])('LP-LIST-01 page %i of %i shows %s', (page, count, expected) => {
    expect(show(pageItems(page, count))).toBe(expected);
  });

  it('LP-LIST-01 always shows the first, last and current page, in order, in at most 7 slots', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 500 }), fc.integer({ min: 1, max: 500 }), (rawPage, count) => {
        const page = Math.min(rawPage, count);
        const items = pageItems(page, count);
        const numbers = items.flatMap((item) => (item.type === 'page' ? [item.page] : []));
        expect(items.length).toBeLessThanOrEqual(7);
        expect(numbers).toContain(1);
        expect(numbers).toContain(count);
        expect(numbers).toContain(page);
        expect([...numbers].sort((a, b) => a - b)).toEqual(numbers);
        if (count > 7) expect(items).toHaveLength(7);
      }),
    );
  });
});
