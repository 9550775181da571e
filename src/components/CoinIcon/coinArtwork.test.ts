import { describe, expect, it } from 'vitest';
import { coinArtwork } from './coinArtwork';

describe('coin artwork', () => {
  it('every coin in the map loads a drawing with the variant CoinIcon shows (a package upgrade that drops one fails here)', async () => {
    for (const [ticker, load] of Object.entries(coinArtwork)) {
      const module = (await load()) as { default: unknown; __iconNode?: Record<string, unknown> };
      expect({ ticker, drawn: typeof module.default, background: Boolean(module.__iconNode?.background) }).toEqual({
        ticker,
        drawn: 'object',
        background: true,
      });
    }
  });

  it('tickers are written as CoinIcon looks them up: upper case, trimmed', () => {
    for (const ticker of Object.keys(coinArtwork)) expect(ticker).toBe(ticker.trim().toUpperCase());
  });
});
