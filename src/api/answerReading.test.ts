import { describe, expect, it } from 'vitest';
import { envelopeResponse } from './fetchDouble.testing';
import { rejectionOf, setupClient } from './testSetup.testing';

/** What a call whose answer carries an unreadable field rejects with. */
const unreadable = (call: string) => ({ kind: 'malformed', messageKey: 'common.requestDataError', call });

describe('amounts in success answers', () => {
  it.each([
    ['1.5E-7', '0.00000015'],
    ['2e3', '2000'],
    ['1e-8', '0.00000001'],
    [' 12.5 ', '12.5'],
    [0.1, '0.1'],
    [1e-7, '0.0000001'],
  ])('an amount written %j reads as the exact plain decimal %s', async (lendable, expected) => {
    const { client } = setupClient(() => ({ code: 0, data: { lendable } }));
    expect(await client.simpleEarn.lendable({ product_id: 1 })).toBe(expected);
  });

  it.each([['abc'], [''], ['1.2.3'], ['-5'], ['--5'], ['+5'], ['1,000'], [true], [{}], [null]])(
    'a quota written %j fails the call as request data error, never as 0',
    async (lendable) => {
      const { client } = setupClient(() => ({ code: 0, data: { lendable } }));
      expect(await rejectionOf(client.simpleEarn.lendable({ product_id: 1 }))).toMatchObject(unreadable('lendable'));
    },
  );

  it('a JSON number with more digits than a float keeps fails the call: its digits are already lost', async () => {
    const body = '{"code":0,"data":{"available":12345678901234567890}}';
    const { client } = setupClient(() => new Response(body, { status: 200 }));
    expect(await rejectionOf(client.shared.lentAvailable({ asset: 'USDT' }))).toMatchObject(
      unreadable('lentAvailable'),
    );
  });

  it('a balance item without its available amount fails the call', async () => {
    const { client } = setupClient(() => ({
      code: 0,
      data: [{ asset: 'USDT', outable: '1', lend_earn_available: '1' }],
    }));
    expect(await rejectionOf(client.shared.outable({ assets: ['USDT'] }))).toMatchObject(unreadable('outable'));
  });

  it('a flexible holding without curr_amount fails the call; its optional frozen amounts read as none', async () => {
    const holding = { asset: 'USDT', interest: '0.5', next_time_rate_year: '0.05', min_lend_rate_year: '0.01' };
    const withoutAmount = setupClient(() => ({ code: 0, data: { list: [holding], total: 1 } }));
    expect(await rejectionOf(withoutAmount.client.holdings.flexibleHoldings())).toMatchObject(
      unreadable('flexibleHoldings'),
    );
    const withAmount = setupClient(() => ({ code: 0, data: { list: [{ ...holding, curr_amount: '3' }], total: 1 } }));
    expect((await withAmount.client.holdings.flexibleHoldings()).list[0]).toMatchObject({
      currAmount: '3',
      frozenAmount: '0',
      marginFrozenAmount: '0',
    });
  });

  it('a negative balance in a staking position fails the call', async () => {
    const { client } = setupClient(() => ({
      code: 0,
      data: [{ pid: 1, protocol_name: 'Lido', mortgage_amount: '-2' }],
    }));
    expect(await rejectionOf(client.staking.balances({ coin: 'ETH' }))).toMatchObject(unreadable('stakingBalances'));
  });

  it('a limit reads -1 as unlimited, and any other negative as unreadable', async () => {
    const product = (limit: string) => ({ code: 0, data: { mortgage_coin: 'ETH', personal_mortgage_limit: limit } });
    expect((await setupClient(() => product('-1')).client.staking.product({ coin: 'ETH' })).personalMortgageLimit).toBe(
      '-1',
    );
    expect(await rejectionOf(setupClient(() => product('-2')).client.staking.product({ coin: 'ETH' }))).toMatchObject(
      unreadable('stakingProduct'),
    );
  });

  it('a garbled rate fails the call instead of reading as 0 %', async () => {
    const { client } = setupClient(() => ({
      code: 0,
      data: [{ asset: 'USDT', min_lend_amount: '1', next_time_rate_year: '5%' }],
    }));
    expect(await rejectionOf(client.simpleEarn.coinInfo({ coin: 'USDT' }))).toMatchObject(unreadable('coinInfo'));
  });

  it('a change and a return keep their sign; the held amount may not be negative', async () => {
    const lines = setupClient(() => ({
      code: 0,
      data: { lines: [{ timestamp: 1_700_000_000, value: '-0.8', diff: '-1.5e-1' }], change: '-2.25' },
    }));
    expect(await lines.client.wealth.lines({ type: 'rate', order_id: 1, range: 30, project_type: 4 })).toEqual({
      lines: [{ timestamp: 1_700_000_000_000, value: '-0.8', diff: '-0.15' }],
      change: '-2.25',
    });
    const detail = (amount: string) =>
      setupClient(() => ({
        code: 0,
        data: {
          amount,
          unit: '10',
          income_amount: '-3',
          net_value_ratio: '1.05',
          net_value_ratio_buy: '1.1',
          recent_30_days_rate: '-0.5',
        },
      }));
    expect(await detail('100').client.wealth.orderDetail({ order_id: 1, project_type: 4 })).toMatchObject({
      amount: '100',
      incomeAmount: '-3',
      recent30DaysRate: '-0.5',
    });
    expect(await rejectionOf(detail('-100').client.wealth.orderDetail({ order_id: 1, project_type: 4 }))).toMatchObject(
      unreadable('wealthOrderDetail'),
    );
  });

  it('an amount in a map of coins is read like any other', async () => {
    const { client } = setupClient(() => envelopeResponse({ code: 0, data: { assets: { USDT: '1E2', BTC: 'x' } } }));
    expect(await rejectionOf(client.staking.userLoans({ coin: 'ETH' }))).toMatchObject(unreadable('stakingUserLoans'));
  });
});
