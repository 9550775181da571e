import { describe, expect, it } from 'vitest';
import { rateFromFraction, type Rate } from '../shared/rate';
import {
  createAvailableBalance,
  createBorrowCoinSetting,
  createProjectInfo,
  createRewardPool,
  createSimpleEarnOption,
  createUserProjectStatistics,
} from './factories';

const sorted = (value: object) => Object.keys(value).sort();

describe('launchpool models', () => {
  it('LP-DATA-01 project info has coin, start time, icon and reward pools', () => {
    expect(sorted(createProjectInfo())).toEqual(['coin', 'icon', 'rewardPools', 'startTime']);
    expect(createProjectInfo({ coin: 'GT' }).coin).toBe('GT');
  });

  it('LP-DATA-02 a reward pool has every field the spec lists, with neutral defaults', () => {
    const pool = createRewardPool();
    expect(sorted(pool)).toEqual(
      [
        'rid',
        'coin',
        'decimalPlace',
        'personalMaxAmount',
        'personalMinAmount',
        'leftBuyTotalAmount',
        'buyTotalAmount',
        'rateYear',
        'rateYearType',
        'rewardPoolType',
        'vipConfig',
        'simpleEarn',
        'staking',
        'isApply',
        'transactionConfig',
        'transactionDays',
        'redeemType',
        'userTransactionAmount',
        'limitRule',
      ].sort(),
    );
    expect(pool).toMatchObject({
      personalMaxAmount: '-1',
      rewardPoolType: 'lock',
      redeemType: 'spot',
      isApply: false,
      limitRule: 0,
    });
  });

  it('LP-DATA-02 overrides replace only the given fields', () => {
    const pool = createRewardPool({ coin: 'BTC', decimalPlace: 6 });
    expect(pool.coin).toBe('BTC');
    expect(pool.decimalPlace).toBe(6);
    expect(pool.buyTotalAmount).toBe('0');
  });

  it('LP-DATA-10 a simple-earn option has fixed_period, fixed_rate, ext_rate, rate and user_period', () => {
    const option = createSimpleEarnOption({ fixedPeriod: 30, fixedRate: rateFromFraction('0.08') as Rate });
    expect(sorted(option)).toEqual(['extRate', 'fixedPeriod', 'fixedRate', 'rate', 'userPeriod']);
    expect(option.fixedPeriod).toBe(30);
    expect(option.fixedRate).toBe('0.08');
  });

  it('LP-DATA-11 a staking option has a rate', () => {
    const pool = createRewardPool({ staking: { rate: rateFromFraction('0.04') as Rate } });
    expect(pool.staking?.rate).toBe('0.04');
  });

  it('LP-DATA-12 a statistics item has rid, valid_amount, amount, lastRewardAmount and lastHourRewardAmount', () => {
    expect(sorted(createUserProjectStatistics())).toEqual([
      'amount',
      'lastHourRewardAmount',
      'lastRewardAmount',
      'rid',
      'validAmount',
    ]);
  });

  it('LP-DATA-13 an available-balance item has outable, lend_earn_available, mode and available', () => {
    expect(sorted(createAvailableBalance())).toEqual(['available', 'lendEarnAvailable', 'mode', 'outable']);
  });

  it('LP-DATA-14 a borrow-coin setting has coin, is_support_launchpool and is_support_staking', () => {
    expect(sorted(createBorrowCoinSetting())).toEqual(['coin', 'isSupportLaunchpool', 'isSupportStaking']);
  });
});
