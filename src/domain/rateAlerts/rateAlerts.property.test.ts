import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Decimal } from '../decimal';
import { HOUR_MS } from '../shared/constants';
import { rateFromFraction, type Rate } from '../shared/rate';
import {
  dropThreshold,
  initialRateAlertsState,
  rateAlertsReducer,
  rearmLevel,
  type RateAlertsEvent,
  type RateAlertsState,
} from './rateAlerts';

/** The simulated clock's start; one rate update an hour after it. */
const START = Date.parse('2026-11-26T00:00:00Z');
const SETTINGS = { seed: 0x17c, numRuns: 40 };

/** A rate from 0.01 % to 30 %, with up to 6 decimals of a percent (a fraction of up to 8 decimals). */
const rateArbitrary = fc
  .integer({ min: 1_000_000, max: 3_000_000_000 })
  .map((units) => rateFromFraction(new Decimal(units).dividedBy(1e10).toFixed()) as Rate);

/** A rate strictly between `low` and `high`, exact, from a fraction of the gap. */
function rateBetween(low: Decimal, high: Decimal): fc.Arbitrary<Rate> {
  return fc
    .integer({ min: 1, max: 9_999 })
    .map((step) => rateFromFraction(low.plus(high.minus(low).times(step).dividedBy(10_000)).toFixed()) as Rate);
}

function updates(rates: readonly Rate[], from = 0): RateAlertsEvent[] {
  return rates.map((rate, hour) => ({
    type: 'RATE.UPDATE',
    holdingId: 'ETH',
    rate,
    at: START + (from + hour) * HOUR_MS,
  }));
}

function withFloor(floor: Rate): RateAlertsState {
  return rateAlertsReducer(initialRateAlertsState, {
    type: 'RULE.SET',
    rule: { holdingId: 'ETH', coin: 'ETH', floor, drop: null, referenceRate: floor },
  });
}

describe('rate alert properties', () => {
  it('the floor fires on the first update below it, not before and not after', () => {
    fc.assert(
      fc.property(
        rateArbitrary.chain((floor) =>
          fc.tuple(
            fc.constant(floor),
            fc.array(rateBetween(new Decimal(floor), new Decimal(floor).times(3)), { maxLength: 30 }),
            rateBetween(new Decimal(0), new Decimal(floor)),
          ),
        ),
        ([floor, above, below]) => {
          const state = updates([...above, below]).reduce(rateAlertsReducer, withFloor(floor));
          expect(state.alerts).toHaveLength(1);
          expect(state.alerts[0]!.at).toBe(START + above.length * HOUR_MS);
          expect(state.alerts[0]!.rate).toBe(below);
        },
      ),
      SETTINGS,
    );
  });

  it('1,000 updates oscillating inside the band after a crossing give no second alert', () => {
    fc.assert(
      fc.property(
        rateArbitrary.chain((floor) => {
          const rearm = new Decimal(rearmLevel(floor));
          return fc.tuple(
            fc.constant(floor),
            fc.array(rateBetween(new Decimal(floor).times('0.9'), rearm), { minLength: 1_000, maxLength: 1_000 }),
          );
        }),
        ([floor, inside]) => {
          const crossed = updates([rateFromFraction(new Decimal(floor).times('0.99').toFixed()) as Rate]).reduce(
            rateAlertsReducer,
            withFloor(floor),
          );
          const state = updates(inside, 1).reduce(rateAlertsReducer, crossed);
          expect(state.alerts).toHaveLength(1);
          expect(state.alerts[0]!.at).toBe(START);
        },
      ),
      { ...SETTINGS, numRuns: 10 },
    );
  });

  it('over any walk, one alert per crossing: below the floor after having been armed (above the band)', () => {
    fc.assert(
      fc.property(
        rateArbitrary.chain((floor) =>
          fc.tuple(
            fc.constant(floor),
            fc.array(rateBetween(new Decimal(floor).times('0.5'), new Decimal(floor).times(2)), { maxLength: 200 }),
          ),
        ),
        ([floor, walk]) => {
          const state = updates(walk).reduce(rateAlertsReducer, withFloor(floor));
          let armed = true;
          let crossings = 0;
          for (const rate of walk) {
            const value = new Decimal(rate);
            if (armed && value.lessThan(floor)) {
              crossings += 1;
              armed = false;
            } else if (!armed && value.greaterThanOrEqualTo(rearmLevel(floor))) armed = true;
          }
          expect(state.alerts).toHaveLength(Math.min(crossings, 50));
        },
      ),
      SETTINGS,
    );
  });

  it('the drop threshold is the reference times one less the drop, exactly', () => {
    fc.assert(
      fc.property(rateArbitrary, fc.integer({ min: 0, max: 100 }), (reference, percentDrop) => {
        const drop = rateFromFraction(new Decimal(percentDrop).dividedBy(100).toFixed()) as Rate;
        const threshold = new Decimal(dropThreshold(reference, drop));
        expect(threshold.equals(new Decimal(reference).minus(new Decimal(reference).times(drop)))).toBe(true);
      }),
      SETTINGS,
    );
  });
});
