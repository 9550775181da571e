/** Data hooks of auto-earn (AE-API-01..04): the status is requested again every 120 s (AE-API-03). */
import { AUTO_EARN_STATUS_REFRESH_MS } from '../../domain/autoEarn/constants';
import { autoEarnListFields, type AutoEarnListQuery } from '../requestFields';
import type { AutoEarnSetStatusDto } from '../dto/autoEarn';
import { enabledSetting as only, useEarnMutation, useEarnQuery, type EnabledOption } from './core';
import { earnQueryKeys } from './queryKeys';

/** The auto-earn status of `assets` (none: the global status), refreshed every 120 s (AE-API-01, AE-API-03). */
export function useAutoEarnStatus(assets: readonly string[] = [], options: EnabledOption = {}) {
  return useEarnQuery(
    earnQueryKeys.autoEarnStatus(assets),
    (client, signal) => client.autoEarn.status({ assets }, { signal }),
    {
      ...only(options),
      refetchInterval: AUTO_EARN_STATUS_REFRESH_MS,
    },
  );
}

/** A page of the auto-earn market list, 7 a page (AE-API-04). */
export function useAutoEarnMarketList(query: AutoEarnListQuery = {}, options: EnabledOption = {}) {
  return useEarnQuery(
    earnQueryKeys.autoEarnMarketList(query),
    (client, signal) => client.autoEarn.marketList(autoEarnListFields(query), { signal }),
    only(options),
  );
}

/** Switches auto-earn for a coin or all (AE-API-02): refreshes the status, the market list and products. */
export function useSetAutoEarnStatus() {
  return useEarnMutation(
    ['earn', 'mutation', 'setAutoEarnStatus'],
    (client, body: AutoEarnSetStatusDto) => client.autoEarn.setStatus(body),
    [earnQueryKeys.autoEarn(), earnQueryKeys.products()],
  );
}
