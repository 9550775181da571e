import { describe, expect, it } from 'vitest';
import { mapStakingProfitRecord } from './map/staking';
import { setupClient } from './testSetup.testing';

describe('the staking holdings calls', () => {
  it('DEC-28 DEC-26 redemptions (unstated path) of a coin map to the pending redemption with times in ms', async () => {
    const { client, double } = setupClient(() => ({
      code: 0,
      data: [
        {
          id: 7,
          coin: 'GUSD',
          redeem_coin: 'USDC',
          pid: 0,
          amount: '100',
          fee: '0.1',
          redeem_type: 'standard',
          create_time: 1_772_438_400,
          redeem_stamp: 1_772_697_600,
        },
        { id: 8, coin: 'ETH', amount: '1', redeem_type: 'fast', create_time: 1, redeem_stamp: 2 },
      ],
    }));
    expect(await client.staking.redemptions({ coin: 'GUSD' })).toEqual([
      {
        id: 7,
        coin: 'GUSD',
        redeemCoin: 'USDC',
        pid: 0,
        amount: '100',
        fee: '0.1',
        redeemType: 'standard',
        submittedAt: 1_772_438_400_000,
        arrivesAt: 1_772_697_600_000,
      },
      // A redemption that names no redeem coin pays out the product's coin.
      {
        id: 8,
        coin: 'ETH',
        redeemCoin: 'ETH',
        pid: 0,
        amount: '1',
        fee: '0',
        redeemType: 'fast',
        submittedAt: 1000,
        arrivesAt: 2000,
      },
    ]);
    expect(await double.read()).toMatchObject({
      method: 'GET',
      path: '/apiw/v2/earn/staking/redemptions',
      query: { coin: 'GUSD' },
    });
  });

  it('ST-API-07 a date range adds from (unix seconds) to the profit records call; a record maps rate and time', async () => {
    const { client, double } = setupClient(() => ({ code: 0, data: { list: [], total: 0 } }));
    const now = Date.UTC(2026, 2, 9, 9);
    await client.staking.profitRecords({ coin: 'ETH', now, from: Date.UTC(2026, 2, 1), page: 2, limit: 10 });
    expect(await double.read()).toMatchObject({
      query: { coin: 'ETH', page: '2', limit: '10', from: String(Date.UTC(2026, 2, 1) / 1000) },
    });
    expect(
      mapStakingProfitRecord({
        id: 3,
        coin: 'ETH',
        reward_coin: 'ETH',
        amount: '0.0001',
        rate: '3.2',
        time: 1_772_496_000,
      }),
    ).toEqual({ id: 3, coin: 'ETH', rewardCoin: 'ETH', amount: '0.0001', rate: '0.032', time: 1_772_496_000_000 });
  });
});
