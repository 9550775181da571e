// Every message-catalogue key the Simple Earn domain returns. Keys the spec names keep its spelling;
// the rest live under 'simpleEarn.'. The catalogue test checks each exists in en and ar.
import type { HistoryMessageKey } from './historyMessageKeys';
import type { TimelineMessageKey } from './timelineMessageKeys';
import type { VipMessageKey, UpgradeWayMessageKey } from './offerMessageKeys';
import type { FixedOrderMessageKey, MinimumAprMessageKey, ReinvestMessageKey } from './orderMessageKeys';

// The product list's and the orders' groups are modules of their own, so a page loads the groups its rules return.
export { UpgradeWayMessageKey, VipMessageKey } from './offerMessageKeys';
export { FixedOrderMessageKey, MinimumAprMessageKey, ReinvestMessageKey } from './orderMessageKeys';

/** Message keys of subscribe validation and pre-checks. */
export const SubscribeMessageKey = {
  minPurchaseAmount: 'finances.simpleEarn.minPurchaseAmount',
  insufficientBalance: 'simpleEarn.subscribe.insufficientBalance',
  remainingQuotaLessThanAmount: 'simpleEarn.subscribe.remainingQuotaLessThanAmount',
  individualRemainingQuota: 'simpleEarn.subscribe.individualRemainingQuota',
  voucherMinPurchase: 'simpleEarn.voucher.minPurchase',
  voucherMaxPurchase: 'simpleEarn.voucher.maxPurchase',
  roundedDown: 'simpleEarn.subscribe.roundedDown',
  soldOut: 'simpleEarn.subscribe.soldOut',
  soldOutWarning: 'simpleEarn.subscribe.soldOutWarning',
  subscribe: 'simpleEarn.subscribe.submit',
  fundingLocked: 'lend_earn.notsubscribe.toast',
  ineligible: 'simple.event.ineligible',
} as const;

/** Message keys of flexible redeem (SE-REDEEM). */
export const RedeemMessageKey = {
  minLimit: 'redeem.number.minLimit',
  overRedeemable: 'simpleEarn.redeem.overRedeemable',
  tooManyDecimals: 'simpleEarn.redeem.tooManyDecimals',
  borrowedRulesNote: 'simpleEarn.redeem.borrowedRulesNote',
  fundingLocked: 'lend_earn.notredeem.toast',
} as const;

type ValuesOf<T> = T[keyof T];

/** Any message key the Simple Earn domain can return. */
export type SimpleEarnMessageKey =
  | ValuesOf<typeof SubscribeMessageKey>
  | ValuesOf<typeof VipMessageKey>
  | ValuesOf<typeof RedeemMessageKey>
  | ValuesOf<typeof MinimumAprMessageKey>
  | ValuesOf<typeof FixedOrderMessageKey>
  | ValuesOf<typeof ReinvestMessageKey>
  | ValuesOf<typeof TimelineMessageKey>
  | ValuesOf<typeof HistoryMessageKey>
  | ValuesOf<typeof UpgradeWayMessageKey>;
