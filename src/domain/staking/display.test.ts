import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MAX_STACKED_COINS, STAKING_FRAME_MESSAGES, STAKING_TAG_FLAG } from './constants';
import {
  coinStack,
  groupFaqByCategory,
  initiallyUnfoldedFaq,
  isStakingFrame,
  isStakingFrameMessage,
  stakingTagText,
  stakingTags,
} from './display';

describe('stakingTags', () => {
  it('ST-DATA-23 tag flags are new 1, hot 2, event 4', () => {
    expect(STAKING_TAG_FLAG).toEqual({ new: 1, hot: 2, event: 4 });
  });

  it.each([
    [0, []],
    [1, ['new']],
    [2, ['hot']],
    [4, ['event']],
    [3, ['new', 'hot']],
    [7, ['new', 'hot', 'event']],
    [6, ['hot', 'event']],
  ])('ST-DATA-23 flags %i name %j', (flags, tags) => {
    expect(stakingTags(flags)).toEqual(tags);
    expect(stakingTags(flags).map((tag) => stakingTagText(tag).key)).toEqual(tags.map((tag) => `staking.tag.${tag}`));
  });

  it('ST-DATA-23 the tags decoded from a sum add back up to it', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 7 }), (flags) => {
        expect(stakingTags(flags).reduce((sum, tag) => sum + STAKING_TAG_FLAG[tag], 0)).toBe(flags);
      }),
    );
  });
});

describe('coinStack', () => {
  it.each([
    [['A', 'B'], ['A', 'B'], 0],
    [['A', 'B', 'C', 'D', 'E'], ['A', 'B', 'C', 'D', 'E'], 0],
    [['A', 'B', 'C', 'D', 'E', 'F', 'G'], ['A', 'B', 'C', 'D', 'E'], 2],
  ])('ST-CONST-01 %j shows %j and hides %i', (coins, visible, hiddenCount) => {
    expect(coinStack(coins)).toEqual({ visible, hiddenCount });
  });

  it('ST-CONST-01 at most 5 coins show and none are lost', () => {
    expect(MAX_STACKED_COINS).toBe(5);
    fc.assert(
      fc.property(fc.array(fc.string(), { maxLength: 20 }), (coins) => {
        const stack = coinStack(coins);
        expect(stack.visible.length).toBeLessThanOrEqual(5);
        expect(stack.visible.length + stack.hiddenCount).toBe(coins.length);
      }),
    );
  });
});

describe('framed staking view', () => {
  it.each([
    ['1', true],
    ['0', false],
    [null, false],
    [undefined, false],
  ])('ST-ROUTE-02 is_frame=%s frames the view: %s', (query, expected) => {
    expect(isStakingFrame(query)).toBe(expected);
  });

  it('ST-ROUTE-02 the window messages are reopen_stake, open_page, close and success', () => {
    expect([...STAKING_FRAME_MESSAGES]).toEqual(['reopen_stake', 'open_page', 'close', 'success']);
    expect(isStakingFrameMessage('open_page')).toBe(true);
    expect(isStakingFrameMessage('navigate')).toBe(false);
  });
});

describe('FAQ', () => {
  const items = [
    { ask: 'What is staking?', answer: 'a', cate: 'Basics', unfold: true },
    { ask: 'When are rewards paid?', answer: 'b', cate: 'Rewards', unfold: false },
    { ask: 'Can I redeem?', answer: 'c', cate: 'Basics', unfold: false },
  ];

  it('ST-DATA-21 entries group by cate in order of first appearance', () => {
    expect(groupFaqByCategory(items).map((group) => [group.cate, group.items.map((item) => item.answer)])).toEqual([
      ['Basics', ['a', 'c']],
      ['Rewards', ['b']],
    ]);
  });

  it('ST-DATA-21 entries marked unfold start expanded', () => {
    expect(initiallyUnfoldedFaq(items)).toEqual(['What is staking?']);
  });
});
