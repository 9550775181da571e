import { __iconNode as packageBitcoin } from '@web3icons/react/icons/tokens/TokenBTC';
import { describe, expect, it } from 'vitest';
import bitcoin from './artwork/BTC';
import type { ArtworkNode } from './artworkNode';
import { coinArtwork } from './coinArtwork';

const tags = (nodes: readonly ArtworkNode[]): string[] =>
  nodes.flatMap(([tag, , children]) => [tag, ...(children ? tags(children) : [])]);

describe('coin artwork', () => {
  it('every coin in the map loads a drawing made only of SVG shapes (no script, no foreign content)', async () => {
    const allowed = new Set([
      'g',
      'path',
      'circle',
      'rect',
      'ellipse',
      'defs',
      'clipPath',
      'linearGradient',
      'radialGradient',
      'stop',
      'mask',
      'polygon',
    ]);
    for (const [ticker, load] of Object.entries(coinArtwork)) {
      const drawing = (await load()).default;
      expect({ ticker, empty: drawing.length === 0 }).toEqual({ ticker, empty: false });
      expect({ ticker, unknown: tags(drawing).filter((tag) => !allowed.has(tag)) }).toEqual({ ticker, unknown: [] });
    }
  });

  it('tickers are written as CoinIcon looks them up: upper case, trimmed', () => {
    for (const ticker of Object.keys(coinArtwork)) expect(ticker).toBe(ticker.trim().toUpperCase());
  });

  it("the generated drawings are the installed package's (after an upgrade, run scripts/generate-coin-artwork.mjs)", () => {
    expect(bitcoin).toEqual(packageBitcoin.background);
  });
});
