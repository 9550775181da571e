import { describe, expect, it } from 'vitest';
import { autoEarnToggleRequest } from '../domain/autoEarn/toggle';
import { setupClient } from './testSetup.testing';

describe('auto-earn calls: request shape and mapping', () => {
  it('AE-API-01 AE-DATA-01 autoivest is a GET with assets, answering global_status and the status map', async () => {
    const { client, double } = setupClient(() => ({
      code: 0,
      data: { global_status: 0, status: { BTC: 1, USDT: '0' } },
    }));
    expect(await client.autoEarn.status({ assets: ['BTC', 'USDT'] })).toEqual({
      globalStatus: 0,
      status: { BTC: 1, USDT: 0 },
    });
    expect(await double.read()).toMatchObject({
      method: 'GET',
      path: '/apiw/v2/uni-loan/earn/autoivest',
      query: { assets: 'BTC,USDT' },
    });
  });

  it('AE-API-03 the global status is the same GET without assets', async () => {
    const { client, double } = setupClient(() => ({ code: 0, data: { global_status: 1 } }));
    expect(await client.autoEarn.status()).toEqual({ globalStatus: 1, status: {} });
    expect(await double.read()).toMatchObject({ path: '/apiw/v2/uni-loan/earn/autoivest', query: {} });
  });

  it('AE-API-02 AE-TOGGLE-04 set status is a JSON POST of assets and status; ALL_ASSET for every coin', async () => {
    const { client, double } = setupClient(() => ({ code: 200, msg: 'success' }));
    await client.autoEarn.setStatus(autoEarnToggleRequest({ kind: 'all' }, true));
    await client.autoEarn.setStatus(autoEarnToggleRequest({ kind: 'coin', asset: 'BTC' }, false));
    expect(await double.read(0)).toMatchObject({
      method: 'POST',
      path: '/apiw/v2/uni-loan/earn/autoivest',
      contentType: 'application/json',
    });
    expect(JSON.parse((await double.read(0)).body)).toEqual({ assets: 'ALL_ASSET', status: '1' });
    expect(JSON.parse((await double.read(1)).body)).toEqual({ assets: 'BTC', status: '0' });
  });

  it('AE-ERR-01 a non-success set status rejects with the server msg', async () => {
    const { client } = setupClient(() => ({ code: 3, msg: 'not allowed' }));
    await expect(client.autoEarn.setStatus({ assets: 'BTC', status: '1' })).rejects.toMatchObject({
      kind: 'business',
      serverMessage: 'not allowed',
    });
  });

  it('AE-API-04 AE-MODAL-08 the market list sends the auto-earn query with limit 7', async () => {
    const { client, double } = setupClient(() => ({
      code: 0,
      data: {
        list: [
          {
            asset: 'ETH',
            icon: 'e.png',
            next_time_rate_year: '0.031',
            ladder_apr: [{ left: '0', right: '5', apr: '0.02' }],
            auto_invest_status: 0,
          },
        ],
        total: 15,
      },
    }));
    const page = await client.autoEarn.marketList({
      page: 2,
      search_coin: 'ETH',
      sort_type: 4,
      have_balance: 1,
      available: 1,
      auto_invest: 1,
    });
    expect(await double.read()).toMatchObject({
      method: 'GET',
      path: '/apiw/v2/uni-loan/earn/market/list',
      query: {
        page: '2',
        limit: '7',
        have_award: '0',
        is_subscribed: '0',
        sort_business: '1',
        search_type: '-1',
        search_coin: 'ETH',
        sort_type: '4',
        have_balance: '1',
        available: '1',
        auto_invest: '1',
      },
    });
    expect(page).toEqual({
      total: 15,
      list: [
        {
          asset: 'ETH',
          icon: 'e.png',
          nextTimeRateYear: '0.031',
          ladderApr: [{ left: '0', right: '5', apr: '0.02' }],
          autoInvestStatus: 0,
        },
      ],
    });
  });
});
