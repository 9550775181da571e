import { describe, expect, it } from 'vitest';
import { setupClient } from './testSetup.testing';

describe('shared calls: request shape and mapping', () => {
  it('SH-API-07 outable is a JSON POST of assets plus extras, answered as balances keyed by coin', async () => {
    const { client, double } = setupClient(() => ({
      code: 0,
      data: [
        { asset: 'USDT', outable: '10.5', lend_earn_available: '3', mode: 'unified', available: '7.25' },
        { asset: 'BTC', outable: 0.00000001, lend_earn_available: '0', mode: 'classic', available: '1' },
      ],
    }));
    const balances = await client.shared.outable({ assets: ['USDT', 'BTC'], scene: 'earn' });
    const request = await double.read();
    expect([request.method, request.path, request.contentType]).toEqual([
      'POST',
      '/apiw/v2/account/spot/asset/outable',
      'application/json',
    ]);
    expect(JSON.parse(request.body)).toEqual({ assets: ['USDT', 'BTC'], scene: 'earn' });
    expect(balances).toEqual({
      USDT: { outable: '10.5', lendEarnAvailable: '3', mode: 'unified', available: '7.25' },
      BTC: { outable: '0.00000001', lendEarnAvailable: '0', mode: 'classic', available: '1' },
    });
  });

  it('SH-API-07 items without a coin are read in the order of the assets asked for', async () => {
    const { client } = setupClient(() => ({
      code: 0,
      data: [{ outable: '1', lend_earn_available: '2', available: '3' }],
    }));
    expect(await client.shared.outable({ assets: ['ETH'] })).toEqual({
      ETH: { outable: '1', lendEarnAvailable: '2', mode: 'classic', available: '3' },
    });
  });

  it('SH-API-09 lent/available is a GET with asset, answering data.available', async () => {
    const { client, double } = setupClient(() => ({ code: 0, data: { available: '99.123' } }));
    expect(await client.shared.lentAvailable({ asset: 'USDT' })).toBe('99.123');
    expect(await double.read()).toMatchObject({
      method: 'GET',
      path: '/apiw/v2/fixed_earn/api/user/lent/available',
      query: { asset: 'USDT' },
    });
  });

  it('SH-API-10 compliance/check is a GET without params, answering business and menu', async () => {
    const { client, double } = setupClient(() => ({ code: 0, data: { business: ['earn'], menu: ['express'] } }));
    expect(await client.shared.complianceCheck()).toEqual({ business: ['earn'], menu: ['express'] });
    expect(await double.read()).toMatchObject({ method: 'GET', path: '/api/web/v1/compliance/check', query: {} });
  });

  it('SH-API-11 borrow-coin-settings is a GET with coin; 1 means supported', async () => {
    const { client, double } = setupClient(() => ({
      code: 0,
      data: { coin: 'BTC', is_support_launchpool: 1, is_support_staking: 0 },
    }));
    expect(await client.shared.borrowCoinSettings({ coin: 'BTC' })).toEqual({
      coin: 'BTC',
      isSupportLaunchpool: true,
      isSupportStaking: false,
    });
    expect(await double.read()).toMatchObject({
      method: 'GET',
      path: '/apiw/v2/earn/borrow-coin-settings',
      query: { coin: 'BTC' },
    });
  });

  it('SH-API-12 SH-MODE-02 account_mode is a GET without params answering mode, first_open and settings.use_funding', async () => {
    const { client, double } = setupClient(() => ({
      code: 0,
      data: { mode: 'multi_currency', first_open: true, settings: { use_funding: 1 } },
    }));
    expect(await client.shared.accountMode()).toEqual({ mode: 'multi_currency', firstOpen: true, useFunding: true });
    expect(await double.read()).toMatchObject({ method: 'GET', path: '/apiw/v2/unified/account_mode', query: {} });
  });

  it('SH-API-13 tickers is a GET with currency_pairs, answering pair and rate', async () => {
    const { client, double } = setupClient(() => ({ code: 0, data: [{ pair: 'BTC_USDT', rate: '65000.1' }] }));
    expect(await client.shared.marketTickers({ currency_pairs: 'BTC_USDT' })).toEqual([
      { pair: 'BTC_USDT', rate: '65000.1' },
    ]);
    expect(await double.read()).toMatchObject({
      method: 'GET',
      path: '/apiw/v2/market/tickers',
      query: { currency_pairs: 'BTC_USDT' },
    });
  });

  it('HD-API-04 coin prices ask for COIN_USDT pairs, stable coins left out, and send nothing for stable coins only', async () => {
    const { client, double } = setupClient(() => ({ code: 0, data: [] }));
    await client.shared.coinPrices(['btc', 'USDT', 'ETH', 'BTC']);
    expect((await double.read()).query).toEqual({ currency_pairs: 'BTC_USDT,ETH_USDT' });
    await expect(client.shared.coinPrices(['USDT', 'USDC'])).resolves.toEqual([]);
    expect(double.calls).toHaveLength(1);
  });

  it('SE-API-33 maintenance_margin_rate is a GET whose answer is passed through', async () => {
    const { client, double } = setupClient(() => ({ code: 0, data: { rate: '0.004' } }));
    expect(await client.shared.maintenanceMarginRate()).toEqual({ rate: '0.004' });
    expect(await double.read()).toMatchObject({ method: 'GET', path: '/apiw/v2/unified/maintenance_margin_rate' });
  });
});
