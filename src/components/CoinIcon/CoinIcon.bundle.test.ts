// @vitest-environment node
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { bundleInputs } from '../../eagerBundle.testing';

const artworkModule = /src\/components\/CoinIcon\/artwork\/\w+\.ts$/;

describe('CoinIcon bundle', () => {
  it("a coin's artwork loads only when an icon of that coin shows: none with the component, one module per coin", async () => {
    const { eager, all } = await bundleInputs(path.resolve(__dirname, 'CoinIcon.tsx'));
    const artwork = all.filter((input) => artworkModule.test(input));
    expect(artwork.some((input) => input.endsWith('/BTC.ts'))).toBe(true);
    expect(eager.filter((input) => artworkModule.test(input))).toEqual([]);
    // Nothing of the icon package itself is bundled: its modules carry three variants and a React wrapper each.
    expect(all.filter((input) => input.includes('@web3icons'))).toEqual([]);
  }, 60_000);
});
