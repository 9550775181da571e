import { FLEXIBLE_PRODUCT_ID, RecommendType } from './constants';
import { UpgradeWayMessageKey } from './offerMessageKeys';
import type { AwardPool, UpgradeWay } from './models';

/** The two kinds of Simple Earn product a user can lend in (SE-PROD-01). */
export type SimpleEarnProductKind = 'flexible' | 'fixed';

/** The kind of a product by id: the flexible product is id 0, every other id is fixed (SE-DATA-06). */
export function productKindOf(productId: number): SimpleEarnProductKind {
  return productId === FLEXIBLE_PRODUCT_ID ? 'flexible' : 'fixed';
}

/**
 * True when a product's coins can be redeemed at any time: flexible ones (SE-PROD-02); fixed ones
 * stay locked for lock_up_period days (SE-PROD-03), short of an early redeem.
 */
export function isRedeemableAnyTime(kind: SimpleEarnProductKind): boolean {
  return kind === 'flexible';
}

/**
 * The first item of a list answer, or null: the flexible product detail of coin-info (SE-DATA-01,
 * SE-API-02) and the award pool (SE-API-23).
 */
export function firstOf<Item>(list: readonly Item[] | null | undefined): Item | null {
  return list?.[0] ?? null;
}

/** True while a bonus reward pool runs: from start_at up to end_at (SE-BONUS-01, HD-DATA-03). */
export function isAwardPoolActive(pool: Pick<AwardPool, 'startAt' | 'endAt'> | null | undefined, now: number): boolean {
  return pool != null && now >= pool.startAt && now < pool.endAt;
}

/** The VIP upgrade hint of an upgrade-way answer (SE-DATA-19). */
export interface UpgradeWayMessage {
  readonly key: (typeof UpgradeWayMessageKey)[keyof typeof UpgradeWayMessageKey];
  readonly params: { readonly asset: string; readonly value: string };
}

const UPGRADE_WAY_KEYS: Partial<Record<number, UpgradeWayMessage['key']>> = {
  [RecommendType.holdPlatformToken]: UpgradeWayMessageKey.holdPlatformToken,
  [RecommendType.holdAssets]: UpgradeWayMessageKey.holdAssets,
  [RecommendType.tradeVolume]: UpgradeWayMessageKey.tradeVolume,
};

/** The hint for an upgrade way, or null for recommend_type 0 (none) or an unknown type (SE-DATA-20). */
export function upgradeWayMessage(way: UpgradeWay | null | undefined): UpgradeWayMessage | null {
  const key = way ? UPGRADE_WAY_KEYS[way.recommendType] : undefined;
  if (!way || !key) return null;
  return { key, params: { asset: way.recommendAsset ?? '', value: way.recommendValue ?? '' } };
}
