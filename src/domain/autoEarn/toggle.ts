/**
 * An auto-earn toggle's rules (AE-TOGGLE): its request, its first step, the local update after it and its toast. A
 * module apart from the status (`status.ts`), which the card reads to draw itself: these load with the toggle.
 */
import { ALL_ASSETS, AutoEarnSetStatus } from './constants';
import { AutoEarnMessageKey } from './messageKeys';
import type { AutoEarnMarketItem, AutoEarnStatus, AutoEarnTarget, AutoEarnToggleRequest } from './status';

/** The set-status body: a coin or ALL_ASSET, and '1' on or '0' off (AE-TOGGLE-04, AE-TOGGLE-05, AE-API-02). */
export function autoEarnToggleRequest(target: AutoEarnTarget, on: boolean): AutoEarnToggleRequest {
  return {
    assets: target.kind === 'all' ? ALL_ASSETS : target.asset,
    status: on ? AutoEarnSetStatus.on : AutoEarnSetStatus.off,
  };
}

/** What a toggle leads to first: login for a guest (AE-TOGGLE-06), else the confirm dialog (AE-TOGGLE-03). */
export type AutoEarnToggleStart =
  { readonly kind: 'login' } | { readonly kind: 'confirm'; readonly request: AutoEarnToggleRequest };

/** The first step of an auto-earn toggle. */
export function startAutoEarnToggle(isLoggedIn: boolean, target: AutoEarnTarget, on: boolean): AutoEarnToggleStart {
  return isLoggedIn ? { kind: 'confirm', request: autoEarnToggleRequest(target, on) } : { kind: 'login' };
}

/**
 * The status after a successful toggle, updated locally (AE-TOGGLE-07): one coin's switch, or for all
 * coins the global switch and every listed coin.
 */
export function applyAutoEarnToggle(status: AutoEarnStatus, target: AutoEarnTarget, on: boolean): AutoEarnStatus {
  const value = on ? 1 : 0;
  if (target.kind === 'coin') return { ...status, status: { ...status.status, [target.asset]: value } };
  const every = Object.fromEntries(Object.keys(status.status).map((asset) => [asset, value]));
  return { globalStatus: value, status: every };
}

/** The same local update on a market list item (AE-TOGGLE-07). */
export function applyAutoEarnToggleToItem<Item extends AutoEarnMarketItem>(
  item: Item,
  target: AutoEarnTarget,
  on: boolean,
): Item {
  const touched = target.kind === 'all' || target.asset === item.asset;
  return touched ? { ...item, autoInvestStatus: on ? 1 : 0 } : item;
}

/** The toast after a successful toggle: 'enabled successfully' or 'disabled successfully' (AE-TOGGLE-08). */
export function autoEarnToastKey(on: boolean): AutoEarnMessageKey {
  return on ? AutoEarnMessageKey.enabled : AutoEarnMessageKey.disabled;
}
