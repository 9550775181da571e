// @vitest-environment node
/**
 * The redeem states the seed shows, through the REAL client against the simulator: a coin whose fast redemption is
 * disabled, and one whose shared daily fast quota is nearly used, which one more fast redeem uses up and the next
 * UTC day gives back; a standard redemption pays after its days.
 */
import { describe, expect, it } from 'vitest';
import { Decimal } from '../../src/domain/decimal';
import { isFastRedeemEnabled, redeemConfigFor } from '../../src/domain/staking/fastRedeem';
import { stakeActionRequest } from '../../src/domain/staking/stakeAction';
import type { StakingProduct } from '../../src/domain/staking/product.types';
import { advance, answeringFundpass, simulatorForFile, type SimBrowser } from './harness.testing';
import { SEED_NOW_MS } from './seed';

const harness = simulatorForFile();

/** Whether the redeem modal offers fast now (ST-REDEEM-07..09), and the quota it shows. */
function fastState(product: StakingProduct) {
  const config = redeemConfigFor(product.redeemConfig);
  const quota = config?.redeemQuickDailyQuota ?? '0';
  const enabled = isFastRedeemEnabled({
    redeemQuick: product.extra.redeemQuick,
    dailyQuota: quota,
    minRedeemAmount: product.minRedeemAmount,
  });
  return { enabled, quota };
}

const fastRedeem = (browser: SimBrowser, amount: string) =>
  browser.client.staking.action(
    stakeActionRequest({ action: 'redeem', amount, coin: 'BTC', pid: -1, redeemType: 'fast', isVip: false }),
  );

describe('the seeded redeem states', () => {
  it('ST-REDEEM-07 USDT offers no fast redemption: the modal shows fast disabled', async () => {
    const alice = await harness.signIn('alice');
    expect(fastState(await alice.client.staking.product({ coin: 'USDT' })).enabled).toBe(false);
  });

  it('ST-REDEEM-08 ST-REDEEM-09 BTC fast quota is nearly used today; one more fast redeem uses it up, the next UTC day gives it back', async () => {
    const victor = await harness.signIn('victor', answeringFundpass());
    expect(fastState(await victor.client.staking.product({ coin: 'BTC' }))).toEqual({ enabled: true, quota: '0.1' });
    // Victor holds staked BTC to redeem from.
    expect(new Decimal((await victor.client.staking.userInfo({ coin: 'BTC' })).holdAmount).gte('0.2')).toBe(true);
    await fastRedeem(victor, '0.1');
    expect(fastState(await victor.client.staking.product({ coin: 'BTC' }))).toEqual({ enabled: false, quota: '0' });
    const refused = await harness.failureOf(() => fastRedeem(victor, '0.001'));
    expect(refused.serverMessage).toBe("Fast redemption is unavailable now: today's quota is used up");
    // 00:00 UTC the next day: the whole 0.5 again.
    await advance(harness.sim, (Date.UTC(2026, 2, 3) - SEED_NOW_MS) / 3_600_000);
    const again = await harness.signIn('victor', answeringFundpass());
    expect(fastState(await again.client.staking.product({ coin: 'BTC' }))).toEqual({ enabled: true, quota: '0.5' });
    await expect(fastRedeem(again, '0.1')).resolves.toEqual({ redeemStamp: Date.UTC(2026, 2, 3) });
  });

  it('a standard BTC redemption pays after its 2 days, not before', async () => {
    const victor = await harness.signIn('victor', answeringFundpass());
    const spot = async (browser: SimBrowser) =>
      (await browser.client.shared.outable({ assets: ['BTC'] })).BTC!.available;
    const before = await spot(victor);
    const receipt = await victor.client.staking.action(
      stakeActionRequest({
        action: 'redeem',
        amount: '0.2',
        coin: 'BTC',
        pid: -1,
        redeemType: 'standard',
        isVip: false,
      }),
    );
    expect(receipt).toEqual({ redeemStamp: SEED_NOW_MS + 2 * 86_400_000 });
    // The daily BTC rewards land in spot too, a few satoshis: the 0.2 is what tells the payout.
    const gained = async () =>
      new Decimal(await spot(await harness.signIn('victor', answeringFundpass()))).minus(before);
    await advance(harness.sim, 47);
    expect((await gained()).lt('0.2')).toBe(true);
    await advance(harness.sim, 1);
    // BTC's standard fee is 0: the whole 0.2 arrives.
    expect((await gained()).gte('0.2')).toBe(true);
  });
});
