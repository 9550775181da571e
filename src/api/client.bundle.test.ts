// @vitest-environment node
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { bundleInputs } from '../eagerBundle.testing';

describe('client bundle', () => {
  it("the client loads Simple Earn's and auto-earn's calls and mappers with their first call, not with the client", async () => {
    const { eager, all } = await bundleInputs(path.resolve(__dirname, 'client.ts'));
    const onDemand = ['src/api/simpleEarn.ts', 'src/api/map/simpleEarn.ts', 'src/api/autoEarn.ts'];
    for (const part of onDemand) expect(all.some((input) => input.endsWith(part))).toBe(true);
    expect(eager.filter((input) => onDemand.some((part) => input.endsWith(part)))).toEqual([]);
  }, 60_000);
});
