import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DAY_MS } from '../shared/constants';
import { REDEEM_PERIOD_KIND } from './constants';
import { redeemPeriodKind, redeemPeriodText, type RedeemPeriodInput } from './redeemPeriod';
import { stakingRedeemTimeline } from './redeemTimeline';

const submittedAt = fc.integer({ min: 0, max: 4_102_444_800_000 });
/** Periods as the API sends them, including a malformed negative day now and then. */
const period: fc.Arbitrary<RedeemPeriodInput> = fc.record({
  incomeDays: fc.integer({ min: -2, max: 60 }),
  redeemMinday: fc.integer({ min: -2, max: 60 }),
  redeemMaxday: fc.integer({ min: -2, max: 60 }),
});
const redeemType = fc.constantFrom('standard' as const, 'fast' as const);
const quickMinutes = fc.option(fc.integer({ min: -60, max: 7 * 24 * 60 }), { nil: undefined });

/** The day count the period wording names: the days, or the maximum of a range; 0 for immediately. */
function namedDays(input: RedeemPeriodInput): number {
  const text = redeemPeriodText(input);
  const params = 'params' in text ? (text.params as Record<string, number>) : {};
  return params.max ?? params.days ?? 0;
}

describe('stakingRedeemTimeline properties', () => {
  it('ST-REDEEM-02 ST-REDEEM-01 the steps are submit then arrival, in order, and the submit is when it was submitted', () => {
    fc.assert(
      fc.property(submittedAt, redeemType, period, quickMinutes, (at, type, periodInput, minutes) => {
        const steps = stakingRedeemTimeline({
          submittedAt: at,
          redeemType: type,
          period: periodInput,
          quickMinutes: minutes,
        });
        expect(steps.map((step) => step.id)).toEqual(['redeemSubmit', 'redemptionArrival']);
        const [submit, arrival] = steps;
        expect(submit).toMatchObject({ at, timing: 'exact' });
        expect(Number.isSafeInteger(arrival?.at)).toBe(true);
        expect(arrival!.at).toBeGreaterThanOrEqual(at);
        // 'exact' exactly when nothing has to wait.
        expect(arrival!.timing === 'exact').toBe(arrival!.at === at);
      }),
    );
  });

  it('ST-REDEEM-02 a standard redemption arrives after the whole number of days its period wording names', () => {
    fc.assert(
      fc.property(submittedAt, period, quickMinutes, (at, periodInput, minutes) => {
        const arrival = stakingRedeemTimeline({
          submittedAt: at,
          redeemType: 'standard',
          period: periodInput,
          quickMinutes: minutes,
        })[1]!;
        expect(arrival.period).toEqual(redeemPeriodText(periodInput));
        expect(arrival.minutes).toBeNull();
        expect(arrival.at - at).toBe(namedDays(periodInput) * DAY_MS);
        const kind = redeemPeriodKind(periodInput);
        const isRange =
          kind === REDEEM_PERIOD_KIND.periodOnlyMax || kind === REDEEM_PERIOD_KIND.periodMinDiffersFromMax;
        expect(arrival.timing === 'latest').toBe(isRange);
      }),
    );
  });

  it('ST-REDEEM-07 ST-DATA-09 ST-DATA-12 a fast redemption arrives after redeem_quick_long minutes (none when 0 or less), whatever the period', () => {
    fc.assert(
      fc.property(submittedAt, period, period, quickMinutes, (at, periodA, periodB, minutes) => {
        const a = stakingRedeemTimeline({
          submittedAt: at,
          redeemType: 'fast',
          period: periodA,
          quickMinutes: minutes,
        });
        const b = stakingRedeemTimeline({
          submittedAt: at,
          redeemType: 'fast',
          period: periodB,
          quickMinutes: minutes,
        });
        expect(a).toEqual(b);
        const waited = Math.max(0, minutes ?? 0);
        expect(a[1]).toEqual({
          id: 'redemptionArrival',
          at: at + waited * 60_000,
          timing: waited > 0 ? 'about' : 'exact',
          period: null,
          minutes: waited,
        });
      }),
    );
  });

  it('ST-REDEEM-02 a later submit moves every step by the same amount', () => {
    fc.assert(
      fc.property(
        submittedAt,
        fc.integer({ min: 0, max: 10 ** 10 }),
        redeemType,
        period,
        quickMinutes,
        (at, shift, type, periodInput, minutes) => {
          const before = stakingRedeemTimeline({
            submittedAt: at,
            redeemType: type,
            period: periodInput,
            quickMinutes: minutes,
          });
          const after = stakingRedeemTimeline({
            submittedAt: at + shift,
            redeemType: type,
            period: periodInput,
            quickMinutes: minutes,
          });
          expect(after.map((step) => step.at - shift)).toEqual(before.map((step) => step.at));
        },
      ),
    );
  });
});
