// @vitest-environment node
/**
 * What the staking holdings read (DEC-28), with the REAL client against the simulator: the positions, the
 * redemptions on their way and the rewards paid answer the user's own stakes and redemptions, and move with the
 * simulated clock.
 */
import { describe, expect, it } from 'vitest';
import { stakeActionRequest } from '../../src/domain/staking/stakeAction';
import { advance, signedInEachTest, simulatorForFile } from './harness.testing';
import { SEED_NOW_MS } from './seed';

const harness = simulatorForFile();
const alice = signedInEachTest(harness, 'alice');
const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
/** The seed's next midnight (UTC), when the clock pays staking rewards. */
const MIDNIGHT = Date.UTC(2026, 2, 3);

describe('the staking holdings reads follow the user and the clock', () => {
  it('DEC-28 ST-API-06 ST-API-07 ST-API-08 a stake and a standard redeem show in balances, redemptions and lock-balances; rewards and the payout come with the clock', async () => {
    const staking = alice.client.staking;
    await staking.stake(stakeActionRequest({ action: 'stake', amount: '1', coin: 'ETH', pid: -1, isVip: false }));
    expect(await staking.balances({ coin: 'ETH' })).toEqual([{ pid: 0, protocolName: 'ETH', mortgageAmount: '3' }]);
    expect(await staking.redemptions({})).toEqual([]);

    await staking.redeem(
      stakeActionRequest({ action: 'redeem', amount: '1', coin: 'ETH', pid: -1, redeemType: 'standard', isVip: false }),
    );
    const pending = {
      coin: 'ETH',
      redeemCoin: 'ETH',
      pid: 0,
      amount: '1',
      fee: '0.001',
      redeemType: 'standard',
      submittedAt: SEED_NOW_MS,
      arrivesAt: SEED_NOW_MS + 3 * DAY_MS,
    };
    expect(await staking.redemptions({ coin: 'ETH' })).toEqual([expect.objectContaining(pending)]);
    expect(await staking.redemptions({ coin: 'SOL' })).toEqual([]);
    expect(await staking.lockBalances()).toEqual([{ coin: 'ETH', amount: '0.999' }]);
    expect(await staking.balances({ coin: 'ETH' })).toEqual([{ pid: 0, protocolName: 'ETH', mortgageAmount: '2' }]);

    const before = await staking.profitRecords({ coin: 'ETH', now: SEED_NOW_MS, page: 1, limit: 10 });
    await advance(harness.sim, (MIDNIGHT - SEED_NOW_MS) / HOUR_MS);
    const after = await staking.profitRecords({ coin: 'ETH', now: MIDNIGHT, page: 1, limit: 10 });
    expect(after.total).toBe(before.total + 1);
    // The 2 ETH still staked at midnight: 2 × 3.2 % / 365 = 0.00017534 (rounded down).
    expect(after.list[0]).toMatchObject({
      coin: 'ETH',
      rewardCoin: 'ETH',
      amount: '0.00017534',
      time: MIDNIGHT,
    });
    // The date range: from the start of the day only that day's reward.
    const today = await staking.profitRecords({ coin: 'ETH', now: MIDNIGHT, from: MIDNIGHT, page: 1, limit: 10 });
    expect(today).toEqual({ list: [after.list[0]], total: 1 });

    await advance(harness.sim, 3 * 24);
    expect(await staking.redemptions({})).toEqual([]);
    expect(await staking.lockBalances()).toEqual([]);
    expect(await staking.balances({ coin: 'ETH' })).toEqual([{ pid: 0, protocolName: 'ETH', mortgageAmount: '2' }]);
  });

  it('DEC-28 a guest has no redemptions to read', async () => {
    const guest = await harness.signIn('guest');
    const error = await harness.failureOf(() => guest.client.staking.redemptions({}));
    expect(error.status).toBe(401);
  });
});
