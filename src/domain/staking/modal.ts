import { DEFAULT_REDEEM_COIN, type RedeemType, type StakeAction } from './constants';
import { currentStakeTerms, rewardCoins, stakingProductKind } from './product';
import type { StakingProduct } from './product.types';
import type { StakingText } from './messages';
import type { StakingUserInfo } from './user.types';

/** Every target the staking modal can show (ST-MODAL-01). */
export const STAKING_MODAL_TARGETS = [
  'main',
  'faq',
  'rate',
  'extra_bonus',
  'stake_success',
  'bonus_rules',
  'redeem_success',
  'redeem_type_select',
] as const;
/** One staking modal target. */
export type StakingModalTarget = (typeof STAKING_MODAL_TARGETS)[number];

/** The views of the stake modal (ST-MODAL-08). */
export const STAKE_MODAL_VIEWS = ['main', 'rate', 'faq', 'stake_success', 'bonus_rules'] as const;
/** One stake modal view. */
export type StakeModalView = (typeof STAKE_MODAL_VIEWS)[number];

/** The views of the redeem modal (ST-MODAL-09). */
export const REDEEM_MODAL_VIEWS = ['main', 'redeem_type_select', 'faq', 'redeem_success'] as const;
/** One redeem modal view. */
export type RedeemModalView = (typeof REDEEM_MODAL_VIEWS)[number];

/**
 * Whether the stake modal may move between two views (ST-STATE-07): from main to rate, faq,
 * bonus_rules or stake_success, and from each of them back to main ('continue to stake', ST-STATE-08).
 */
export function canMoveStakeView(from: StakeModalView, to: StakeModalView): boolean {
  return from !== to && (from === 'main' || to === 'main');
}

/**
 * Whether the redeem modal may move between two views (ST-REDEEM-01): from main to redeem_type_select,
 * faq or redeem_success, and back to main from the type select and the faq. Success is final: the
 * dialog closes from there.
 */
export function canMoveRedeemView(from: RedeemModalView, to: RedeemModalView): boolean {
  if (from === to) return false;
  if (from === 'main') return true;
  return to === 'main' && from !== 'redeem_success';
}

/** The staking modal's state right after it opens (ST-STATE-02..06). */
export interface StakingInitialState {
  readonly stakeCoin: string;
  /** The current product or protocol id; -1 when the product has none. */
  readonly currentId: number;
  readonly stakeMode: StakeAction;
  readonly rewardCoin: string;
  readonly redeemType: RedeemType;
  /** The redeem / debt redeem coin, USDC until the user picks one. */
  readonly redeemCoin: string;
  readonly quickRedeemPossible: boolean;
  readonly isCrowd: boolean;
  readonly target: StakingModalTarget;
}

/** What the staking modal opens with. */
export interface StakingInitialInput {
  readonly product: StakingProduct;
  /** The coin of the route (/staking/{coin}). */
  readonly coin: string;
  /** The route's pid query, when there is one. */
  readonly pid?: number;
  readonly mode: StakeAction;
  /** The user-info answer; null while it loads, which leaves crowd mode off. */
  readonly userInfo: StakingUserInfo | null;
}

/**
 * The staking modal's initial state (ST-STATE-02..06): the stake coin, current id, stake mode and
 * reward coin; redeem type 'standard'; redeem coin USDC; quick redeem from the current terms'
 * `extra.redeem_quick`; crowd mode from user info.
 */
export function initialStakingState(input: StakingInitialInput): StakingInitialState {
  const terms = currentStakeTerms(input.product, input.pid !== undefined ? { pid: input.pid } : {});
  return {
    stakeCoin: input.coin.toUpperCase(),
    currentId: terms.pid !== -1 ? terms.pid : (input.pid ?? -1),
    stakeMode: input.mode,
    rewardCoin: rewardCoins(input.product, terms.pid)[0] ?? input.product.rewardCoin,
    redeemType: 'standard',
    redeemCoin: DEFAULT_REDEEM_COIN,
    quickRedeemPossible: terms.extra.redeemQuick,
    isCrowd: input.userInfo?.isCrowd ?? false,
    target: 'main',
  };
}

/**
 * The buttons of the success dialog (ST-STATE-08, ST-MODAL-04, ST-MODAL-05): a mint (credit-debt)
 * product offers 'Mint more'; a product whose bonus is earned by web3 tasks offers 'Go to web3 tasks'; otherwise
 * 'View holdings' and 'Continue to stake'.
 */
export function stakeSuccessActions(
  product: Pick<StakingProduct, 'isDefi' | 'type' | 'extraInterestType' | 'extraInterestTask'>,
): StakingText[] {
  if (stakingProductKind(product) === 'debt')
    return [{ key: 'staking.success.viewHoldings' }, { key: 'staking.success.mintMore' }];
  if (product.extraInterestType === 'web3Task' && product.extraInterestTask)
    return [{ key: 'staking.success.goToWeb3Tasks' }];
  return [{ key: 'staking.success.viewHoldings' }, { key: 'staking.success.continueStake' }];
}
