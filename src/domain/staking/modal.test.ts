import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { REDEEM_TYPES } from './constants';
import {
  REDEEM_MODAL_VIEWS,
  STAKE_MODAL_VIEWS,
  STAKING_MODAL_TARGETS,
  canMoveRedeemView,
  canMoveStakeView,
  initialStakingState,
  stakeSuccessActions,
} from './modal';
import { protocol, redeemExtra, stakingProduct } from './stakingProduct.fixture';

describe('staking modal views', () => {
  it('ST-MODAL-01 the staking modal targets are the eight the spec names', () => {
    expect([...STAKING_MODAL_TARGETS]).toEqual([
      'main',
      'faq',
      'rate',
      'extra_bonus',
      'stake_success',
      'bonus_rules',
      'redeem_success',
      'redeem_type_select',
    ]);
  });

  it('ST-MODAL-08 ST-MODAL-09 the stake and redeem views are subsets of the targets', () => {
    expect([...STAKE_MODAL_VIEWS]).toEqual(['main', 'rate', 'faq', 'stake_success', 'bonus_rules']);
    expect([...REDEEM_MODAL_VIEWS]).toEqual(['main', 'redeem_type_select', 'faq', 'redeem_success']);
    for (const view of [...STAKE_MODAL_VIEWS, ...REDEEM_MODAL_VIEWS]) expect(STAKING_MODAL_TARGETS).toContain(view);
  });

  it('ST-PROD-04 ST-MODAL-09 a redemption is standard or fast', () => {
    expect([...REDEEM_TYPES]).toEqual(['standard', 'fast']);
  });

  it.each([
    ['main', 'rate', true],
    ['main', 'faq', true],
    ['main', 'bonus_rules', true],
    ['main', 'stake_success', true],
    ['rate', 'main', true],
    ['faq', 'main', true],
    ['bonus_rules', 'main', true],
    ['stake_success', 'main', true],
    ['rate', 'faq', false],
    ['stake_success', 'rate', false],
    ['main', 'main', false],
  ] as const)('ST-STATE-07 ST-STATE-08 the stake modal moves %s → %s: %s', (from, to, expected) => {
    expect(canMoveStakeView(from, to)).toBe(expected);
  });

  it.each([
    ['main', 'redeem_type_select', true],
    ['main', 'faq', true],
    ['main', 'redeem_success', true],
    ['redeem_type_select', 'main', true],
    ['faq', 'main', true],
    ['redeem_success', 'main', false],
    ['faq', 'redeem_success', false],
    ['redeem_type_select', 'redeem_success', false],
  ] as const)('ST-REDEEM-01 the redeem modal moves %s → %s: %s', (from, to, expected) => {
    expect(canMoveRedeemView(from, to)).toBe(expected);
  });

  it('ST-STATE-07 every stake view other than main is reached only from main and returns only to main', () => {
    fc.assert(
      fc.property(fc.constantFrom(...STAKE_MODAL_VIEWS), fc.constantFrom(...STAKE_MODAL_VIEWS), (from, to) => {
        if (canMoveStakeView(from, to)) expect(from === 'main' || to === 'main').toBe(true);
      }),
    );
  });
});

describe('initialStakingState', () => {
  it('ST-STATE-02 ST-STATE-03 ST-STATE-04 ST-STATE-05 a plain product opens on main, standard redeem, USDC', () => {
    const state = initialStakingState({
      product: stakingProduct({ rewardCoin: 'BTC', extra: redeemExtra({ redeemQuick: false }) }),
      coin: 'btc',
      mode: 'stake',
      userInfo: null,
    });
    expect(state).toEqual({
      stakeCoin: 'BTC',
      currentId: -1,
      stakeMode: 'stake',
      rewardCoin: 'BTC',
      redeemType: 'standard',
      redeemCoin: 'USDC',
      quickRedeemPossible: false,
      isCrowd: false,
      target: 'main',
    });
  });

  it('ST-STATE-02 ST-STATE-05 a DeFi product takes the id, reward coin and quick option of the picked protocol', () => {
    const product = stakingProduct({
      isDefi: true,
      defi: [
        protocol({ pid: 5 }),
        protocol({
          pid: 6,
          extra: redeemExtra({ redeemQuick: true }),
          reward: [{ rewardCoin: 'SSV', rewardDelayDays: 1, interestDelayDays: 1, feeRate: protocol().rate }],
        }),
      ],
    });
    const state = initialStakingState({ product, coin: 'ETH', pid: 6, mode: 'redeem', userInfo: null });
    expect(state).toMatchObject({ currentId: 6, stakeMode: 'redeem', rewardCoin: 'SSV', quickRedeemPossible: true });
  });

  it.each([
    [{ holdAmount: '1', tier: 3, isCrowd: true }, true],
    [{ holdAmount: '1', tier: 3, isCrowd: false }, false],
    [null, false],
  ])('ST-STATE-06 the crowd flag comes from user info %o: %s', (userInfo, isCrowd) => {
    expect(initialStakingState({ product: stakingProduct(), coin: 'BTC', mode: 'stake', userInfo }).isCrowd).toBe(
      isCrowd,
    );
  });
});

describe('stakeSuccessActions', () => {
  it('ST-STATE-08 ST-MODAL-04 a plain stake offers View holdings and Continue to stake', () => {
    expect(stakeSuccessActions(stakingProduct())).toEqual([
      { key: 'staking.success.viewHoldings' },
      { key: 'staking.success.continueStake' },
    ]);
  });

  it('ST-MODAL-04 ST-DATA-10 a web3-task bonus offers Go to web3 tasks', () => {
    const product = stakingProduct({
      extraInterestType: 'web3Task',
      extraInterestTask: { interestKey: 'task-1', jumpWeb: '/web3/tasks' },
    });
    expect(stakeSuccessActions(product)).toEqual([{ key: 'staking.success.goToWeb3Tasks' }]);
  });

  it('ST-MODAL-05 a mint (credit-debt) product offers Mint more', () => {
    expect(stakeSuccessActions(stakingProduct({ type: 2 }))).toContainEqual({ key: 'staking.success.mintMore' });
  });
});
