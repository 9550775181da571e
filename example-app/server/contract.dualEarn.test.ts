// @vitest-environment node
/**
 * Dual-earn contract tests through the REAL client (DEC-30, DE-ORDER-02, DE-API-01/02): the user's orders
 * listed with the status each has reached by the clock, and settlement moving money through the ledger: a
 * settled order pays out into spot, a failed, expired or cancelled one gives the principal back.
 */
import { describe, expect, it } from 'vitest';
import { Decimal } from '../../src/domain/decimal';
import { advance, ledgerBalances, signedInEachTest, simulatorForFile } from './harness.testing';
import { walletBalance } from './ledger';
import { userByName } from './users';

const harness = simulatorForFile();
const alice = signedInEachTest(harness, 'alice');

async function spot(asset: string): Promise<Decimal> {
  const db = harness.sim.state.db;
  const user = (await userByName(db, 'alice'))!;
  return new Decimal(await walletBalance(db, user.id, 'spot', asset));
}

async function statuses(): Promise<Record<string, string | null>> {
  const first = await alice.client.dualEarn.orders({ page: 1, limit: 100 });
  return Object.fromEntries(first.list.map((order) => [order.orderId, order.status]));
}

describe('dual-earn orders', () => {
  it('DEC-30 DE-ORDER-01 DE-ORDER-02 the orders list answers a page of the user orders, newest first, each status reached by the clock', async () => {
    const page = await alice.client.dualEarn.orders({ page: 1, limit: 10 });
    expect(page.total).toBe(11);
    expect(page.list.map((order) => order.orderId)).toEqual(['11', '10', '9', '8', '7', '6', '5', '4', '3', '2']);
    expect((await alice.client.dualEarn.orders({ page: 2, limit: 10 })).list.map((order) => order.orderId)).toEqual([
      '1',
    ]);
    expect(await statuses()).toEqual({
      '1': 'PROCESSING',
      '2': 'CANCELED',
      '3': 'SETTLEMENT_SUCCESS',
      '4': 'SETTLEMENT_FAILED',
      '5': 'EXPIRED',
      '6': 'FAILED',
      '7': 'INTERNAL_ERROR',
      '8': 'INIT',
      '9': 'CANCELING',
      '10': 'PROCESSING',
      '11': 'PROCESSING',
    });
    expect(page.list.find((order) => order.orderId === '10')).toMatchObject({ sniper: true, investCoin: 'BTC' });
    // A settled order answers what came back: the principal and 1.5 days of interest at 20 % a year, in USDC.
    expect(page.list.find((order) => order.orderId === '3')).toMatchObject({
      sniper: false,
      settleCoin: 'USDC',
      settleAmount: '1000.8219178',
    });
    expect(page.list.find((order) => order.orderId === '2')).toMatchObject({ settleCoin: 'BTC', settleAmount: '0.1' });
    expect((await ledgerBalances(harness.sim)).ok).toBe(true);
  });

  it('DE-API-01 DE-ORDER-02 a settled order pays its principal and interest into spot when its settlement ends', async () => {
    const before = await spot('USDT');
    await advance(harness.sim, 48);
    expect((await alice.client.dualEarn.orderDetail({ order_id: 1 })).status).toBe('SETTLEMENT_PROCESSING');
    expect((await spot('USDT')).minus(before).toFixed()).not.toBe('1003.83561643');
    await advance(harness.sim, 0.5);
    const detail = await alice.client.dualEarn.orderDetail({ order_id: 1 });
    // 1000 USDT for 4 days at 35 % a year: 1000 × (1 + 0.35 × 4 / 365), rounded down to 8 decimals.
    expect(detail).toMatchObject({ status: 'SETTLEMENT_SUCCESS', settleCoin: 'USDT', settleAmount: '1003.83561643' });
    // Order 8 (500 USDT) expired on the way, giving its principal back too.
    expect((await spot('USDT')).minus(before).toFixed()).toBe(new Decimal('1003.83561643').plus('500').toFixed());
    expect((await ledgerBalances(harness.sim)).ok).toBe(true);
  });

  it('DE-ORDER-02 a cancelled order is CANCELING until its principal comes back, then CANCELED', async () => {
    const before = await spot('BTC');
    expect((await alice.client.dualEarn.orderDetail({ order_id: 9 })).status).toBe('CANCELING');
    await advance(harness.sim, 36);
    expect((await alice.client.dualEarn.orderDetail({ order_id: 9 })).status).toBe('CANCELING');
    const atSettle = await spot('BTC');
    await advance(harness.sim, 0.5);
    expect((await alice.client.dualEarn.orderDetail({ order_id: 9 })).status).toBe('CANCELED');
    // Order 11's BTC arrived a day in, before this: the half hour adds only order 9's principal.
    expect((await spot('BTC')).minus(atSettle).toFixed()).toBe('0.05');
    expect(atSettle.greaterThan(before)).toBe(true);
    expect((await ledgerBalances(harness.sim)).ok).toBe(true);
  });

  it('DE-API-02 DE-ORDER-02 an expired sniper order returns its principal; a failed settlement too, a converting one pays the other coin', async () => {
    const usdt = await spot('USDT');
    const btc = await spot('BTC');
    expect((await alice.client.dualEarn.sniperOrder({ order_id: 8 })).status).toBe('INIT');
    await advance(harness.sim, 24.5);
    expect((await alice.client.dualEarn.sniperOrder({ order_id: 8 })).status).toBe('EXPIRED');
    expect((await alice.client.dualEarn.orderDetail({ order_id: 11 })).status).toBe('SETTLEMENT_SUCCESS');
    expect((await spot('USDT')).minus(usdt).toFixed()).toBe('500');
    // 800 USDT for 3 days at 40 % a year bought BTC at the target price of 60 000.
    const bought = new Decimal('800').times(new Decimal('0.4').times(3).dividedBy(365).plus(1)).dividedBy('60000');
    expect((await spot('BTC')).minus(btc).toFixed()).toBe(bought.toDecimalPlaces(8, Decimal.ROUND_DOWN).toFixed());
    await advance(harness.sim, 48);
    expect((await alice.client.dualEarn.sniperOrder({ order_id: 10 })).status).toBe('SETTLEMENT_FAILED');
    // Her BTC moves for other reasons over these days (order 9's principal back): the refund is read from the ledger.
    const { rows } = await harness.sim.state.db.query<{ account: string; delta: string }>(
      "SELECT account, delta::text FROM ledger WHERE kind = 'dual_refund' AND ref = '10' ORDER BY id",
    );
    expect(rows.map((row) => [row.account, new Decimal(row.delta).toFixed()])).toEqual([
      ['dual', '-0.02'],
      ['spot', '0.02'],
    ]);
    expect((await spot('BTC')).minus(btc).greaterThanOrEqualTo('0.02')).toBe(true);
    expect((await ledgerBalances(harness.sim)).ok).toBe(true);
  });

  it('DE-API-01 another user cannot read an order, and a sniper order is not a dual order', async () => {
    await expect(alice.client.dualEarn.orderDetail({ order_id: 2 })).rejects.toMatchObject({ kind: 'business' });
    const victor = await harness.signIn('victor');
    expect((await victor.client.dualEarn.orders({ page: 1 })).total).toBe(0);
    await expect(victor.client.dualEarn.orderDetail({ order_id: 1 })).rejects.toMatchObject({ kind: 'business' });
  });
});
