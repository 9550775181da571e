/**
 * Market tickers (SH-API-13, LP-DATA-15): a pair and its rate. Used to price a coin in USD, as the
 * eligibility ladder's trading volume is in USD. Stable coins are priced at 1 without a look-up
 * (SH-CONST-10), since there is no USDT_USDT pair.
 */
import { Decimal, toDecimal, type DecimalInput } from '../decimal';
import { isStableCoin } from './constants';

/** One ticker: `pair` like 'BTC_USDT', `rate` the last price as decimal text. */
export interface MarketTicker {
  readonly pair: string;
  readonly rate: string;
}

/** The pair a coin is priced with. */
export function usdtPairOf(coin: string): string {
  return `${coin.trim().toUpperCase()}_USDT`;
}

/** The rate of `pair`, matched case-insensitively; undefined when no ticker has it. */
export function tickerRate(tickers: readonly MarketTicker[], pair: string): string | undefined {
  const wanted = pair.trim().toUpperCase();
  return tickers.find((ticker) => ticker.pair.trim().toUpperCase() === wanted)?.rate;
}

/** The currency_pairs param for the coins to price (SH-API-13): stable coins left out, no repeats. */
export function currencyPairsParam(coins: readonly string[]): string {
  return [...new Set(coins.filter((coin) => !isStableCoin(coin)).map(usdtPairOf))].join(',');
}

/** `amount` of `coin` in USD; null when the coin has no ticker, so a missing price never reads as 0. */
export function usdValueOf(amount: DecimalInput, coin: string, tickers: readonly MarketTicker[]): Decimal | null {
  if (isStableCoin(coin)) return toDecimal(amount);
  const rate = tickerRate(tickers, usdtPairOf(coin));
  return rate === undefined ? null : toDecimal(amount).times(toDecimal(rate));
}
