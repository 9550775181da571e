/**
 * The maturity calendar of My earn (issue 14): every dated event ahead across products, by the exchange's clock,
 * the events the clock has passed (its history), and the month grid that shows them. Days are UTC days, the
 * exchange's (SE-INT-03 reads interest by UTC day too).
 */
import { DAY_MS } from '../shared/constants';
import type { EarnFamily } from './totals';

/** What happens on a calendar day. */
type EarnEventKind =
  /** A fixed Simple Earn order ends and its principal and interest come back. */
  | 'fixedMaturity'
  /** A fixed order ends with auto-reinvest on: it renews for another term. */
  | 'fixedRenewal'
  /** A staking redemption is paid out. */
  | 'stakingRedemption'
  /** A launchpool event the user has a stake in ends. */
  | 'launchpoolEnd'
  /** A dual-earn order settles. */
  | 'dualSettlement';

export interface EarnEvent {
  /** Unique among the events, for keys. */
  readonly id: string;
  readonly kind: EarnEventKind;
  readonly family: EarnFamily;
  readonly coin: string;
  /** Epoch ms. */
  readonly at: number;
  /** The amount concerned, decimal text, when the source names one. */
  readonly amount?: string;
}

/** What the events are read from: each source's dated items, in the page's own terms. */
export interface EarnEventSources {
  readonly fixedOrders?: readonly {
    readonly orderId: string;
    readonly asset: string;
    readonly finishTime: number;
    readonly principal: string;
    readonly reinvestStatus: number;
  }[];
  readonly stakingRedemptions?: readonly {
    readonly id: string;
    readonly coin: string;
    readonly at: number;
    readonly amount?: string;
  }[];
  readonly launchpoolStakes?: readonly {
    readonly projectId: number;
    readonly coin: string;
    readonly endTime: number;
    readonly staked: string;
  }[];
  /**
   * Fixed orders already paid out at maturity, read from the fixed history's redemptions (SE-API-16): the holdings
   * call no longer lists them, so this is what is left of their maturity.
   */
  readonly fixedPayouts?: readonly {
    readonly orderId: string;
    readonly asset: string;
    readonly at: number;
    readonly principal: string;
  }[];
  readonly dualOrders?: readonly {
    readonly orderId: string;
    readonly coin: string;
    readonly settleAt: number | null;
    readonly amount?: string;
  }[];
}

const REINVEST_ON = 1;

/** Every dated event of the sources, once each: a fixed order both held and paid out is its holding's event. */
function earnEventsOf(sources: EarnEventSources): readonly EarnEvent[] {
  const events: EarnEvent[] = [
    ...(sources.fixedOrders ?? []).map((order): EarnEvent => ({
      id: `fixed:${order.orderId}`,
      kind: order.reinvestStatus === REINVEST_ON ? 'fixedRenewal' : 'fixedMaturity',
      family: 'simpleEarn',
      coin: order.asset,
      at: order.finishTime,
      amount: order.principal,
    })),
    ...(sources.stakingRedemptions ?? []).map((redemption): EarnEvent => ({
      id: `staking:${redemption.id}`,
      kind: 'stakingRedemption',
      family: 'staking',
      coin: redemption.coin,
      at: redemption.at,
      ...(redemption.amount === undefined ? {} : { amount: redemption.amount }),
    })),
    ...(sources.launchpoolStakes ?? []).map((stake): EarnEvent => ({
      id: `launchpool:${stake.projectId}:${stake.coin}`,
      kind: 'launchpoolEnd',
      family: 'launchpool',
      coin: stake.coin,
      at: stake.endTime,
      amount: stake.staked,
    })),
    ...(sources.dualOrders ?? []).flatMap((order): EarnEvent[] =>
      order.settleAt === null
        ? []
        : [
            {
              id: `dual:${order.orderId}`,
              kind: 'dualSettlement',
              family: 'dual',
              coin: order.coin,
              at: order.settleAt,
              ...(order.amount === undefined ? {} : { amount: order.amount }),
            },
          ],
    ),
    ...(sources.fixedPayouts ?? []).map((payout): EarnEvent => ({
      id: `fixed:${payout.orderId}`,
      kind: 'fixedMaturity',
      family: 'simpleEarn',
      coin: payout.asset,
      at: payout.at,
      amount: payout.principal,
    })),
  ];
  const seen = new Set<string>();
  return events.filter((event) => Number.isFinite(event.at) && !seen.has(event.id) && Boolean(seen.add(event.id)));
}

const byId = (a: EarnEvent, b: EarnEvent) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

/** Every event at or after `now`, soonest first (ties by id, so the order is stable). */
export function upcomingEarnEvents(sources: EarnEventSources, now: number): readonly EarnEvent[] {
  return earnEventsOf(sources)
    .filter((event) => event.at >= now)
    .sort((a, b) => a.at - b.at || byId(a, b));
}

/**
 * Every event the exchange's clock has passed, newest first: the calendar's history, where an event ahead goes once
 * its time comes (the "the day moves it to history").
 */
export function pastEarnEvents(sources: EarnEventSources, now: number): readonly EarnEvent[] {
  return earnEventsOf(sources)
    .filter((event) => event.at < now)
    .sort((a, b) => b.at - a.at || byId(a, b));
}

/** The UTC day of `at` as 'YYYY-MM-DD'. */
export function dayKeyOf(at: number): string {
  return new Date(at).toISOString().slice(0, 10);
}

/** A month: its year and month (1-12). */
export interface CalendarMonth {
  readonly year: number;
  readonly month: number;
}

/** The month of `at` (UTC). */
export function monthOf(at: number): CalendarMonth {
  const date = new Date(at);
  return { year: date.getUTCFullYear(), month: date.getUTCMonth() + 1 };
}

/** The month `by` months after `month` (before when negative). */
export function shiftMonth(month: CalendarMonth, by: number): CalendarMonth {
  const index = month.year * 12 + (month.month - 1) + by;
  return { year: Math.floor(index / 12), month: (index % 12) + 1 };
}

/** One cell of the month grid: a day of the month, or null for the padding before the 1st and after the last. */
export type CalendarCell = { readonly key: string; readonly day: number; readonly start: number } | null;

/**
 * The month as weeks of 7 cells, Monday first (ISO 8601, as the exchange's UTC calendar reads), padded with null
 * before the 1st and after the last day.
 */
export function monthWeeks(month: CalendarMonth): readonly (readonly CalendarCell[])[] {
  const first = Date.UTC(month.year, month.month - 1, 1);
  const days = new Date(Date.UTC(month.year, month.month, 0)).getUTCDate();
  const lead = (new Date(first).getUTCDay() + 6) % 7;
  const cells: CalendarCell[] = Array.from({ length: lead }, () => null);
  for (let day = 1; day <= days; day += 1) {
    const start = first + (day - 1) * DAY_MS;
    cells.push({ key: dayKeyOf(start), day, start });
  }
  while (cells.length % 7 !== 0) cells.push(null);
  const weeks: CalendarCell[][] = [];
  for (let index = 0; index < cells.length; index += 7) weeks.push(cells.slice(index, index + 7));
  return weeks;
}

/** The events grouped by UTC day key. */
export function eventsByDay(events: readonly EarnEvent[]): ReadonlyMap<string, readonly EarnEvent[]> {
  const days = new Map<string, EarnEvent[]>();
  for (const event of events) {
    const key = dayKeyOf(event.at);
    days.set(key, [...(days.get(key) ?? []), event]);
  }
  return days;
}

/**
 * The day the arrow keys move to from `key` (UTC): ±1 day left/right (mirrored in right-to-left), ±7 up/down,
 * Home/End the week's first and last day. Returns null for any other key.
 */
export function dayAfterKey(dayStart: number, key: string, rtl = false): number | null {
  const weekday = (new Date(dayStart).getUTCDay() + 6) % 7;
  switch (key) {
    case 'ArrowRight':
      return dayStart + (rtl ? -DAY_MS : DAY_MS);
    case 'ArrowLeft':
      return dayStart + (rtl ? DAY_MS : -DAY_MS);
    case 'ArrowDown':
      return dayStart + 7 * DAY_MS;
    case 'ArrowUp':
      return dayStart - 7 * DAY_MS;
    case 'Home':
      return dayStart - weekday * DAY_MS;
    case 'End':
      return dayStart + (6 - weekday) * DAY_MS;
    default:
      return null;
  }
}

/** The start (00:00 UTC) of the day of `at`. */
export function startOfDay(at: number): number {
  return Math.floor(at / DAY_MS) * DAY_MS;
}
