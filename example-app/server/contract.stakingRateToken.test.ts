// @vitest-environment node
/**
 * The rate-based staking token (P-54, ST-DATA-11): GTETH, a liquid-staking token of ETH whose balance never moves
 * and whose worth in ETH (`exchange_rate_reverse`) grows each simulated day, through the REAL client against the
 * simulator: the product, its trend line moving with the clock, and alice's tokens held.
 */
import { describe, expect, it } from 'vitest';
import { rateLedgerEarnings, rateRewardLedger } from '../../src/domain/staking/rateLedger';
import { advance, ledgerBalances, signedInEachTest, simulatorForFile } from './harness.testing';
import { SEED_NOW_MS } from './seed';

const harness = simulatorForFile();
const alice = signedInEachTest(harness, 'alice');

const DAY = 86_400_000;
const today = Math.floor(SEED_NOW_MS / DAY) * DAY;

describe('the rate-based staking token', () => {
  it('ST-DATA-11 GTETH is an asset product of ETH, answered with the rate one token is worth today', async () => {
    const product = await alice.client.staking.product({ coin: 'GTETH' });
    expect(product).toMatchObject({ mortgageCoin: 'ETH', rewardCoin: 'ETH', exchangeType: 'asset', rate: '0.0365' });
    // Launched on 1 January 2026 at 1 ETH a token, growing 3.65 % / 365 = 0.0001 ETH a day: 60 days to 2 March.
    expect(product.exchangeRateReverse).toBe('1.006');
    const listed = (await alice.client.staking.products()).find((item) => item.coin === 'GTETH');
    expect(listed?.exchangeType).toBe('asset');
  });

  it("ST-API-01 ST-DATA-19 the trend line's exchange_rate_reverse grows by the product's rate each day, moving with the simulated clock", async () => {
    const before = await alice.client.staking.coinLines({ coin: 'GTETH', page: 1, limit: 3 });
    expect(before.map((point) => [point.time, point.exchangeRateReverse])).toEqual([
      [today - 2 * DAY, '1.0058'],
      [today - DAY, '1.0059'],
      [today, '1.006'],
    ]);
    await advance(harness.sim, 24);
    const after = await alice.client.staking.coinLines({ coin: 'GTETH', page: 1, limit: 3 });
    expect(after.map((point) => [point.time, point.exchangeRateReverse])).toEqual([
      [today - DAY, '1.0059'],
      [today, '1.006'],
      [today + DAY, '1.0061'],
    ]);
    expect((await alice.client.staking.product({ coin: 'GTETH' })).exchangeRateReverse).toBe('1.0061');
  });

  it('the line is 1 before the launch, so a 100-day ledger starts from the launch rate', async () => {
    const points = await alice.client.staking.coinLines({ coin: 'GTETH', page: 1, limit: 100 });
    expect(points).toHaveLength(100);
    expect(points[0]!.exchangeRateReverse).toBe('1');
    expect(points.at(-1)!.exchangeRateReverse).toBe('1.006');
  });

  it('ST-API-05 alice holds 1.5 GTETH, whose ledger earns 0.00015 ETH yesterday and 0.009 ETH in all; the clock pays it no reward rows', async () => {
    const info = await alice.client.staking.userInfo({ coin: 'GTETH' });
    expect(info.holdAmount).toBe('1.5');
    const lines = await alice.client.staking.coinLines({ coin: 'GTETH', page: 1, limit: 100 });
    const yesterday = new Date(today - DAY).toISOString().slice(0, 10);
    expect(rateLedgerEarnings(rateRewardLedger(info.holdAmount, lines), yesterday)).toEqual({
      yesterday: '0.00015',
      allTime: '0.009',
    });
    await advance(harness.sim, 24);
    // Its earnings are the rate's growth, not paid rewards: the balance stays 1.5 tokens.
    expect((await alice.client.staking.userInfo({ coin: 'GTETH' })).holdAmount).toBe('1.5');
    const records = await alice.client.staking.profitRecords({
      coin: 'GTETH',
      page: 1,
      limit: 10,
      now: SEED_NOW_MS + DAY,
    });
    expect(records.list).toEqual([]);
    expect((await ledgerBalances(harness.sim)).ok).toBe(true);
  });
});
