import {
  MAX_STACKED_COINS,
  STAKING_FRAME_MESSAGES,
  STAKING_TAG_FLAG,
  type StakingFrameMessage,
  type StakingTag,
} from './constants';
import type { StakingText } from './messages';
import type { StakingFaqItem } from './user.types';

/** The tags a product's flag sum names (ST-DATA-23), in the order new, hot, event. */
export function stakingTags(flags: number): StakingTag[] {
  return (Object.keys(STAKING_TAG_FLAG) as StakingTag[]).filter((tag) => (flags & STAKING_TAG_FLAG[tag]) !== 0);
}

/** The label of each tag. */
export function stakingTagText(tag: StakingTag): StakingText {
  return { key: `staking.tag.${tag}` };
}

/** A coin stack: the icons shown and how many more hide behind a '+n' (ST-CONST-01). */
export interface CoinStack {
  readonly visible: readonly string[];
  readonly hiddenCount: number;
}

/** Splits coins into at most 5 shown icons and a count of the rest (ST-CONST-01). */
export function coinStack(coins: readonly string[], max: number = MAX_STACKED_COINS): CoinStack {
  return { visible: coins.slice(0, max), hiddenCount: Math.max(coins.length - max, 0) };
}

/** True when the staking view runs framed in a host page: its `is_frame` query is '1' (ST-ROUTE-02). */
export function isStakingFrame(isFrameQuery: string | null | undefined): boolean {
  return isFrameQuery === '1';
}

/** True for a window message name a framed staking view may post (ST-ROUTE-02). */
export function isStakingFrameMessage(name: string): name is StakingFrameMessage {
  return (STAKING_FRAME_MESSAGES as readonly string[]).includes(name);
}

/** A FAQ category with its entries. */
export interface StakingFaqGroup {
  readonly cate: string;
  readonly items: readonly StakingFaqItem[];
}

/** FAQ entries grouped by `cate`, categories in order of first appearance, entries in server order (ST-DATA-21). */
export function groupFaqByCategory(items: readonly StakingFaqItem[]): StakingFaqGroup[] {
  const groups = new Map<string, StakingFaqItem[]>();
  for (const item of items) {
    const group = groups.get(item.cate);
    if (group) group.push(item);
    else groups.set(item.cate, [item]);
  }
  return [...groups].map(([cate, entries]) => ({ cate, items: entries }));
}

/** The FAQ entries that start expanded (`unfold`), by their question (ST-DATA-21). */
export function initiallyUnfoldedFaq(items: readonly StakingFaqItem[]): string[] {
  return items.filter((item) => item.unfold).map((item) => item.ask);
}
