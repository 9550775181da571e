import { describe, expect, it } from 'vitest';
import { STAKE_SIDE, STAKE_TRACKING_ACTION } from './constants';
import { stakeActionRequest, stakeSideOf, stakeTrackingActionOf } from './stakeAction';

describe('stake action encoding', () => {
  it('ST-STATE-01 DEC-20 side is 0 for stake and 1 for redeem; the tracking strings are 1 and 2', () => {
    expect(STAKE_SIDE).toEqual({ stake: 0, redeem: 1 });
    expect(STAKE_TRACKING_ACTION).toEqual({ stake: '1', redeem: '2' });
    expect(stakeSideOf('stake')).toBe(0);
    expect(stakeSideOf('redeem')).toBe(1);
    expect(stakeTrackingActionOf('stake')).toBe('1');
    expect(stakeTrackingActionOf('redeem')).toBe('2');
  });
});

describe('stakeActionRequest', () => {
  it.each([
    [
      'ST-API-14 ST-API-15 DEC-20 a plain stake sends side 0, amount and coin only',
      { action: 'stake', amount: '1.5', coin: 'ETH', pid: -1, isVip: false },
      { side: 0, amount: '1.5', coin: 'ETH' },
    ],
    [
      'ST-API-16 a DeFi stake sends its pid',
      { action: 'stake', amount: '2', coin: 'ETH', pid: 11, isVip: false },
      { side: 0, amount: '2', coin: 'ETH', pid: 11 },
    ],
    [
      'ST-API-17 DEC-20 a fast debt redeem sends side 1 and quick 1',
      { action: 'redeem', amount: '3', coin: 'GUSD', pid: -1, redeemType: 'fast', isVip: false },
      { side: 1, amount: '3', coin: 'GUSD', quick: 1 },
    ],
    [
      'ST-API-17 a standard debt redeem sends quick 0',
      { action: 'redeem', amount: '3', coin: 'GUSD', pid: -1, redeemType: 'standard', isVip: false },
      { side: 1, amount: '3', coin: 'GUSD', quick: 0 },
    ],
    [
      'ST-API-17 a stake never sends quick',
      { action: 'stake', amount: '3', coin: 'GUSD', pid: -1, redeemType: 'fast', isVip: false },
      { side: 0, amount: '3', coin: 'GUSD' },
    ],
    [
      'ST-API-18 ST-VIP-06 the VIP theme sends src 1',
      { action: 'redeem', amount: '1', coin: 'BTC', pid: 4, isVip: true },
      { side: 1, amount: '1', coin: 'BTC', pid: 4, src: 1 },
    ],
    [
      'a debt redeem with a choice of redeem coins sends the one chosen',
      { action: 'redeem', amount: '3', coin: 'GUSD', pid: -1, isVip: false, redeemCoin: 'USDT', redeemCoinCount: 2 },
      { side: 1, amount: '3', coin: 'GUSD', redeem_coin: 'USDT' },
    ],
    [
      'a redeem with one redeem coin, or a stake, sends none',
      { action: 'redeem', amount: '3', coin: 'GUSD', pid: -1, isVip: false, redeemCoin: 'USDC', redeemCoinCount: 1 },
      { side: 1, amount: '3', coin: 'GUSD' },
    ],
  ] as const)('%s', (_case, input, expected) => {
    expect(stakeActionRequest(input)).toEqual(expected);
  });
});
