import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fixedMaturityTime, fixedTimeline, flexibleRedeemTimeline, flexibleTimeline, startOfUtcDay } from './timeline';

const utc = (iso: string) => Date.parse(iso);
const at = (steps: readonly { id: string; at: number | null }[], id: string) =>
  steps.find((step) => step.id === id)?.at;
const subscribedAt = utc('2024-03-10T15:42:10.000Z');

const isOrdered = (steps: readonly { at: number | null }[]) => {
  const times = steps.map((step) => step.at).filter((time): time is number => time !== null);
  return times.every((time, index) => index === 0 || time >= (times[index - 1] ?? time));
};

describe('flexibleTimeline', () => {
  const steps = flexibleTimeline(subscribedAt);

  it.each([
    ['SE-TIMELINE-01 interest starts 1 hour after subscribing', 'interestStart', utc('2024-03-10T16:42:10.000Z')],
    ['SE-TIMELINE-02 interest is received after 2 hours', 'interestReceived', utc('2024-03-10T17:42:10.000Z')],
    ['SE-TIMELINE-03 SE-PROD-02 redemption is immediate (no waiting time)', 'redemption', null],
  ])('%s', (_name, id, expected) => {
    expect(at(steps, id)).toBe(expected);
  });

  it('SE-TIMELINE-01 the steps are subscription, interest start, interest received, redemption', () => {
    expect(steps.map((step) => step.id)).toEqual(['subscription', 'interestStart', 'interestReceived', 'redemption']);
    expect(steps[3]?.labelKey).toBe('simpleEarn.timeline.redemption');
  });

  it('SE-REDEEM-04 SE-TIMELINE-03 a flexible redemption arrives when it is submitted', () => {
    const now = utc('2024-03-10T15:00:00.000Z');
    expect(flexibleRedeemTimeline(now).map((step) => [step.id, step.at])).toEqual([
      ['redeemSubmit', now],
      ['redemptionArrival', now],
    ]);
  });
});

describe('fixedTimeline', () => {
  const steps = fixedTimeline({ subscribedAt, lockUpPeriod: 30, reinvest: false });

  it.each([
    ['SE-TIMELINE-04 interest starts the next day at 00:00 UTC', 'interestStart', utc('2024-03-11T00:00:00.000Z')],
    ['SE-TIMELINE-05 SE-PROD-03 maturity is lock-up + 1 day at 00:00 UTC', 'maturity', utc('2024-04-10T00:00:00.000Z')],
    [
      'SE-TIMELINE-06 redemption arrives 30 minutes after maturity',
      'redemptionArrival',
      utc('2024-04-10T00:30:00.000Z'),
    ],
  ])('%s', (_name, id, expected) => {
    expect(at(steps, id)).toBe(expected);
  });

  it('SE-TIMELINE-04 a subscription at 23:59:59 UTC still starts earning at the next midnight', () => {
    const late = fixedTimeline({ subscribedAt: utc('2024-12-31T23:59:59.999Z'), lockUpPeriod: 7, reinvest: false });
    expect(at(late, 'interestStart')).toBe(utc('2025-01-01T00:00:00.000Z'));
    expect(at(late, 'maturity')).toBe(utc('2025-01-08T00:00:00.000Z'));
  });

  it('SE-TIMELINE-07 SE-TIMELINE-08 with reinvest on the last step is the next subscription and no redeem step exists', () => {
    const reinvested = fixedTimeline({ subscribedAt, lockUpPeriod: 30, reinvest: true });
    expect(reinvested.map((step) => step.id)).toEqual(['subscription', 'interestStart', 'nextSubscription']);
    expect(reinvested.at(-1)?.labelKey).toBe('simpleEarn.timeline.nextSubscription');
    expect(at(reinvested, 'nextSubscription')).toBe(utc('2024-04-10T00:00:00.000Z'));
  });

  it('SE-PROD-03 the coins are locked for exactly lock_up_period days from the interest start', () => {
    expect(fixedMaturityTime(subscribedAt, 14) - (at(steps, 'interestStart') ?? 0)).toBe(14 * 24 * 3_600_000);
  });

  it('SE-TIMELINE-04 SE-TIMELINE-05 property: steps are in order and every fixed milestone sits on 00:00 UTC', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 4_102_444_800_000 }),
        fc.integer({ min: 0, max: 720 }),
        fc.boolean(),
        (time, lockUpPeriod, reinvest) => {
          const fixed = fixedTimeline({ subscribedAt: time, lockUpPeriod, reinvest });
          expect(isOrdered(fixed)).toBe(true);
          const start = at(fixed, 'interestStart') ?? -1;
          expect(start).toBe(startOfUtcDay(start));
          expect(start).toBeGreaterThan(time);
          expect(start - time).toBeLessThanOrEqual(24 * 3_600_000);
          expect(fixedMaturityTime(time, lockUpPeriod)).toBe(startOfUtcDay(fixedMaturityTime(time, lockUpPeriod)));
        },
      ),
    );
  });

  it('SE-TIMELINE-01 SE-TIMELINE-02 property: flexible steps are in order', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 4_102_444_800_000 }), (time) => {
        expect(isOrdered(flexibleTimeline(time))).toBe(true);
        expect(isOrdered(flexibleRedeemTimeline(time))).toBe(true);
      }),
    );
  });
});
