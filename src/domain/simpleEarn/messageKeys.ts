// Every message-catalogue key the Simple Earn domain returns. Keys the spec names keep its spelling;
// the rest live under 'simpleEarn.'. The catalogue test checks each exists in en and ar.
import type { HistoryMessageKey } from './historyMessageKeys';
import type { TimelineMessageKey } from './timelineMessageKeys';

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

/** Message keys of the VIP access notice (SE-VIP). */
export const VipMessageKey = {
  exclusive: 'simpleEarn.vip.exclusive',
  upgrade: 'simpleEarn.vip.upgrade',
  range: 'simpleEarn.vip.range',
} as const;

/** Message keys of flexible redeem (SE-REDEEM). */
export const RedeemMessageKey = {
  minLimit: 'redeem.number.minLimit',
  overRedeemable: 'simpleEarn.redeem.overRedeemable',
  tooManyDecimals: 'simpleEarn.redeem.tooManyDecimals',
  borrowedRulesNote: 'simpleEarn.redeem.borrowedRulesNote',
  fundingLocked: 'lend_earn.notredeem.toast',
} as const;

/** Message keys of the minimum-APR edit (SE-APR). */
export const MinimumAprMessageKey = {
  max: 'simpleEarn.maxAPR',
  min: 'simpleEarn.minAPR',
  tip: 'simpleEarn.minimumApr.tip',
} as const;

/** Tooltip keys of a disabled fixed-order action (SE-TIP) and the order badge (DEC-09). */
export const FixedOrderMessageKey = {
  earlyRedeemNotSupported: 'simpleEarn.tip.earlyRedeemNotSupported',
  alreadyRedeemed: 'simpleEarn.tip.alreadyRedeemed',
  lessThanOneHour: 'simpleEarn.tip.lessThanOneHour',
  autoRenewNotSupported: 'simpleEarn.tip.autoRenewNotSupported',
  autoTransferNotSupported: 'simpleEarn.tip.autoTransferNotSupported',
  holding: 'simpleEarn.order.holding',
  redeeming: 'simpleEarn.order.redeeming',
} as const;

/** Toasts of a successful reinvest change (SE-REINV-09). */
export const ReinvestMessageKey = {
  enabled: 'simpleEarn.reinvest.enabled',
  disabled: 'simpleEarn.reinvest.disabled',
} as const;

/** Upgrade-way hints by recommend_type (SE-DATA-19, SE-DATA-20). */
export const UpgradeWayMessageKey = {
  holdPlatformToken: 'simpleEarn.upgradeWay.holdPlatformToken',
  holdAssets: 'simpleEarn.upgradeWay.holdAssets',
  tradeVolume: 'simpleEarn.upgradeWay.tradeVolume',
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
