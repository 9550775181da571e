/** The auto-earn status's data hook (AE-API-01): requested again every 120 s (AE-API-03). */
import { AUTO_EARN_STATUS_REFRESH_MS } from '../../domain/autoEarn/constants';
import { enabledSetting as only, useEarnQuery, type EnabledOption } from './core';
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
