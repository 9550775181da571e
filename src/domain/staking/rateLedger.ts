/**
 * The reward ledger of a rate-based staking token (P-52): a mint product ('asset' exchange type, ST-DATA-11) hands
 * out a token whose balance never moves; what it earns shows only as the growth of its exchange rate, the coin one
 * token is worth (`exchange_rate_reverse`, ST-DATA-19). A tax tool, and My earn's totals, need that growth as
 * rewards: one a UTC day, the token balance times the day's rate change, exact (Decimal, no rounding).
 *
 * Each UTC day counts at its last rate point; its reward is the change from the previous day that has a point, so a
 * day without points moves its growth to the next day that has one and the rewards always add up to
 * `tokens × (last rate − first rate)`. A rate that falls (a slashing) gives a negative reward, kept as it is.
 */
import { DAY_MS } from '../shared/constants';
import { Decimal, toDecimal } from '../decimal';
import { HistoryRecordType } from '../simpleEarn/constants';
import type { TaxEntry } from '../simpleEarn/taxExport';

/** The trend points a ledger reads (P-54): the largest page of the product's daily line, so every screen agrees. */
export const RATE_LEDGER_POINTS = 100;

/** A rate point: when, and the coin one token is worth then. */
export interface TokenRatePoint {
  /** Epoch ms. */
  readonly time: number;
  readonly exchangeRateReverse: string;
}

/** One day of the ledger. */
export interface RateLedgerDay {
  /** The UTC day, `YYYY-MM-DD`. */
  readonly day: string;
  /** The day's closing rate (its last point). */
  readonly rate: string;
  /** Tokens × the change from the previous day's closing rate, in the underlying coin; may be negative. */
  readonly reward: string;
}

const dayOf = (time: number) => new Date(Math.floor(time / DAY_MS) * DAY_MS).toISOString().slice(0, 10);

/** The per-day reward ledger of `tokens` held through `points` (in any order); the first day is the baseline. */
export function rateRewardLedger(tokens: string, points: readonly TokenRatePoint[]): RateLedgerDay[] {
  const closing = new Map<string, { time: number; rate: Decimal }>();
  for (const point of points) {
    const day = dayOf(point.time);
    const known = closing.get(day);
    if (!known || point.time >= known.time)
      closing.set(day, { time: point.time, rate: toDecimal(point.exchangeRateReverse) });
  }
  const held = toDecimal(tokens);
  const days = [...closing.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return days.map(([day, { rate }], index) => {
    const previous = index === 0 ? rate : days[index - 1]![1].rate;
    return { day, rate: rate.toFixed(), reward: held.times(rate.minus(previous)).toFixed() };
  });
}

/** What the ledger earned on `day` (`YYYY-MM-DD`, '0' without a point that day) and in all. */
export function rateLedgerEarnings(
  ledger: readonly RateLedgerDay[],
  day: string,
): { readonly yesterday: string; readonly allTime: string } {
  const allTime = ledger.reduce((sum, entry) => sum.plus(entry.reward), new Decimal(0));
  return { yesterday: ledger.find((entry) => entry.day === day)?.reward ?? '0', allTime: allTime.toFixed() };
}

/**
 * The ledger as tax export rows of `coin` (the underlying coin the rate is quoted in): a day's growth is a reward, a
 * day's fall a forfeit, each at the end of its UTC day; a day without change gives no row.
 */
export function rateLedgerTaxEntries(coin: string, ledger: readonly RateLedgerDay[]): TaxEntry[] {
  return ledger.flatMap(({ day, reward }) => {
    const amount = new Decimal(reward);
    if (amount.isZero()) return [];
    const time = Date.parse(`${day}T00:00:00Z`) + DAY_MS - 1000;
    const record = {
      id: `${coin}-${day}`,
      asset: coin,
      type: HistoryRecordType.interest,
      interest: amount.abs().toFixed(),
      timeAt: time,
    };
    return [
      {
        kind: amount.isNegative() ? 'forfeit' : 'reward',
        trigger: 'rateLedger',
        coin,
        amount: amount.abs().toFixed(),
        time,
        source: { product: 'staking', record },
      },
    ];
  });
}
