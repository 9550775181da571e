/**
 * The My earn page's totals (DEC-31): everything held and what it earned, across product families, valued in
 * USDT through COIN_USDT tickers (HD-API-04). Sums are exact: each value is amount × rate with no rounding, so
 * the total is the sum of the families and each family the sum of its positions, to the last digit. Shares are
 * percentages to 2 decimals by largest remainder, so they add up to exactly 100 whenever anything is held.
 */
import { Decimal, toDecimal } from '../decimal';
import { usdValueOf, type MarketTicker } from '../shared/tickers';
import { rateLedgerEarnings, type RateLedgerDay } from '../staking/rateLedger';

/** The product families of My earn, in the order of its tabs (DEC-31). */
export const EARN_FAMILIES = ['simpleEarn', 'staking', 'launchpool', 'wealth', 'dual'] as const;
export type EarnFamily = (typeof EARN_FAMILIES)[number];

/** One position as the page counts it: amounts in `coin`, as decimal text. */
export interface HeldPosition {
  readonly family: EarnFamily;
  readonly coin: string;
  /** What is held now. */
  readonly held: string;
  /** What it earned yesterday (UTC day by the exchange's clock); absent when the family reports no daily figure. */
  readonly yesterday?: string;
  /** What it has earned in all. */
  readonly allTime?: string;
}

/**
 * A rate-based staking token's position (P-52): `tokens` whose balance never moves, counted in the coin they are
 * worth (`coin`) at the ledger's last closing rate, with what the ledger says they earned on `yesterday`
 * (`YYYY-MM-DD`, the exchange's UTC day) and in all. Without a ledger day the position holds nothing countable.
 */
export function rateTokenPosition(
  coin: string,
  tokens: string,
  ledger: readonly RateLedgerDay[],
  yesterday: string,
): HeldPosition {
  const last = ledger.at(-1);
  const earnings = rateLedgerEarnings(ledger, yesterday);
  return {
    family: 'staking',
    coin,
    held: last ? toDecimal(tokens).times(toDecimal(last.rate)).toFixed() : '0',
    yesterday: earnings.yesterday,
    allTime: earnings.allTime,
  };
}

/** A family's sums in USDT, exact decimal text. */
interface FamilyTotal {
  readonly family: EarnFamily;
  readonly held: string;
  readonly yesterday: string;
  readonly allTime: string;
  /** Its share of `held`, a percentage with 2 decimals ('0.00' when nothing is held at all). */
  readonly sharePercent: string;
  /** How many positions it has (priced or not). */
  readonly positions: number;
}

export interface EarnTotals {
  readonly held: string;
  readonly yesterday: string;
  readonly allTime: string;
  /** Every family, in tab order, also those with nothing held. */
  readonly families: readonly FamilyTotal[];
  /** Coins held without a ticker: left out of the sums rather than counted as 0, and named on screen. */
  readonly unpricedCoins: readonly string[];
}

const SHARE_DECIMALS = 2;

/** The USDT value of `amount` of `coin`, or null without a price. */
function valueOf(amount: string | undefined, coin: string, tickers: readonly MarketTicker[]): Decimal | null {
  return usdValueOf(toDecimal(amount ?? '0'), coin, tickers);
}

/**
 * Percentages of `parts` in their sum, each to 2 decimals, adding up to exactly 100: each is rounded down and
 * the hundredths left over go to the largest remainders (ties to the earlier part).
 */
export function sharePercents(parts: readonly Decimal[]): readonly string[] {
  const sum = parts.reduce((total, part) => total.plus(part), new Decimal(0));
  if (sum.lte(0)) return parts.map(() => new Decimal(0).toFixed(SHARE_DECIMALS));
  const unit = new Decimal(1).dividedBy(10 ** SHARE_DECIMALS);
  const exact = parts.map((part) => part.times(100).dividedBy(sum));
  const floors = exact.map((value) => value.toDecimalPlaces(SHARE_DECIMALS, Decimal.ROUND_DOWN));
  const given = floors.reduce((total, part) => total.plus(part), new Decimal(0));
  let left = new Decimal(100).minus(given).dividedBy(unit).round().toNumber();
  const order = exact
    .map((value, index) => ({ index, remainder: value.minus(floors[index] ?? 0) }))
    .sort((a, b) => b.remainder.comparedTo(a.remainder) || a.index - b.index);
  const shares = [...floors];
  for (const { index } of order) {
    if (left <= 0) break;
    shares[index] = (shares[index] ?? new Decimal(0)).plus(unit);
    left -= 1;
  }
  return shares.map((share) => share.toFixed(SHARE_DECIMALS));
}

/** The page's totals of `positions` at the prices of `tickers`. */
export function earnTotals(positions: readonly HeldPosition[], tickers: readonly MarketTicker[]): EarnTotals {
  const unpriced = new Set<string>();
  const sums = EARN_FAMILIES.map((family) => {
    const own = positions.filter((position) => position.family === family);
    let held = new Decimal(0);
    let yesterday = new Decimal(0);
    let allTime = new Decimal(0);
    for (const position of own) {
      const heldValue = valueOf(position.held, position.coin, tickers);
      if (heldValue === null) {
        unpriced.add(position.coin.toUpperCase());
        continue;
      }
      held = held.plus(heldValue);
      yesterday = yesterday.plus(valueOf(position.yesterday, position.coin, tickers) ?? 0);
      allTime = allTime.plus(valueOf(position.allTime, position.coin, tickers) ?? 0);
    }
    return { family, held, yesterday, allTime, positions: own.length };
  });
  const shares = sharePercents(sums.map((sum) => sum.held));
  const total = (pick: (sum: (typeof sums)[number]) => Decimal) =>
    sums.reduce((acc, sum) => acc.plus(pick(sum)), new Decimal(0)).toFixed();
  return {
    held: total((sum) => sum.held),
    yesterday: total((sum) => sum.yesterday),
    allTime: total((sum) => sum.allTime),
    families: sums.map((sum, index) => ({
      family: sum.family,
      held: sum.held.toFixed(),
      yesterday: sum.yesterday.toFixed(),
      allTime: sum.allTime.toFixed(),
      sharePercent: shares[index] ?? '0.00',
      positions: sum.positions,
    })),
    unpricedCoins: [...unpriced].sort(),
  };
}
