// @vitest-environment node
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { bundleInputs } from '../../eagerBundle.testing';

const artworkModule = /@web3icons\/react\/dist\/icons\/tokens\/Token\w+\.js$/;

describe('CoinIcon bundle', () => {
  it("a coin's artwork loads only when an icon of that coin shows: none with the component, one module per coin", async () => {
    const { eager, all } = await bundleInputs(path.resolve(__dirname, 'CoinIcon.tsx'));
    const artwork = all.filter((input) => artworkModule.test(input));
    expect(artwork.some((input) => input.endsWith('/TokenBTC.js'))).toBe(true);
    expect(eager.filter((input) => artworkModule.test(input))).toEqual([]);
    // The package draws about 1,850 coins; only the ones we map are bundled at all, each in its own chunk.
    expect(artwork.length).toBeLessThan(200);
  }, 60_000);
});
