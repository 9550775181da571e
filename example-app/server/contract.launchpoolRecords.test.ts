// @vitest-environment node
/**
 * The launchpool records call against the simulator (LP-LIST-01..03): the user's own stakes, redeems and
 * hourly rewards as they happened by the simulated clock, newest first, paged and cut to the date range.
 */
import { describe, expect, it } from 'vitest';
import { advance, signedInEachTest, simulatorForFile } from './harness.testing';
import { SEED_NOW_MS } from './seed';

const harness = simulatorForFile();
const alice = signedInEachTest(harness, 'alice');
const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const lastYear = { startAt: SEED_NOW_MS - 365 * DAY, endAt: SEED_NOW_MS + 30 * DAY };

describe('launchpool records', () => {
  it('the stake list answers the seeded stakes of the user, and a new stake and redeem at the clock time', async () => {
    const before = await alice.client.launchpool.records({ list: 'stakes', ...lastYear, page: 1, limit: 10 });
    expect(before.list.every((record) => record.kind === 'stake')).toBe(true);
    expect(before.list.map((record) => [record.projectCoin, record.poolCoin, record.amount])).toEqual(
      expect.arrayContaining([
        ['NEWT', 'GT', '200'],
        ['LUMA', 'USDT', '500'],
      ]),
    );
    await advance(harness.sim, 2);
    await alice.client.launchpool.createOrder({ pid: 1, rid: 1, amount: '100', simpleEarnStatus: 0 });
    await alice.client.launchpool.redeem({ pid: 1, rid: 1, amount: '40', simpleEarnStatus: 0 });
    const after = await alice.client.launchpool.records({ list: 'stakes', ...lastYear, page: 1, limit: 10 });
    expect(after.total).toBe(before.total + 2);
    expect(after.list.slice(0, 2).map((record) => [record.kind, record.poolCoin, record.amount, record.time])).toEqual([
      ['redeem', 'USDT', '40', SEED_NOW_MS + 2 * HOUR],
      ['stake', 'USDT', '100', SEED_NOW_MS + 2 * HOUR],
    ]);
  });

  it('the reward list answers each hourly reward of the user, newest first, a page at a time', async () => {
    const first = await alice.client.launchpool.records({
      list: 'rewards',
      projectId: 1,
      ...lastYear,
      page: 1,
      limit: 10,
    });
    // The GT pool pays alice 20 NEWT an hour for the 48 seeded hours.
    expect(first.total).toBe(48);
    expect(first.list).toHaveLength(10);
    expect(first.list[0]).toMatchObject({
      kind: 'reward',
      projectCoin: 'NEWT',
      poolCoin: 'GT',
      coin: 'NEWT',
      amount: '20',
    });
    expect(first.list[0]!.time).toBeGreaterThan(first.list[9]!.time);
    const fifth = await alice.client.launchpool.records({
      list: 'rewards',
      projectId: 1,
      ...lastYear,
      page: 5,
      limit: 10,
    });
    expect(fifth.list).toHaveLength(8);
    await advance(harness.sim, 1);
    const later = await alice.client.launchpool.records({
      list: 'rewards',
      projectId: 1,
      ...lastYear,
      page: 1,
      limit: 10,
    });
    expect(later.total).toBe(49);
    expect(later.list[0]!.time).toBe(SEED_NOW_MS + HOUR);
  });

  it('the date range cuts the records to the span, both ends included', async () => {
    const all = await alice.client.launchpool.records({
      list: 'rewards',
      projectId: 1,
      ...lastYear,
      page: 1,
      limit: 100,
    });
    const newest = all.list[0]!.time;
    const span = { startAt: newest - 5 * HOUR, endAt: newest };
    const cut = await alice.client.launchpool.records({ list: 'rewards', projectId: 1, ...span, page: 1, limit: 100 });
    expect(cut.total).toBe(6);
    expect(cut.list.every((record) => record.time >= span.startAt && record.time <= span.endAt)).toBe(true);
    const none = await alice.client.launchpool.records({
      list: 'stakes',
      startAt: SEED_NOW_MS + DAY,
      endAt: SEED_NOW_MS + 2 * DAY,
      page: 1,
      limit: 10,
    });
    expect(none).toEqual({ list: [], total: 0 });
  });

  it('a guest is refused the records, and other users do not see alice’s', async () => {
    await expect(
      harness.browser().client.launchpool.records({ list: 'stakes', ...lastYear, page: 1, limit: 10 }),
    ).rejects.toBeTruthy();
    const unity = await harness.signIn('unity');
    const theirs = await unity.client.launchpool.records({ list: 'stakes', ...lastYear, page: 1, limit: 10 });
    expect(theirs.list.map((record) => [record.poolCoin, record.amount])).toEqual([['USDT', '3000']]);
  });
});
