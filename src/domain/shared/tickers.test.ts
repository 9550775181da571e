import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { toDecimal } from '../decimal';
import { amountText } from './arbitraries.testing';
import { currencyPairsParam, tickerRate, usdValueOf, usdtPairOf, type MarketTicker } from './tickers';

const tickers: MarketTicker[] = [
  { pair: 'BTC_USDT', rate: '65000.5' },
  { pair: 'eth_usdt', rate: '3000' },
];

describe('market tickers', () => {
  it.each([
    ['BTC_USDT', '65000.5'],
    ['ETH_USDT', '3000'],
    ['SOL_USDT', undefined],
  ])('LP-DATA-15 SH-API-13 the rate of %s is %j', (pair, expected) => {
    expect(tickerRate(tickers, pair)).toBe(expected);
  });

  it('SH-API-13 SH-CONST-10 currency_pairs lists each non-stable coin once', () => {
    expect(currencyPairsParam(['BTC', 'usdt', 'eth', 'BTC', 'USDC'])).toBe('BTC_USDT,ETH_USDT');
    expect(usdtPairOf(' gt ')).toBe('GT_USDT');
  });

  it.each([
    ['2', 'BTC', '130001'],
    ['1.5', 'USDT', '1.5'],
    ['7', 'USDD', '7'],
    ['1', 'SOL', null],
  ])('LP-DATA-15 SH-CONST-10 %s %s is worth %j USD', (amount, coin, expected) => {
    expect(usdValueOf(amount, coin, tickers)?.toFixed() ?? null).toBe(expected);
  });

  it('LP-DATA-15 property: a USD value is the amount times the rate, exactly', () => {
    fc.assert(
      fc.property(amountText(), amountText(4), (amount, rate) => {
        const value = usdValueOf(amount, 'ABC', [{ pair: 'ABC_USDT', rate }]);
        expect(value?.eq(toDecimal(amount).times(toDecimal(rate)))).toBe(true);
      }),
    );
  });
});
