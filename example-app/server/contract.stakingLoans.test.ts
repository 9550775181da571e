// @vitest-environment node
/**
 * Staking loans contract tests: the REAL client against the simulator. user-loans answers what the user
 * owes (the seeded loans and the GUSD they minted), and a stake deducts the loans of a coin that does not
 * support unified-account staking (DEC-25).
 */
import { describe, expect, it } from 'vitest';
import { isEarnApiError } from '../../src/api/errors';
import { stakeActionRequest } from '../../src/domain/staking/stakeAction';
import { simulatorForFile, type SimBrowser } from './harness.testing';

const harness = simulatorForFile();

const stake = (browser: SimBrowser, coin: string, amount: string) =>
  browser.client.staking.action(stakeActionRequest({ action: 'stake', amount, coin, pid: -1, isVip: false }));

describe('staking loans', () => {
  it("ST-API-10 ST-DATA-16 user-loans answers the user's own loans, not an empty map", async () => {
    const unity = await harness.signIn('unity');
    expect(await unity.client.staking.userLoans({ coin: 'BTC' })).toEqual({ BTC: '0.3', USDT: '8000' });
    const alice = await harness.signIn('alice');
    expect(await alice.client.staking.userLoans({ coin: 'BTC' })).toEqual({});
  });

  it('ST-AMT-05 DEC-25 a stake of BTC (no unified staking) deducts the BTC loan: of 0.8 unity may stake 0.5', async () => {
    const unity = await harness.signIn('unity');
    const refused = await stake(unity, 'BTC', '0.6').catch((error: unknown) => error);
    expect(isEarnApiError(refused) && refused.serverMessage).toMatch(/Insufficient balance: 0\.5 BTC available/);
    await stake(unity, 'BTC', '0.5');
    expect((await unity.client.staking.userInfo({ coin: 'BTC' })).holdAmount).toBe('0.5');
  });

  it('minted GUSD is a debt: user-loans names it until it is redeemed', async () => {
    const alice = await harness.signIn('alice');
    await stake(alice, 'GUSD', '100');
    expect(await alice.client.staking.userLoans({ coin: 'GUSD' })).toEqual({ GUSD: '100' });
  });
});
