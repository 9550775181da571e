/** The coin search and page of the auto-earn market list. */
export interface CoinSearchState {
  /** The normalised search text, as sent in search_coin. */
  readonly search: string;
  /** 1-based page. */
  readonly page: number;
}

/** The search text as sent: trimmed and uppercased (AE-SEARCH-01). */
export function normaliseCoinSearch(text: string): string {
  return text.trim().toUpperCase();
}

/** A new search text: normalised, and back to page 1 whenever it changes (AE-SEARCH-02). */
export function changeCoinSearch(state: CoinSearchState, text: string): CoinSearchState {
  const search = normaliseCoinSearch(text);
  return search === state.search ? state : { search, page: 1 };
}
