import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Decimal } from '../decimal';
import { blendedLendingApr, fixedInterestEstimate } from '../simpleEarn/interestEstimate';
import type { LadderTier } from '../simpleEarn/models';
import { rateArbitrary } from '../simpleEarn/rates.testing';
import { scaledDecimalText } from './arbitraries.testing';
import { rateToPercentText } from './rate';
import { blendLadderRate, type RateLadderTier } from './rateLadder';

/** A rational number as two BigInts: the oracle below never rounds. */
interface Ratio {
  readonly n: bigint;
  readonly d: bigint;
}

function ratio(text: string): Ratio {
  const [whole, fraction = ''] = text.split('.');
  return { n: BigInt(`${whole}${fraction}`), d: 10n ** BigInt(fraction.length) };
}
const add = (a: Ratio, b: Ratio): Ratio => ({ n: a.n * b.d + b.n * a.d, d: a.d * b.d });
const times = (a: Ratio, b: Ratio): Ratio => ({ n: a.n * b.n, d: a.d * b.d });
const min = (a: Ratio, b: Ratio): Ratio => (a.n * b.d <= b.n * a.d ? a : b);
const positivePart = (a: Ratio): Ratio => (a.n > 0n ? a : { n: 0n, d: 1n });
const floorText = (a: Ratio, decimals: number): string => {
  const scaled = (a.n * 10n ** BigInt(decimals)) / a.d;
  return new Decimal(scaled.toString()).dividedBy(new Decimal(10).pow(decimals)).toFixed(decimals);
};
const equal = (a: Ratio, text: string): boolean => {
  const b = ratio(text);
  return a.n * b.d === b.n * a.d;
};

/**
 * An ascending ladder: consecutive tiers of positive width (Simple Earn reads a tier whose right is not above its left
 * as open-ended), the last tier open-ended or not.
 */
const ladder: fc.Arbitrary<RateLadderTier[]> = fc
  .tuple(
    fc.array(fc.tuple(scaledDecimalText(4, 10n ** 10n), rateArbitrary()), { minLength: 1, maxLength: 5 }),
    fc.boolean(),
  )
  .map(([steps, openTop]) => {
    let from = new Decimal(0);
    return steps.map(([width, apr], index) => {
      const to = from.plus(new Decimal(width).isZero() ? '0.0001' : width);
      const tier = { from: from.toFixed(), to: openTop && index === steps.length - 1 ? null : to.toFixed(), apr };
      from = to;
      return tier;
    });
  });
const amount = scaledDecimalText(8, 10n ** 18n);

/** The per-tier sum with rationals: each tier's APR on the part of the amount inside it. */
function oracleSum(amountText: string, tiers: readonly RateLadderTier[]): Ratio {
  const total = ratio(amountText);
  return tiers.reduce<Ratio>(
    (sum, tier) => {
      const top = tier.to === null ? total : min(total, ratio(tier.to));
      const portion = positivePart(add(top, { n: -ratio(tier.from).n, d: ratio(tier.from).d }));
      return add(sum, times(portion, ratio(tier.apr)));
    },
    { n: 0n, d: 1n },
  );
}

describe('blended ladder rate properties (seeded)', () => {
  const params = { seed: 17_047, numRuns: 300 };

  it('the per-tier sum is exact and the blended rate shown is the exact sum / amount, rounded down', () => {
    fc.assert(
      fc.property(amount, ladder, (typed, tiers) => {
        const blended = blendLadderRate(typed, tiers);
        const sum = oracleSum(typed, tiers);
        expect(equal(sum, blended.yearlyInterest)).toBe(true);
        if (ratio(typed).n === 0n) {
          expect(blended.rate).toBeNull();
          return;
        }
        const exact = { n: sum.n * ratio(typed).d, d: sum.d * ratio(typed).n };
        // The shown percent (2 decimals, rounded down) of the blended rate is the exact quotient's.
        expect(rateToPercentText(blended.rate!)).toBe(floorText({ n: exact.n * 100n, d: exact.d }, 2));
        // And 18 decimals of the fraction too: the division keeps 40 significant digits.
        expect(new Decimal(blended.rate!).toFixed(18, Decimal.ROUND_DOWN)).toBe(floorText(exact, 18));
      }),
      params,
    );
  });

  it('the shares cover the amount once: their portions add up to the amount, capped at a closed top', () => {
    fc.assert(
      fc.property(amount, ladder, (typed, tiers) => {
        const blended = blendLadderRate(typed, tiers);
        const covered = blended.shares.reduce((sum, share) => sum.plus(share.portion), new Decimal(0));
        const top = tiers.at(-1)!.to;
        const expected = top === null ? new Decimal(typed) : Decimal.min(typed, top);
        expect(covered.eq(expected)).toBe(true);
      }),
      params,
    );
  });

  it("the subscribe dialog's estimate is the same exact sum (with the base rate) over the term, rounded down to 8 decimals", () => {
    fc.assert(
      fc.property(amount, ladder, rateArbitrary(), fc.integer({ min: 1, max: 365 }), (typed, tiers, base, days) => {
        const simpleEarnLadder: LadderTier[] = tiers.map((tier) => ({
          left: tier.from,
          right: tier.to ?? '-1',
          apr: tier.apr,
        }));
        const principal = new Decimal(typed).toDecimalPlaces(6, Decimal.ROUND_DOWN).toFixed();
        const yearly = add(times(ratio(principal), ratio(base)), oracleSum(principal, tiers));
        const expected = floorText({ n: yearly.n * BigInt(days), d: yearly.d * 365n }, 8);
        expect(new Decimal(fixedInterestEstimate(typed, base, days, simpleEarnLadder)).eq(expected)).toBe(true);
        const blended = blendedLendingApr(typed, base, simpleEarnLadder);
        if (ratio(principal).n === 0n) expect(blended.rate).toBeNull();
        else
          expect(new Decimal(blended.rate!).toFixed(18, Decimal.ROUND_DOWN)).toBe(
            floorText({ n: yearly.n * ratio(principal).d, d: yearly.d * ratio(principal).n }, 18),
          );
      }),
      params,
    );
  });
});
