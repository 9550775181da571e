// @vitest-environment node
/**
 * Concurrency: hundreds of parallel subscribes and redeems against one account through the REAL
 * client never overdraw it, every failure is a clean business failure, and the ledger still sums to
 * every balance, position and order afterwards.
 */
import { describe, expect, it } from 'vitest';
import { toDecimal } from '../../src/domain/decimal';
import { isEarnApiError } from '../../src/api/errors';
import { advance, ledgerBalances, simulatorForFile } from './harness.testing';

const harness = simulatorForFile();

type Outcome = { ok: true } | { ok: false; label: string };
const settle = (promise: Promise<unknown>): Promise<Outcome> =>
  promise.then(
    () => ({ ok: true }) as const,
    (error: unknown) => {
      if (!isEarnApiError(error) || error.kind !== 'business') throw error;
      return { ok: false, label: error.serverMessage ?? '' } as const;
    },
  );

describe('parallel money movements', () => {
  it('SE-API-09 SE-API-29 SE-AMT-02 240 parallel subscribes and redeems on one account never overdraw it and the ledger balances', async () => {
    const alice = await harness.signIn('alice');
    const spotBefore = (await alice.client.shared.outable({ assets: ['USDT'] })).USDT!.available;
    const positionBefore = await alice.client.holdings.holdingDetail({ asset: 'USDT' });
    const subscribes = Array.from({ length: 160 }, () =>
      settle(alice.client.simpleEarn.subscribeFlexible({ asset: 'USDT', amount: '150', rateYear: '0' })),
    );
    const redeems = Array.from({ length: 80 }, () =>
      settle(
        alice.client.simpleEarn.redeemFlexible({ asset: 'USDT', amount: '40', curr_amount: '0', lend_amount: '0' }),
      ),
    );
    const [subscribed, redeemed] = await Promise.all([Promise.all(subscribes), Promise.all(redeems)]);

    const subscribeOk = subscribed.filter((outcome) => outcome.ok).length;
    // 16500 USDT buys exactly 110 lots of 150; the other 50 fail with 'Insufficient balance'.
    expect(subscribeOk).toBe(110);
    expect(
      new Set(subscribed.filter((outcome) => !outcome.ok).map((outcome) => (outcome as { label: string }).label)),
    ).toEqual(new Set(['Insufficient balance']));
    const redeemOk = redeemed.filter((outcome) => outcome.ok).length;
    expect(redeemOk).toBeGreaterThanOrEqual(Math.floor(Number(positionBefore.currAmount) / 40));

    const spotAfter = (await alice.client.shared.outable({ assets: ['USDT'] })).USDT!.available;
    expect(spotAfter).toBe(
      toDecimal(spotBefore)
        .minus(150 * subscribeOk)
        .toFixed(),
    );
    const position = await alice.client.holdings.holdingDetail({ asset: 'USDT' });
    expect(position.frozenAmount).toBe(String(40 * redeemOk));
    expect(toDecimal(position.frozenAmount).lessThanOrEqualTo(position.currAmount)).toBe(true);
    expect(await ledgerBalances(harness.sim)).toEqual({ ok: true, mismatches: [] });

    await advance(harness.sim, 1);
    const settled = (await alice.client.shared.outable({ assets: ['USDT'] })).USDT!.available;
    expect(settled).toBe(
      toDecimal(spotAfter)
        .plus(40 * redeemOk)
        .toFixed(),
    );
    expect(await ledgerBalances(harness.sim)).toEqual({ ok: true, mismatches: [] });
  }, 60_000);

  it('ST-API-14 ST-LIMIT-02 200 parallel stakes and redeems of a crowd-mode staker never pass the crowd limit or overdraw', async () => {
    const carla = await harness.signIn('carla');
    // Carla holds 15 ETH staked under a crowd limit of 20: of 120 stakes of 0.5, exactly 10 fit, unless
    // the 80 parallel redeems of 0.1 make room first, which each one does for a later stake.
    const action = (side: 'stake' | 'redeem', amount: string) =>
      settle(
        carla.client.staking.action({
          side: side === 'stake' ? 0 : 1,
          amount,
          coin: 'ETH',
          ...(side === 'redeem' ? { quick: 1 as const } : {}),
        }),
      );
    const outcomes = await Promise.all([
      ...Array.from({ length: 120 }, () => action('stake', '0.5')),
      ...Array.from({ length: 80 }, () => action('redeem', '0.1')),
    ]);
    const staked = outcomes.slice(0, 120).filter((outcome) => outcome.ok).length;
    const redeemed = outcomes.slice(120).filter((outcome) => outcome.ok).length;
    const hold = toDecimal((await carla.client.staking.userInfo({ coin: 'ETH' })).holdAmount);
    expect(hold.toFixed()).toBe(
      toDecimal('15')
        .plus(0.5 * staked)
        .minus(0.1 * redeemed)
        .toFixed(),
    );
    expect(hold.lessThanOrEqualTo(20)).toBe(true);
    expect(staked).toBeGreaterThanOrEqual(10);
    expect(await ledgerBalances(harness.sim)).toEqual({ ok: true, mismatches: [] });
  }, 60_000);

  it('SE-AMT-03 SE-AMT-04 parallel fixed subscribes from several users never sell more than the quota', async () => {
    const users = await Promise.all(
      ['alice', 'unity', 'uma'].map(async (name) => {
        const browser = harness.browser();
        await browser.login(name);
        return browser;
      }),
    );
    // The tiny-quota product: 1000 USDT in all, at most 400 per user, minimum 100. Browsers take
    // turns being 'active' for the CSRF cookie, so each user's batch is sent while it is active.
    const outcomes: Outcome[] = [];
    for (const browser of users) {
      browser.activate();
      outcomes.push(
        ...(await Promise.all(
          Array.from({ length: 70 }, () =>
            settle(
              browser.client.simpleEarn.subscribeFixed({
                product_id: 7,
                amount: '100',
                year_rate: '0.06',
                reinvest_status: 0,
                redeem_account_type: 1,
              }),
            ),
          ),
        )),
      );
    }
    expect(outcomes.filter((outcome) => outcome.ok)).toHaveLength(10);
    const { rows } = await harness.sim.state.db.query<{ sold: string }>(
      'SELECT sold_amount::text AS sold FROM fixed_products WHERE id = 7',
    );
    expect(toDecimal(rows[0]!.sold).toFixed()).toBe('1000');
    expect(await ledgerBalances(harness.sim)).toEqual({ ok: true, mismatches: [] });
  }, 60_000);
});
