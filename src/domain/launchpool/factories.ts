/**
 * Complete launchpool models with neutral defaults, which tests and stories override field by field.
 * Fixtures rather than rules, so not part of `earnkit/domain`.
 */
import { ZERO_RATE } from '../shared/rate';
import type {
  AvailableBalance,
  BorrowCoinSetting,
  ProjectInfo,
  RewardPool,
  SimpleEarnOption,
  UserProjectStatistics,
} from './models';
import { UNLIMITED_PERSONAL_MAX_AMOUNT } from './constants';

/** A lock pool with no limits, no options and nothing bought, with `overrides` applied (LP-DATA-02). */
export function createRewardPool(overrides: Partial<RewardPool> = {}): RewardPool {
  return {
    rid: 0,
    coin: '',
    decimalPlace: 8,
    personalMaxAmount: UNLIMITED_PERSONAL_MAX_AMOUNT,
    personalMinAmount: '0',
    leftBuyTotalAmount: '0',
    buyTotalAmount: '0',
    rateYear: ZERO_RATE,
    rateYearType: 'none',
    rewardPoolType: 'lock',
    vipConfig: null,
    simpleEarn: null,
    staking: null,
    isApply: false,
    transactionConfig: [],
    redeemType: 'spot',
    userTransactionAmount: '0',
    transactionDays: null,
    limitRule: 0,
    ...overrides,
  };
}

/** A simple-earn option with no terms and zero rates, with `overrides` applied (LP-DATA-10). */
export function createSimpleEarnOption(overrides: Partial<SimpleEarnOption> = {}): SimpleEarnOption {
  return { fixedPeriod: 0, fixedRate: ZERO_RATE, extRate: ZERO_RATE, rate: ZERO_RATE, userPeriod: 0, ...overrides };
}

/** A project with no pools, starting at epoch 0, with `overrides` applied (LP-DATA-01). */
export function createProjectInfo(overrides: Partial<ProjectInfo> = {}): ProjectInfo {
  return { coin: '', startTime: 0, icon: '', rewardPools: [], ...overrides };
}

/** A statistics item with nothing staked or earned, with `overrides` applied (LP-DATA-12). */
export function createUserProjectStatistics(overrides: Partial<UserProjectStatistics> = {}): UserProjectStatistics {
  return { rid: 0, validAmount: '0', amount: '0', lastRewardAmount: '0', lastHourRewardAmount: '0', ...overrides };
}

/** An empty classic-mode balance, with `overrides` applied (LP-DATA-13). */
export function createAvailableBalance(overrides: Partial<AvailableBalance> = {}): AvailableBalance {
  return { outable: '0', lendEarnAvailable: '0', mode: 'classic', available: '0', ...overrides };
}

/** A borrow-coin setting that supports both products, with `overrides` applied (LP-DATA-14). */
export function createBorrowCoinSetting(overrides: Partial<BorrowCoinSetting> = {}): BorrowCoinSetting {
  return { coin: '', isSupportLaunchpool: true, isSupportStaking: true, ...overrides };
}
