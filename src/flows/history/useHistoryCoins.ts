'use client';
/** The coin filter's choices (SE-API-11/12): fixed product coins, or the coins of the flexible history. */
import { earnQueryKeys, useEarnQuery } from '../../api';
import type { SimpleEarnProductKind } from '../../domain/simpleEarn/products';

export function useHistoryCoins(product: SimpleEarnProductKind, enabled = true) {
  return useEarnQuery(
    earnQueryKeys.historyList('coins', { product }),
    (client, signal) =>
      product === 'fixed'
        ? client.simpleEarn.fixedProductCoins({ signal })
        : client.simpleEarn.flexibleHistoryCoins({ signal }),
    { enabled },
  );
}
