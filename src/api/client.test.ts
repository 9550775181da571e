import { describe, expect, it } from 'vitest';
import { rejectionOf, setupClient } from './testSetup.testing';

describe('createEarnClient: areas that load on first call', () => {
  it('SH-API-01 a staking call made before its area has loaded goes out and answers as the area does', async () => {
    const { client, double } = setupClient(() => ({ code: 0, data: { assets: { USDT: '1.5' } } }));
    // Members exist at once (a page can pass them around) and are the same function each time.
    expect(typeof client.staking.userLoans).toBe('function');
    expect(client.staking.userLoans).toBe(client.staking.userLoans);
    const loans = await client.staking.userLoans({ coin: 'ETH' });
    expect(await double.read()).toMatchObject({
      method: 'GET',
      path: '/apiw/v2/earn/staking/user-loans',
      query: { coin: 'ETH' },
    });
    expect(loans).toEqual({ USDT: '1.5' });
  });

  it('SH-API-01 an area is not a promise: awaiting it gives the area back', async () => {
    const { client } = setupClient();
    const wealth = await client.wealth;
    expect(wealth).toBe(client.wealth);
  });

  it('SH-API-01 a name that is not a call of the area rejects with a clear error', async () => {
    const { client } = setupClient();
    const area = client.launchpool as unknown as Record<string, () => Promise<unknown>>;
    expect(String(await rejectionOf(area.noSuchCall!()))).toContain("no call 'noSuchCall'");
  });
});
