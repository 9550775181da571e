import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { changeCoinSearch, normaliseCoinSearch } from './search';

describe('coin search', () => {
  it.each([
    ['  btc ', 'BTC'],
    ['usdt', 'USDT'],
    ['\tEth\n', 'ETH'],
    ['   ', ''],
  ])('AE-SEARCH-01 "%s" is searched as "%s"', (text, search) => {
    expect(normaliseCoinSearch(text)).toBe(search);
  });

  it('AE-SEARCH-02 a new search goes back to page 1', () => {
    expect(changeCoinSearch({ search: '', page: 4 }, ' sol')).toEqual({ search: 'SOL', page: 1 });
  });

  it('AE-SEARCH-02 the same search after normalising keeps the page', () => {
    expect(changeCoinSearch({ search: 'SOL', page: 4 }, 'sol ')).toEqual({ search: 'SOL', page: 4 });
  });

  it('AE-SEARCH-01 property: normalising is idempotent and leaves no outer spaces or lowercase', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        const once = normaliseCoinSearch(text);
        expect(normaliseCoinSearch(once)).toBe(once);
        expect(once).toBe(once.trim());
        expect(once).toBe(once.toUpperCase());
      }),
    );
  });

  it('AE-SEARCH-02 property: a changed search is always on page 1', () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), fc.integer({ min: 1, max: 50 }), (before, text, page) => {
        const state = { search: normaliseCoinSearch(before), page };
        const next = changeCoinSearch(state, text);
        expect(next.page).toBe(next.search === state.search ? page : 1);
      }),
    );
  });
});
