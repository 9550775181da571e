// @vitest-environment node
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { bundleInputs } from '../eagerBundle.testing';

// Each area of the client loads with its first call (client.ts); its mappers come with it, and only its own.
const mappers = {
  products: 'src/api/map/simpleEarn.ts',
  holdings: 'src/api/map/simpleEarnHoldings.ts',
  history: 'src/api/map/simpleEarnHistory.ts',
};
const loaded = async (file: string) => {
  const { eager } = await bundleInputs(path.resolve(__dirname, file));
  return Object.entries(mappers).flatMap(([name, mapper]) =>
    eager.some((input) => input.endsWith(mapper)) ? [name] : [],
  );
};

describe('Simple Earn mappers bundle', () => {
  it("each Simple Earn area of the client (products, holdings, history) brings its own DTO mappers, not the others'", async () => {
    expect(await loaded('simpleEarn.ts')).toEqual(['products']);
    expect(await loaded('holdings.ts')).toEqual(['holdings']);
    expect(await loaded('simpleEarnHistory.ts')).toEqual(['history']);
  }, 60_000);
});
