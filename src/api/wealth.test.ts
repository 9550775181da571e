import { describe, expect, it } from 'vitest';
import { wealthPurchaseRequest, wealthRedeemRequest } from '../domain/wealth';
import { formFields } from './fetchDouble.testing';
import { setupClient } from './testSetup.testing';

describe('wealth, soft staking and dual earn: request shape and mapping', () => {
  it('VW-API-01 DEC-23 purchase is a form POST of pid, amount and the product own project_type', async () => {
    const { client, double } = setupClient(() => ({ code: 200 }));
    const request = wealthPurchaseRequest({ pid: 8, projectType: 4 }, '1000.123456789');
    await client.wealth.purchase({ pid: request.pid, amount: request.amount, project_type: request.projectType });
    const sent = await double.read();
    expect([sent.method, sent.path]).toEqual(['POST', '/apiw/v2/earn/private-wealth/purchase']);
    expect(sent.contentType).toMatch(/x-www-form-urlencoded/);
    expect(formFields(sent.body)).toEqual({ pid: '8', amount: '1000.12345678', project_type: '4' });
  });

  it('VW-API-02 redeem is a form POST of pid and unit', async () => {
    const { client, double } = setupClient(() => ({ code: 200 }));
    await client.wealth.redeem(wealthRedeemRequest(8, '2.1234567'));
    expect(await double.read()).toMatchObject({ method: 'POST', path: '/apiw/v2/earn/private-wealth/redeem' });
    expect(formFields((await double.read()).body)).toEqual({ pid: '8', unit: '2.123456' });
  });

  it('VW-ERR-01 VW-ERR-02 a purchase not answered 200 rejects with the server message, a failed request with Networkerr', async () => {
    const failing = setupClient(() => ({ code: -1, message: 'Sold out' }));
    await expect(failing.client.wealth.purchase({ pid: 1, amount: '1', project_type: 5 })).rejects.toMatchObject({
      kind: 'business',
      serverMessage: 'Sold out',
    });
    const offline = setupClient(() => {
      throw new TypeError('offline');
    });
    await expect(offline.client.wealth.purchase({ pid: 1, amount: '1', project_type: 5 })).rejects.toMatchObject({
      kind: 'network',
      messageKey: 'Networkerr',
    });
  });

  it('VW-API-03 order-detail sends order_id and project_type', async () => {
    const detail = {
      name: 'Alpha',
      amount: '1000',
      coin: 'USDT',
      unit: '998.123456',
      income_amount: '12.5',
      show_interest: 1,
      net_value_ratio: '1.0125',
      net_value_ratio_buy: '1',
      recent_30_days_rate: '0.021',
      run_days: 40,
      client_id: 'C-1',
    };
    const { client, double } = setupClient(() => ({ code: 0, data: detail }));
    expect(await client.wealth.orderDetail({ order_id: 'W1', project_type: 5 })).toEqual({
      name: 'Alpha',
      amount: '1000',
      coin: 'USDT',
      unit: '998.123456',
      incomeAmount: '12.5',
      showInterest: true,
      netValueRatio: '1.0125',
      netValueRatioBuy: '1',
      recent30DaysRate: '0.021',
      runDays: 40,
      clientId: 'C-1',
    });
    expect(await double.read()).toMatchObject({
      method: 'GET',
      path: '/apiw/v2/earn/private-wealth/order-detail',
      query: { order_id: 'W1', project_type: '5' },
    });
  });

  it('VW-API-04 lines send type, order_id, range and project_type; timestamps become ms', async () => {
    const { client, double } = setupClient(() => ({
      code: 0,
      data: { lines: [{ timestamp: 1_700_000_000, value: '1010', diff: '10' }], change: '0.01' },
    }));
    expect(await client.wealth.lines({ type: 'balance', order_id: 'W1', range: 30, project_type: 4 })).toEqual({
      lines: [{ timestamp: 1_700_000_000_000, value: '1010', diff: '10' }],
      change: '0.01',
    });
    expect(await double.read()).toMatchObject({
      method: 'GET',
      path: '/apiw/v2/earn/private-wealth/lines',
      query: { type: 'balance', order_id: 'W1', range: '30', project_type: '4' },
    });
  });

  it('SS-API-01 the soft staking switch is a JSON POST of a boolean status', async () => {
    const { client, double } = setupClient(() => ({ code: 200 }));
    await client.softStaking.setSwitch(false);
    expect(await double.read()).toMatchObject({
      method: 'POST',
      path: '/apiw/v2/earn/soft-staking/switch',
      contentType: 'application/json',
    });
    expect(JSON.parse((await double.read()).body)).toEqual({ status: false });
  });

  it('DE-API-01 DE-ORDER-02 dual order-detail is a GET; the status is read against the spec list', async () => {
    const { client, double } = setupClient(() => ({
      code: 0,
      data: { status: 'settlement_success', order_id: 'D1', amount: '5' },
    }));
    expect(await client.dualEarn.orderDetail({ order_id: 'D1' })).toMatchObject({
      status: 'SETTLEMENT_SUCCESS',
      orderId: 'D1',
      sniper: false,
      fields: { status: 'settlement_success', order_id: 'D1', amount: '5' },
    });
    expect(await double.read()).toMatchObject({
      method: 'GET',
      path: '/apiw/v2/earn/dual/order-detail',
      query: { order_id: 'D1' },
    });
  });

  it('DE-API-02 dual-sniper/order is a GET; an unknown status reads as null', async () => {
    const { client, double } = setupClient(() => ({ code: 0, data: { status: 'WEIRD' } }));
    expect(await client.dualEarn.sniperOrder()).toMatchObject({ status: null, sniper: true });
    expect(await double.read()).toMatchObject({ method: 'GET', path: '/apiw/v2/earn/dual-sniper/order' });
  });

  it('DEC-30 DE-ORDER-01 orders is a GET of a page of the user orders, each read with its status, coins and times', async () => {
    const { client, double } = setupClient(() => ({
      code: 0,
      data: {
        list: [
          {
            order_id: 7,
            type: 'sniper',
            status: 'PROCESSING',
            invest_coin: 'USDT',
            invest_amount: '1000.5',
            target_price: '62000',
            apy: '0.35',
            create_time: 1772400000,
            settle_time: 1772572800,
            settle_coin: null,
            settle_amount: null,
          },
          { order_id: 8, type: 'dual', status: 'SETTLEMENT_SUCCESS', settle_coin: 'BTC', settle_amount: '0.0162' },
        ],
        total: 12,
      },
    }));
    const page = await client.dualEarn.orders({ page: 2, limit: 10 });
    expect(await double.read()).toMatchObject({
      method: 'GET',
      path: '/apiw/v2/earn/dual/orders',
      query: { page: '2', limit: '10' },
    });
    expect(page.total).toBe(12);
    expect(page.list[0]).toMatchObject({
      orderId: '7',
      sniper: true,
      status: 'PROCESSING',
      investCoin: 'USDT',
      investAmount: '1000.5',
      apy: '0.35',
      targetPrice: '62000',
      createdAt: 1772400000000,
      settleAt: 1772572800000,
      settleCoin: '',
      settleAmount: undefined,
    });
    expect(page.list[1]).toMatchObject({ sniper: false, settleCoin: 'BTC', settleAmount: '0.0162', createdAt: null });
  });

  it('DEC-29 products is a GET of the VIP products: types 4 and 5 only, the VIP level 1 when absent', async () => {
    const { client, double } = setupClient(() => ({
      code: 0,
      data: {
        list: [
          {
            pid: 1,
            project_type: 4,
            name: 'Income',
            coin: 'USDT',
            min_amount: '10000',
            net_value_ratio: '1.0425',
            recent_30_days_rate: '-0.012',
            min_vip_level: 3,
          },
          { pid: 2, project_type: '5', name: 'Quant', coin: 'BTC', min_amount: '0.5', net_value_ratio: '0.98' },
          { pid: 3, project_type: 1, name: 'Not wealth', coin: 'ETH', min_amount: '1', net_value_ratio: '1' },
        ],
      },
    }));
    expect(await client.wealth.products()).toEqual([
      {
        pid: 1,
        projectType: 4,
        name: 'Income',
        coin: 'USDT',
        minAmount: '10000',
        netValueRatio: '1.0425',
        recent30DaysRate: '-0.012',
        minVipLevel: 3,
      },
      {
        pid: 2,
        projectType: 5,
        name: 'Quant',
        coin: 'BTC',
        minAmount: '0.5',
        netValueRatio: '0.98',
        recent30DaysRate: '0',
        minVipLevel: 1,
      },
    ]);
    expect(await double.read()).toMatchObject({ method: 'GET', path: '/apiw/v2/earn/private-wealth/products' });
  });

  it('DEC-29 VW-DATA-01 orders is a GET of the holdings, each an order detail with its order id, pid and type', async () => {
    const { client, double } = setupClient(() => ({
      code: 0,
      data: [
        {
          order_id: 9,
          pid: 1,
          project_type: 4,
          name: 'Income',
          amount: '104250',
          coin: 'USDT',
          unit: '100000',
          income_amount: '-12.5',
          show_interest: 1,
          net_value_ratio: '1.0425',
          net_value_ratio_buy: '1.04',
          recent_30_days_rate: '0.07',
          run_days: 200,
          client_id: 9,
        },
      ],
    }));
    expect(await client.wealth.orders()).toEqual([
      {
        orderId: 9,
        pid: 1,
        projectType: 4,
        name: 'Income',
        amount: '104250',
        coin: 'USDT',
        unit: '100000',
        incomeAmount: '-12.5',
        showInterest: true,
        netValueRatio: '1.0425',
        netValueRatioBuy: '1.04',
        recent30DaysRate: '0.07',
        runDays: 200,
        clientId: '9',
      },
    ]);
    expect(await double.read()).toMatchObject({ method: 'GET', path: '/apiw/v2/earn/private-wealth/orders' });
  });
});
