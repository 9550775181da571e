// @vitest-environment node
/** The soft staking switch through the REAL client against the simulator: each user's switch is their own. */
import { describe, expect, it } from 'vitest';
import { answeringFundpass, simulatorForFile } from './harness.testing';

const harness = simulatorForFile();

async function switches(): Promise<Record<string, boolean>> {
  const { rows } = await harness.sim.state.db.query<{ name: string; soft_staking: boolean }>(
    "SELECT name, soft_staking FROM users WHERE name IN ('alice', 'victor') ORDER BY name",
  );
  return Object.fromEntries(rows.map((row) => [row.name, row.soft_staking]));
}

describe('soft staking switch', () => {
  it('SS-API-01 SS-SWITCH-04 the switch is kept per user: alice on leaves victor off, and off again', async () => {
    const alice = await harness.signIn('alice');
    const victor = await harness.signIn('victor', answeringFundpass());
    expect(await switches()).toEqual({ alice: false, victor: false });
    alice.activate();
    await expect(alice.client.softStaking.setSwitch(true)).resolves.toEqual({ status: true });
    expect(await switches()).toEqual({ alice: true, victor: false });
    victor.activate();
    await victor.client.softStaking.setSwitch(false);
    alice.activate();
    await alice.client.softStaking.setSwitch(false);
    expect(await switches()).toEqual({ alice: false, victor: false });
  });
});
