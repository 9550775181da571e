// @vitest-environment node
/**
 * What the staking pages read from the simulator, through the REAL client: the product list (DEC-28) with
 * the seeded products that show every state of the detail page, and the FAQ of the coin asked for.
 */
import { describe, expect, it } from 'vitest';
import { stakeActionRequest } from '../../src/domain/staking/stakeAction';
import { simulatorForFile } from './harness.testing';

const harness = simulatorForFile();

describe('staking pages reads', () => {
  it('DEC-28 a guest gets the product list: every staking product with its coin and terms', async () => {
    const guest = harness.browser();
    const list = await guest.client.staking.products();
    expect(list.map((product) => product.coin)).toEqual(['BTC', 'ETH', 'GTETH', 'GUSD', 'SOL', 'USDT']);
    const eth = list.find((product) => product.coin === 'ETH')!;
    expect(eth).toMatchObject({ rate: '0.032', minMortgageAmount: '0.01', type: 1, isDefi: false });
    // ST-LINK-06: the agreement is the exchange's document (DEC-32), which the reference app serves.
    expect(eth.agreement).toBe('/docs/Staking_User_Agreement.pdf?coin=ETH');
    expect(eth.vipConfig).toEqual([
      { minTier: 1, maxTier: 4, vipSale: '0.2' },
      { minTier: 5, maxTier: 16, vipSale: '0.5' },
    ]);
  });

  it('DEC-28 the seed shows a DeFi coin with two protocols and rewards in two coins, and a mint product', async () => {
    const list = await harness.browser().client.staking.products();
    const sol = list.find((product) => product.coin === 'SOL')!;
    expect(sol.isDefi).toBe(true);
    expect(sol.defi.map((protocol) => protocol.protocolName)).toEqual(['Marinade', 'Jito']);
    expect(sol.defi[1]!.reward.map((reward) => reward.rewardCoin)).toEqual(['SOL', 'JTO']);
    const gusd = list.find((product) => product.coin === 'GUSD')!;
    expect(gusd).toMatchObject({ type: 2, mortgageCoin: 'USDT' });
  });

  it('DEC-28 ST-EXTRA-03 the seed has an extra bonus processing (GUSD) and one finished (BTC)', async () => {
    const list = await harness.browser().client.staking.products();
    expect(list.find((product) => product.coin === 'GUSD')!.extraInterest?.status).toBe(1);
    expect(list.find((product) => product.coin === 'BTC')!.extraInterest?.status).toBe(2);
    expect(list.find((product) => product.coin === 'ETH')!.extraInterest).toBeNull();
  });

  it('ST-API-05 coin-user-info without a pid answers what a DeFi coin holds across its protocols, so its page shows the stake and offers Redeem', async () => {
    // carla holds 20 SOL on Marinade (pid 11) from the seed; 10 more on Jito (pid 12).
    const carla = await harness.signIn('carla');
    await carla.client.staking.action(
      stakeActionRequest({ action: 'stake', amount: '10', coin: 'SOL', pid: 12, isVip: false }),
    );
    expect((await carla.client.staking.userInfo({ coin: 'SOL' })).holdAmount).toBe('30');
    expect((await carla.client.staking.userInfo({ coin: 'SOL', pid: 11 })).holdAmount).toBe('20');
    expect((await carla.client.staking.userInfo({ coin: 'SOL', pid: 12 })).holdAmount).toBe('10');
    // A plain coin's position is its pid 0, as before.
    expect((await carla.client.staking.userInfo({ coin: 'ETH' })).holdAmount).toBe('15');
  });

  it('ST-API-12 coin-ask answers the FAQ of the coin asked for, with the questions every coin shares', async () => {
    const guest = harness.browser();
    const eth = (await guest.client.staking.ask({ coin: 'ETH', pid: 0 })).map((item) => item.ask);
    const sol = (await guest.client.staking.ask({ coin: 'SOL', pid: 11 })).map((item) => item.ask);
    expect(eth).toContain('How are staking rewards paid?');
    expect(sol).toContain('How are staking rewards paid?');
    expect(eth).toContain('How does ETH staking work?');
    expect(eth).not.toContain('What is a DeFi protocol in SOL staking?');
    expect(sol).toContain('What is a DeFi protocol in SOL staking?');
    expect(sol).not.toContain('How does ETH staking work?');
  });
});
