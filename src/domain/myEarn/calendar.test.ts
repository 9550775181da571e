import { describe, expect, it } from 'vitest';
import {
  dayAfterKey,
  dayKeyOf,
  eventsByDay,
  monthWeeks,
  pastEarnEvents,
  shiftMonth,
  upcomingEarnEvents,
} from './calendar';

const NOW = Date.parse('2026-11-26T13:00:00Z');

describe('the maturity calendar', () => {
  it('lists every dated event ahead across products, soonest first, and leaves past ones out', () => {
    const events = upcomingEarnEvents(
      {
        fixedOrders: [
          {
            orderId: 'a',
            asset: 'USDT',
            finishTime: Date.parse('2026-12-05T00:00:00Z'),
            principal: '100',
            reinvestStatus: 0,
          },
          {
            orderId: 'b',
            asset: 'BTC',
            finishTime: Date.parse('2026-11-28T08:00:00Z'),
            principal: '0.5',
            reinvestStatus: 1,
          },
          {
            orderId: 'old',
            asset: 'BTC',
            finishTime: Date.parse('2026-11-20T00:00:00Z'),
            principal: '1',
            reinvestStatus: 0,
          },
        ],
        stakingRedemptions: [{ id: 's1', coin: 'ETH', at: Date.parse('2026-11-27T00:00:00Z'), amount: '3' }],
        launchpoolStakes: [{ projectId: 7, coin: 'GT', endTime: Date.parse('2026-12-01T12:00:00Z'), staked: '50' }],
        dualOrders: [
          { orderId: 'd1', coin: 'USDT', settleAt: Date.parse('2026-11-26T16:00:00Z'), amount: '10' },
          { orderId: 'd2', coin: 'USDT', settleAt: null },
        ],
      },
      NOW,
    );
    expect(events.map((event) => [event.kind, event.id])).toEqual([
      ['dualSettlement', 'dual:d1'],
      ['stakingRedemption', 'staking:s1'],
      ['fixedRenewal', 'fixed:b'],
      ['launchpoolEnd', 'launchpool:7:GT'],
      ['fixedMaturity', 'fixed:a'],
    ]);
    expect(events[2]).toMatchObject({ family: 'simpleEarn', coin: 'BTC', amount: '0.5' });
  });

  it('moves the events the clock has passed to the past, newest first, with fixed orders paid out at maturity', () => {
    const sources = {
      fixedOrders: [
        // Matured an hour ago and not yet paid out (status 2): still listed by the holdings call.
        { orderId: 'm', asset: 'USDT', finishTime: NOW - 3_600_000, principal: '100', reinvestStatus: 0 },
        { orderId: 'a', asset: 'USDT', finishTime: NOW + 3_600_000, principal: '5', reinvestStatus: 0 },
      ],
      // Paid out: only the fixed history's redemption is left of it (SE-API-16), at maturity plus 30 minutes.
      fixedPayouts: [
        { orderId: 'p', asset: 'BTC', at: Date.parse('2026-11-20T00:30:00Z'), principal: '1' },
        // The same order as a holding and a payout is one event.
        { orderId: 'm', asset: 'USDT', at: NOW, principal: '100' },
      ],
      dualOrders: [{ orderId: 'd', coin: 'USDT', settleAt: Date.parse('2026-11-25T08:00:00Z'), amount: '50' }],
    };
    expect(pastEarnEvents(sources, NOW).map((event) => [event.kind, event.id, event.amount])).toEqual([
      ['fixedMaturity', 'fixed:m', '100'],
      ['dualSettlement', 'dual:d', '50'],
      ['fixedMaturity', 'fixed:p', '1'],
    ]);
    expect(upcomingEarnEvents(sources, NOW).map((event) => event.id)).toEqual(['fixed:a']);
  });

  it('groups events by UTC day', () => {
    const events = upcomingEarnEvents(
      {
        launchpoolStakes: [
          { projectId: 1, coin: 'GT', endTime: Date.parse('2026-11-30T23:59:00Z'), staked: '1' },
          { projectId: 2, coin: 'GT', endTime: Date.parse('2026-11-30T00:00:00Z'), staked: '1' },
        ],
      },
      NOW,
    );
    expect(eventsByDay(events).get('2026-11-30')?.length).toBe(2);
    expect(dayKeyOf(Date.parse('2026-11-30T23:59:59Z'))).toBe('2026-11-30');
  });

  it('lays a month out in Monday-first weeks with padding', () => {
    const weeks = monthWeeks({ year: 2026, month: 11 });
    // 1 November 2026 is a Sunday: six empty cells before it.
    expect(weeks[0]?.slice(0, 6)).toEqual([null, null, null, null, null, null]);
    expect(weeks[0]?.[6]).toMatchObject({ key: '2026-11-01', day: 1 });
    expect(weeks.flat().filter((cell) => cell !== null)).toHaveLength(30);
    expect(weeks.every((week) => week.length === 7)).toBe(true);
    expect(monthWeeks({ year: 2024, month: 2 }).flat().filter(Boolean)).toHaveLength(29);
  });

  it('moves months across years', () => {
    expect(shiftMonth({ year: 2026, month: 12 }, 1)).toEqual({ year: 2027, month: 1 });
    expect(shiftMonth({ year: 2026, month: 1 }, -1)).toEqual({ year: 2025, month: 12 });
  });

  it('moves a day with the arrow keys, mirrored right to left, and a week up and down', () => {
    const day = Date.parse('2026-11-26T00:00:00Z'); // a Thursday
    expect(dayKeyOf(dayAfterKey(day, 'ArrowRight') ?? 0)).toBe('2026-11-27');
    expect(dayKeyOf(dayAfterKey(day, 'ArrowRight', true) ?? 0)).toBe('2026-11-25');
    expect(dayKeyOf(dayAfterKey(day, 'ArrowDown') ?? 0)).toBe('2026-12-03');
    expect(dayKeyOf(dayAfterKey(day, 'ArrowUp') ?? 0)).toBe('2026-11-19');
    expect(dayKeyOf(dayAfterKey(day, 'Home') ?? 0)).toBe('2026-11-23');
    expect(dayKeyOf(dayAfterKey(day, 'End') ?? 0)).toBe('2026-11-29');
    expect(dayAfterKey(day, 'a')).toBeNull();
  });
});
