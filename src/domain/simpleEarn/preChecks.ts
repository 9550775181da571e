import { fail, ok, type DomainResult } from '../result';
import { usdtPairOf } from '../shared/tickers';
import { FixedProductType } from './constants';
import { RedeemMessageKey, SubscribeMessageKey } from './messageKeys';
import type { TradeInfo } from './models';

/** What the subscribe-check call (SE-API-36) gave: its answer, or a failure of the call itself. */
export type SubscribeCheckOutcome = { readonly ok: true; readonly isAbleSubscribe: boolean } | { readonly ok: false };

/** True when a product needs the eligibility check first: special products, type 3 (SE-SUB-12, SE-SPECIAL-01). */
export function requiresEligibilityCheck(productType: FixedProductType | null | undefined): boolean {
  return productType === FixedProductType.special;
}

/** True when the subscribe check allows subscribing; a failed check counts as not subscribable (SE-ERR-08). */
export function isSubscribableByCheck(outcome: SubscribeCheckOutcome): boolean {
  return outcome.ok && outcome.isAbleSubscribe;
}

/**
 * The eligibility gate of a product: non-special products always pass; a special product passes only
 * when its check allows it, else the ineligible notice opens (SE-SUB-13, SE-SPECIAL-02).
 */
export function specialProductEligibility(
  productType: FixedProductType | null | undefined,
  outcome: SubscribeCheckOutcome,
): DomainResult<void> {
  if (!requiresEligibilityCheck(productType) || isSubscribableByCheck(outcome)) return ok(undefined);
  return fail(SubscribeMessageKey.ineligible);
}

/**
 * The `market` the trade-info pre-check asks about for a coin (SE-API-18 names only `market`): its
 * USDT pair, `{COIN}_USDT` (decision P-13), for the subscribe and the flexible redeem pre-check
 * (SE-SUB-14, SE-REDEEM-08).
 */
export function tradeInfoMarket(asset: string): string {
  return usdtPairOf(asset);
}

/** True when the trade info says funding is in use and locked, which blocks subscribe and redeem. */
export function isFundingLocked(tradeInfo: TradeInfo): boolean {
  return tradeInfo.useFunding && tradeInfo.locked;
}

/** The subscribe pre-check: use_funding and locked both true blocks it with a warning (SE-SUB-15). */
export function subscribePreCheck(tradeInfo: TradeInfo): DomainResult<void> {
  return isFundingLocked(tradeInfo) ? fail(SubscribeMessageKey.fundingLocked) : ok(undefined);
}

/** The flexible redeem pre-check, the same trade info as subscribe (SE-REDEEM-08, SE-REDEEM-11, DEC-24). */
export function flexibleRedeemPreCheck(tradeInfo: TradeInfo): DomainResult<void> {
  return isFundingLocked(tradeInfo) ? fail(RedeemMessageKey.fundingLocked) : ok(undefined);
}
