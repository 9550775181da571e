import type { MessageParams } from '../result';

/** Error keys the staking validators return; each is a key of the 'staking' message namespace. */
export type StakingErrorKey =
  | 'staking.amount.precision'
  | 'staking.stake.minLimit'
  | 'staking.stake.insufficientBalance'
  | 'staking.stake.personalLimit'
  | 'staking.stake.crowdLimit'
  | 'staking.redeem.minLimit'
  | 'staking.redeem.insufficientBalance';

/** Text keys the staking rules choose between (titles, period wording, buttons, tags). */
export type StakingTextKey =
  | 'staking.redeem.instant'
  | 'staking.redeem.maxDays'
  | 'staking.redeem.period.immediately'
  | 'staking.redeem.period.period'
  | 'staking.redeem.period.onlyMax'
  | 'staking.redeem.period.minEqualsMax'
  | 'staking.redeem.period.minDiffersFromMax'
  | 'staking.redeem.success'
  | 'staking.redeem.inProcess'
  | 'staking.reward.whenRedeemed'
  | 'staking.success.viewHoldings'
  | 'staking.success.continueStake'
  | 'staking.success.goToWeb3Tasks'
  | 'staking.success.mintMore'
  | 'staking.tag.new'
  | 'staking.tag.hot'
  | 'staking.tag.event';

/** A message the UI shows: a catalogue key and its placeholder values. */
export interface StakingText {
  readonly key: StakingTextKey;
  readonly params?: MessageParams;
}
