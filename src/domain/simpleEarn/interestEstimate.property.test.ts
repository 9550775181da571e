import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Decimal } from '../decimal';
import { scaledDecimalText } from '../shared/arbitraries.testing';
import {
  fixedInterestEstimate,
  flexibleInterestEstimate,
  ladderDailyRates,
  maximumLadderApr,
} from './interestEstimate';
import { rateArbitrary } from './rates.testing';
import type { LadderTier } from './models';

/** Typed amounts, with more decimals than the 6 that count (DEC-03). */
const typedAmount = scaledDecimalText(10, 10n ** 20n);
const days = fc.integer({ min: 0, max: 3650 });
const tier: fc.Arbitrary<LadderTier> = fc.record({
  left: scaledDecimalText(2, 10n ** 8n),
  right: scaledDecimalText(2, 10n ** 8n),
  apr: rateArbitrary(),
});

/** The spec's formula computed afresh with Decimal: floor6(amount) × rate × days / 365, floored to 8 decimals. */
function expectedEstimate(amount: string, yearRate: string, termDays: number): string {
  const principal = new Decimal(amount).toDecimalPlaces(6, Decimal.ROUND_DOWN);
  return principal.times(yearRate).times(termDays).dividedBy(365).toDecimalPlaces(8, Decimal.ROUND_DOWN).toFixed();
}

describe('interest estimate properties', () => {
  it('SE-CALC-03 SE-CALC-04 DEC-03 a fixed estimate equals the formula recomputed with Decimal, to the last of its 8 decimals', () => {
    fc.assert(
      fc.property(typedAmount, rateArbitrary(), days, (amount, yearRate, termDays) => {
        expect(fixedInterestEstimate(amount, yearRate, termDays)).toBe(expectedEstimate(amount, yearRate, termDays));
      }),
    );
  });

  it('SE-CALC-02 SE-CALC-04 a flexible estimate is one day of the fixed formula, exactly', () => {
    fc.assert(
      fc.property(typedAmount, rateArbitrary(), (amount, yearRate) => {
        expect(flexibleInterestEstimate(amount, yearRate)).toBe(expectedEstimate(amount, yearRate, 1));
      }),
    );
  });

  it('SE-CALC-02 SE-CALC-03 DEC-03 digits past the 6th decimal never change an estimate', () => {
    fc.assert(
      fc.property(
        scaledDecimalText(6, 10n ** 16n),
        fc.stringMatching(/^[0-9]{1,4}$/),
        rateArbitrary(),
        days,
        (amount, extra, yearRate, termDays) => {
          const longer = `${amount}${amount.includes('.') ? '' : '.'}${'0'.repeat(Math.max(0, 6 - (amount.split('.')[1]?.length ?? 0)))}${extra}`;
          expect(fixedInterestEstimate(longer, yearRate, termDays)).toBe(
            fixedInterestEstimate(amount, yearRate, termDays),
          );
        },
      ),
    );
  });

  it('SE-CALC-02 SE-CALC-03 an estimate is never negative, never above the principal × rate × days / 365, and a higher rate never earns less', () => {
    fc.assert(
      fc.property(
        typedAmount,
        rateArbitrary(),
        rateArbitrary(),
        days,
        fc.boolean(),
        (amount, rateA, rateB, termDays, negative) => {
          const [low, high] = new Decimal(rateA).lte(rateB) ? [rateA, rateB] : [rateB, rateA];
          const signed = negative ? `-${amount}` : amount;
          const estimate = new Decimal(fixedInterestEstimate(signed, low, termDays));
          expect(estimate.gte(0)).toBe(true);
          if (!negative) expect(estimate.lte(new Decimal(amount).times(low).times(termDays).dividedBy(365))).toBe(true);
          else expect(estimate.isZero()).toBe(true);
          expect(estimate.lte(fixedInterestEstimate(signed, high, termDays))).toBe(true);
        },
      ),
    );
  });
});

describe('ladder properties', () => {
  it('SE-CALC-01 SE-DATA-07 every tier keeps left, right and apr and gains exactly apr / 365', () => {
    fc.assert(
      fc.property(fc.array(tier, { maxLength: 6 }), (tiers) => {
        const withDaily = ladderDailyRates(tiers);
        expect(withDaily.map(({ left, right, apr }) => ({ left, right, apr }))).toEqual(tiers);
        withDaily.forEach((row) =>
          expect(new Decimal(row.dailyRate).eq(new Decimal(row.apr).dividedBy(365))).toBe(true),
        );
      }),
    );
  });

  it('HD-CALC-04 SE-DATA-07 the maximum ladder APR is one of the tiers (or 0 when none) and no tier is higher, whatever their order', () => {
    fc.assert(
      fc.property(fc.array(tier, { maxLength: 6 }), (tiers) => {
        const highest = maximumLadderApr(tiers);
        if (tiers.length === 0) expect(highest).toBe('0');
        else expect(tiers.some((row) => new Decimal(row.apr).eq(highest))).toBe(true);
        tiers.forEach((row) => expect(new Decimal(row.apr).lte(highest)).toBe(true));
        expect(new Decimal(maximumLadderApr([...tiers].reverse())).eq(highest)).toBe(true);
      }),
    );
  });
});
