import { describe, expect, it } from 'vitest';
import { mapUserStat } from './map/launchpool';
import { setupClient } from './testSetup.testing';

describe('the launchpool project list (DEC-27)', () => {
  it('DEC-27 LP-EVENT-01 project-list is a GET; status becomes the event state, seconds become ms', async () => {
    const { client, double } = setupClient(() => ({
      code: 0,
      data: [
        {
          pid: 4,
          coin: 'NEW',
          icon: 'n.png',
          status: 2,
          start_timest: 1_700_000_000,
          end_timest: 1_700_086_400,
          reward_pools: [
            { rid: 9, coin: 'GT', rate_year: '0.25', rate_year_type: 2, reward_pool_type: 1, total_staked: '1200.5' },
          ],
        },
        { pid: 5, coin: 'OLD', status: 7 },
      ],
    }));
    const projects = await client.launchpool.projects();
    expect(await double.read()).toMatchObject({ method: 'GET', path: '/apiw/v2/earn/launch-pool/project-list' });
    expect(projects).toEqual([
      {
        projectId: 4,
        coin: 'NEW',
        icon: 'n.png',
        eventState: 'notStarted',
        startTime: 1_700_000_000_000,
        endTime: 1_700_086_400_000,
        rewardPools: [
          {
            rid: 9,
            coin: 'GT',
            rateYear: '0.25',
            rateYearType: 'estimate',
            rewardPoolType: 'multiMining',
            totalStaked: '1200.5',
          },
        ],
      },
      { projectId: 5, coin: 'OLD', icon: '', eventState: 'none', startTime: 0, endTime: 0, rewardPools: [] },
    ]);
  });

  it('a pool total that is not a number makes the answer unreadable, not zero', async () => {
    const { client } = setupClient(() => ({
      code: 0,
      data: [{ pid: 1, coin: 'NEW', status: 1, reward_pools: [{ rid: 1, coin: 'GT', total_staked: 'lots' }] }],
    }));
    await expect(client.launchpool.projects()).rejects.toMatchObject({ kind: 'malformed' });
  });

  it('user-stat reads the rewards per coin; an answer without them reads as none', () => {
    expect(mapUserStat({ rewards: [{ coin: 'NEWT', amount: '960' }] })).toEqual([{ coin: 'NEWT', amount: '960' }]);
    expect(mapUserStat(null)).toEqual([]);
  });
});
