// @vitest-environment node
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { bundleInputs } from '../../../eagerBundle.testing';

describe('LaunchpoolProject bundle', () => {
  it("the project page loads none of the stake dialog's rules (its tabs' form, the redemption destinations): a pool's actions need only which pools have a stake tab", async () => {
    const { eager } = await bundleInputs(path.resolve(__dirname, 'LaunchpoolProject.tsx'));
    const dialogOnly = ['src/domain/launchpool/stakeModal.ts', 'src/domain/launchpool/destination.ts'];
    expect(eager.some((input) => input.endsWith('src/domain/launchpool/poolActions.ts'))).toBe(true);
    expect(eager.filter((input) => dialogOnly.some((part) => input.endsWith(part)))).toEqual([]);
  }, 60_000);
});
