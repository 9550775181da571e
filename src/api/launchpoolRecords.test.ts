import { describe, expect, it } from 'vitest';
import { setupClient } from './testSetup.testing';

describe('the launchpool records (LP-LIST)', () => {
  it('DEC-26 user-records (an unstated path) is a GET with the list, the project, the span in seconds and the page; rows map to records', async () => {
    const { client, double } = setupClient(() => ({
      code: 0,
      data: {
        total: 31,
        list: [
          {
            id: 12,
            type: 'reward',
            pid: 1,
            project_coin: 'NEWT',
            rid: 2,
            pool_coin: 'GT',
            coin: 'NEWT',
            amount: '20.5',
            create_timest: 1_700_000_000,
          },
        ],
      },
    }));
    const page = await client.launchpool.records({
      list: 'rewards',
      projectId: 1,
      startAt: 1_699_920_000_000,
      endAt: 1_700_006_399_999,
      page: 2,
      limit: 10,
    });
    const request = await double.read();
    expect(request).toMatchObject({ method: 'GET', path: '/apiw/v2/earn/launch-pool/user-records' });
    expect(request.query).toEqual({
      type: 'reward',
      pid: '1',
      start_at: '1699920000',
      end_at: '1700006399',
      page: '2',
      limit: '10',
    });
    expect(page).toEqual({
      total: 31,
      list: [
        {
          id: '12',
          kind: 'reward',
          projectId: 1,
          projectCoin: 'NEWT',
          rid: 2,
          poolCoin: 'GT',
          coin: 'NEWT',
          amount: '20.5',
          time: 1_700_000_000_000,
        },
      ],
    });
  });

  it('the stake list asks for type stake and no project when none is named', async () => {
    const { client, double } = setupClient(() => ({ code: 0, data: { list: [], total: 0 } }));
    expect(await client.launchpool.records({ list: 'stakes', startAt: 0, endAt: 999, page: 1, limit: 10 })).toEqual({
      list: [],
      total: 0,
    });
    expect((await double.read()).query).toEqual({ type: 'stake', start_at: '0', end_at: '0', page: '1', limit: '10' });
  });

  it('an amount that is not a number makes the answer unreadable, not zero', async () => {
    const { client } = setupClient(() => ({
      code: 0,
      data: { total: 1, list: [{ id: 1, type: 'stake', pid: 1, rid: 1, coin: 'USDT', amount: 'lots' }] },
    }));
    await expect(
      client.launchpool.records({ list: 'stakes', startAt: 0, endAt: 999, page: 1, limit: 10 }),
    ).rejects.toMatchObject({ kind: 'malformed' });
  });
});
