import { describe, expect, it } from 'vitest';
import {
  APPLIED_CODE,
  APR_TYPE_CODES,
  AUTO_STAKE_COINS,
  EVENT_STATE_CODES,
  PROJECT_INFO_DEDUPE_MS,
  REDEEM_TYPE_CODES,
  REWARD_POOL_TYPE_CODES,
  UNLIMITED_PERSONAL_MAX_AMOUNT,
  aprTypeFromCode,
  eventStateFromCode,
  hasEventStarted,
  isAutoStakeCoin,
  redeemTypeFromCode,
  rewardPoolTypeFromCode,
} from './constants';

describe('launchpool codes', () => {
  it('LP-EVENT-01 event states are none 0, in progress 1, not started 2, completed 3', () => {
    expect(EVENT_STATE_CODES).toEqual({ none: 0, inProgress: 1, notStarted: 2, completed: 3 });
  });

  it.each([
    [0, 'none'],
    [1, 'inProgress'],
    ['2', 'notStarted'],
    [3, 'completed'],
    [9, 'none'],
    [null, 'none'],
  ] as const)('LP-EVENT-01 code %j is the event state %s', (code, state) => {
    expect(eventStateFromCode(code)).toBe(state);
  });

  it.each([
    ['none', false],
    ['notStarted', false],
    ['inProgress', true],
    ['completed', true],
  ] as const)('LP-EVENT-01 an event in state %s has started: %s', (state, started) => {
    expect(hasEventStarted(state)).toBe(started);
  });

  it('LP-DATA-03 personal_max_amount -1 means unlimited', () => {
    expect(UNLIMITED_PERSONAL_MAX_AMOUNT).toBe('-1');
  });

  it.each([
    [1, 'real'],
    [2, 'estimate'],
    [3, 'none'],
    [0, 'none'],
  ] as const)('LP-DATA-04 rate_year_type %i is the APR type %s', (code, type) => {
    expect(APR_TYPE_CODES).toEqual({ real: 1, estimate: 2, none: 3 });
    expect(aprTypeFromCode(code)).toBe(type);
  });

  it.each([
    [0, 'lock'],
    [1, 'multiMining'],
    ['1', 'multiMining'],
    [7, 'lock'],
  ] as const)('LP-DATA-05 reward_pool_type %j is %s', (code, type) => {
    expect(REWARD_POOL_TYPE_CODES).toEqual({ lock: 0, multiMining: 1 });
    expect(rewardPoolTypeFromCode(code)).toBe(type);
  });

  it('LP-DATA-06 isApply 1 means the user has applied', () => {
    expect(APPLIED_CODE).toBe(1);
  });

  it.each([
    [0, 'spot'],
    [1, 'simpleEarn'],
    [2, 'staking'],
    [5, 'spot'],
  ] as const)('LP-DATA-08 redeem_type %i is %s', (code, type) => {
    expect(REDEEM_TYPE_CODES).toEqual({ spot: 0, simpleEarn: 1, staking: 2 });
    expect(redeemTypeFromCode(code)).toBe(type);
  });

  it('LP-CONST-01 project info requests are deduplicated within 5 s', () => {
    expect(PROJECT_INFO_DEDUPE_MS).toBe(5_000);
  });

  it.each([
    ['ETH', true],
    ['btc', true],
    ['USDT', true],
    ['SOL', false],
    ['USDC', false],
  ])('LP-CONST-02 %s is an auto-stake coin: %s', (coin, expected) => {
    expect([...AUTO_STAKE_COINS]).toEqual(['ETH', 'BTC', 'USDT']);
    expect(isAutoStakeCoin(coin)).toBe(expected);
  });
});
