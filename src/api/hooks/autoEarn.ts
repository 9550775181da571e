/**
 * Data hooks of auto-earn the settings and the toggle use (AE-API-02, AE-API-04). The status's hook, which the card
 * reads to draw itself, is a module apart (`autoEarnStatus.ts`), so the card does not bring these.
 */
import { autoEarnListFields, type AutoEarnListQuery } from '../requestFields';
import type { AutoEarnSetStatusDto } from '../dto/autoEarn';
import { enabledSetting as only, useEarnMutation, useEarnQuery, type EnabledOption } from './core';
import { earnQueryKeys } from './queryKeys';

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
