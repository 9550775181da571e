import { describe, expect, it } from 'vitest';
import { HOUR_MS } from '../shared/constants';
import { rateFromPercent, type Rate } from '../shared/rate';
import {
  dropThreshold,
  initialRateAlertsState,
  isAlertMuted,
  rateAlertsReducer,
  rearmLevel,
  type RateAlertRule,
  type RateAlertsEvent,
  type RateAlertsState,
} from './rateAlerts';

/** The simulated clock's start: the exchange's hour boundaries, one update an hour. */
const START = Date.parse('2026-11-26T00:00:00Z');
const percent = (text: string) => rateFromPercent(text) as Rate;

function rule(overrides: Partial<RateAlertRule> = {}): RateAlertRule {
  return {
    holdingId: 'USDT',
    coin: 'USDT',
    floor: percent('5'),
    drop: null,
    referenceRate: percent('8'),
    ...overrides,
  };
}

/** Hourly rate updates of USDT, in percent, from START. */
function hourly(percents: readonly string[], from = 0): RateAlertsEvent[] {
  return percents.map((value, hour) => ({
    type: 'RATE.UPDATE',
    holdingId: 'USDT',
    rate: percent(value),
    at: START + (from + hour) * HOUR_MS,
  }));
}

function run(events: readonly RateAlertsEvent[], state: RateAlertsState = initialRateAlertsState) {
  return events.reduce(rateAlertsReducer, state);
}

function lending(minimum: string, market: string, hour: number, principal = '100'): RateAlertsEvent {
  return {
    type: 'LENDING.UPDATE',
    holdingId: 'USDT',
    coin: 'USDT',
    principal,
    minimumLendRate: percent(minimum),
    marketRate: percent(market),
    at: START + hour * HOUR_MS,
  };
}

describe('rate alert thresholds', () => {
  it.each([
    ['a drop of 20 % from 8 %', '8', '0.2', '6.4'],
    ['a drop of 25 % from 4 %', '4', '0.25', '3'],
    ['a drop of 0 % is the reference itself', '3.5', '0', '3.5'],
  ])('%s is exact', (_name, reference, drop, expected) => {
    expect(dropThreshold(percent(reference), drop as Rate)).toBe(percent(expected));
  });

  it('the re-arm level is the threshold plus a tenth of it, exactly', () => {
    expect(rearmLevel(percent('5'))).toBe(percent('5.5'));
    expect(rearmLevel(percent('0.3'))).toBe(percent('0.33'));
  });
});

describe('rateAlertsReducer', () => {
  it('the floor fires on the first rate update below it, with the rate, the floor and the hour', () => {
    const state = run([{ type: 'RULE.SET', rule: rule() }, ...hourly(['5.2', '5', '4.99', '4.5'])]);
    expect(state.alerts).toEqual([
      {
        id: 1,
        holdingId: 'USDT',
        coin: 'USDT',
        kind: 'floor',
        rate: percent('4.99'),
        threshold: percent('5'),
        at: START + 2 * HOUR_MS,
      },
    ]);
  });

  it('the drop fires on the first update more than the drop below the reference rate', () => {
    const state = run([
      { type: 'RULE.SET', rule: rule({ floor: null, drop: '0.2' as Rate }) },
      ...hourly(['7', '6.4', '6.39']),
    ]);
    expect(state.alerts).toHaveLength(1);
    expect(state.alerts[0]).toMatchObject({
      kind: 'drop',
      rate: percent('6.39'),
      threshold: percent('6.4'),
      referenceRate: percent('8'),
      drop: '0.2',
      at: START + 2 * HOUR_MS,
    });
  });

  it('a rate that crossed fires again only after climbing back to the re-arm level', () => {
    const state = run([{ type: 'RULE.SET', rule: rule() }, ...hourly(['4.9', '5.4', '4.8', '5.5', '5.2', '4.9'])]);
    expect(state.alerts.map((alert) => alert.at)).toEqual([START + 5 * HOUR_MS, START]);
  });

  it('floor and drop are watched separately on the same update', () => {
    const state = run([{ type: 'RULE.SET', rule: rule({ drop: '0.5' as Rate }) }, ...hourly(['4.5', '3.9'])]);
    expect(state.alerts.map((alert) => alert.kind)).toEqual(['drop', 'floor']);
  });

  it('updates of a holding without a rule change nothing', () => {
    expect(run(hourly(['1', '2']))).toEqual(initialRateAlertsState);
  });

  it('a new rule starts armed, and a removed rule fires no more', () => {
    const fired = run([{ type: 'RULE.SET', rule: rule() }, ...hourly(['4.9'])]);
    const reset = run([{ type: 'RULE.SET', rule: rule({ floor: percent('4.5') }) }, ...hourly(['4.4'], 1)], fired);
    expect(reset.alerts.map((alert) => alert.threshold)).toEqual([percent('4.5'), percent('5')]);
    const removed = run([{ type: 'RULE.REMOVE', holdingId: 'USDT' }, ...hourly(['6', '1'], 2)], reset);
    expect(removed.alerts).toHaveLength(2);
    expect(removed.rules).toEqual({});
  });

  it('a muted alert keeps its watch quiet across later crossings, and unmuting lets the next crossing through', () => {
    const fired = run([{ type: 'RULE.SET', rule: rule() }, ...hourly(['4.9'])]);
    const muted = rateAlertsReducer(fired, { type: 'ALERT.MUTE', alertId: 1 });
    expect(isAlertMuted(muted, fired.alerts[0]!)).toBe(true);
    const quiet = run(hourly(['6', '4', '6'], 1), muted);
    expect(quiet.alerts).toHaveLength(1);
    const unmuted = run([{ type: 'ALERT.UNMUTE', alertId: 1 }, ...hourly(['4'], 4)], quiet);
    expect(unmuted.alerts.map((alert) => alert.at)).toEqual([START + 4 * HOUR_MS, START]);
  });

  it('muting one kind leaves the other kinds of the holding alerting', () => {
    const fired = run([{ type: 'RULE.SET', rule: rule({ drop: '0.5' as Rate }) }, ...hourly(['4.9'])]);
    const muted = run([{ type: 'ALERT.MUTE', alertId: 1 }, ...hourly(['3.9'], 1)], fired);
    expect(muted.alerts.map((alert) => alert.kind)).toEqual(['drop', 'floor']);
  });

  it('the list keeps the newest 50 alerts', () => {
    const swings = Array.from({ length: 60 }, () => ['4', '6']).flat();
    const state = run([{ type: 'RULE.SET', rule: rule() }, ...hourly(swings)]);
    expect(state.alerts).toHaveLength(50);
    expect(state.alerts[0]!.id).toBe(60);
  });
});

describe('rateAlertsReducer: funds not lent for the minimum APR', () => {
  it('fires when the minimum lending APR is above the market rate, with both rates', () => {
    const state = run([lending('3', '4', 0), lending('3', '3', 1), lending('3', '2.9', 2)]);
    expect(state.alerts).toEqual([
      {
        id: 1,
        holdingId: 'USDT',
        coin: 'USDT',
        kind: 'notLent',
        rate: percent('2.9'),
        threshold: percent('3'),
        at: START + 2 * HOUR_MS,
      },
    ]);
  });

  it('hour after unlent hour gives one alert; a lowered minimum is a new watch', () => {
    const state = run([lending('3', '2', 0), lending('3', '2', 1), lending('3', '2', 2), lending('2.5', '2', 3)]);
    expect(state.alerts.map((alert) => alert.threshold)).toEqual([percent('2.5'), percent('3')]);
  });

  it('a position holding nothing is never reported unlent', () => {
    expect(run([lending('3', '2', 0, '0')]).alerts).toEqual([]);
  });
});
