/** Data hooks of the shared calls, with the spec's timings (SH-API-08, SH-CONST-04, SH-CONST-05). */
import { AVAILABLE_BALANCE_DEDUPE_MS, BALANCE_POLL_INTERVAL_MS } from '../../domain/shared/constants';
import { earnQueryKeys } from './queryKeys';
import { enabledSetting as only, useEarnQuery, type EnabledOption } from './core';

/**
 * The outable balances of `assets`, keyed by coin (SH-API-07): polled every 60 s (SH-API-08, SH-CONST-04)
 * and shared by every caller within 10 s (SH-CONST-05).
 */
export function useOutableBalances(
  assets: readonly string[],
  options: EnabledOption & { readonly extras?: Readonly<Record<string, unknown>> } = {},
) {
  return useEarnQuery(
    earnQueryKeys.outable(assets),
    (client, signal) => client.shared.outable({ ...options.extras, assets }, { signal }),
    {
      ...only(options),
      refetchInterval: BALANCE_POLL_INTERVAL_MS,
      staleTime: AVAILABLE_BALANCE_DEDUPE_MS,
    },
  );
}

/** The lendable available balance of a coin (SH-API-09), deduplicated within 10 s (SH-CONST-05). */
export function useLentAvailable(asset: string, options: EnabledOption = {}) {
  return useEarnQuery(
    earnQueryKeys.lentAvailable(asset),
    (client, signal) => client.shared.lentAvailable({ asset }, { signal }),
    {
      ...only(options),
      staleTime: AVAILABLE_BALANCE_DEDUPE_MS,
    },
  );
}

/** The account mode (SH-API-12). */
export function useAccountMode(options: EnabledOption = {}) {
  return useEarnQuery(
    earnQueryKeys.accountMode(),
    (client, signal) => client.shared.accountMode({ signal }),
    only(options),
  );
}

/** The compliance check (SH-API-10). */
export function useComplianceCheck(options: EnabledOption = {}) {
  return useEarnQuery(
    earnQueryKeys.compliance(),
    (client, signal) => client.shared.complianceCheck({ signal }),
    only(options),
  );
}

/** The borrow-coin setting of a coin (SH-API-11). */
export function useBorrowCoinSettings(coin: string, options: EnabledOption = {}) {
  return useEarnQuery(
    earnQueryKeys.borrowCoinSettings(coin),
    (client, signal) => client.shared.borrowCoinSettings({ coin }, { signal }),
    only(options),
  );
}

/** USDT prices of coins from COIN_USDT tickers (SH-API-13, HD-API-04). */
export function useCoinPrices(coins: readonly string[], options: EnabledOption = {}) {
  return useEarnQuery(
    earnQueryKeys.coinPrices(coins),
    (client, signal) => client.shared.coinPrices(coins, { signal }),
    only(options),
  );
}
