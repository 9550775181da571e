// The timeline's and the history's keys are modules of their own: every Simple Earn page reads some keys of
// messageKeys.ts, and only the pages that show a timeline or the history need these.

/** Timeline step labels (SE-TIMELINE). */
export const TimelineMessageKey = {
  subscription: 'simpleEarn.timeline.subscription',
  interestStart: 'simpleEarn.timeline.interestStart',
  interestReceived: 'simpleEarn.timeline.interestReceived',
  redemption: 'simpleEarn.timeline.redemption',
  maturity: 'simpleEarn.timeline.maturity',
  redemptionArrival: 'simpleEarn.timeline.redemptionArrival',
  nextSubscription: 'simpleEarn.timeline.nextSubscription',
  redeemSubmit: 'simpleEarn.timeline.redeemSubmit',
  immediate: 'simpleEarn.timeline.immediate',
} as const;
