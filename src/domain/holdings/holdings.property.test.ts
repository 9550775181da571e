import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Decimal } from '../decimal';
import { scaledDecimalText } from '../shared/arbitraries.testing';
import { rateArbitrary } from '../simpleEarn/rates.testing';
import type { FlexibleHolding } from '../simpleEarn/models';
import { estimatedInterestText, holdingAmountText } from './amounts';
import { flexiblePositionDetail, isSystemDefaultMinimumApr, nextHourlyRefresh } from './flexiblePositionDetail';

const HOUR = 3_600_000;
const amount = scaledDecimalText(12, 10n ** 20n);
const signed = fc.tuple(amount, fc.boolean()).map(([text, negative]) => (negative ? `-${text}` : text));

describe('holding detail properties', () => {
  it('HD-FIXED-06 HD-CALC-02 estimated interest reads a plus sign and exactly 8 decimals, rounded down, for anything not below zero', () => {
    fc.assert(
      fc.property(signed, (value) => {
        const text = estimatedInterestText(value);
        const shown = holdingAmountText(value);
        expect(text).toMatch(/^[+-]\d+\.\d{8}$/);
        expect(text.slice(1)).toBe(shown.replace(/^-/, ''));
        // A plus sign exactly when what is shown is not negative (a tiny negative that rounds to 0 reads +0.00000000).
        expect(text.startsWith('+')).toBe(!new Decimal(shown).isNeg() || new Decimal(shown).isZero());
        expect(new Decimal(text.replace(/^\+/, '')).eq(new Decimal(value).toDecimalPlaces(8, Decimal.ROUND_DOWN))).toBe(
          true,
        );
      }),
    );
  });

  it('HD-FLEX-03 the next refresh is the next full hour: after now, at most an hour away, on the hour', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 4_102_444_800_000 }), (now) => {
        const next = nextHourlyRefresh(now);
        expect(next).toBeGreaterThan(now);
        expect(next - now).toBeLessThanOrEqual(HOUR);
        expect(next % HOUR).toBe(0);
        // Every moment of the same hour refreshes at the same time.
        expect(nextHourlyRefresh(next - 1)).toBe(next);
      }),
    );
  });

  const holding: fc.Arbitrary<FlexibleHolding> = fc.record({
    asset: fc.constant('USDT'),
    currAmount: scaledDecimalText(8, 10n ** 14n),
    frozenAmount: fc.oneof(fc.constant('0'), scaledDecimalText(8, 10n ** 12n)),
    marginFrozenAmount: fc.oneof(fc.constant('0'), scaledDecimalText(8, 10n ** 12n)),
    lendAmount: scaledDecimalText(10, 10n ** 14n),
    interest: scaledDecimalText(10, 10n ** 12n),
    nextTimeRateYear: rateArbitrary(),
    minLendRateYear: rateArbitrary(),
    ladderApr: fc.array(fc.record({ left: fc.constant('0'), right: fc.constant('-1'), apr: rateArbitrary() }), {
      maxLength: 4,
    }),
    frozenStatus: fc.constantFrom(0, 1),
    autoInvestStatus: fc.constantFrom(0, 1),
  });

  it('HD-FLEX-04 HD-FLEX-06 HD-FLEX-07 HD-CALC-02 HD-CALC-03 the flexible detail rows agree with their own rules', () => {
    fc.assert(
      fc.property(holding, rateArbitrary(), fc.integer({ min: 0, max: 4_102_444_800_000 }), (position, limit, now) => {
        const detail = flexiblePositionDetail(position, limit, now);
        expect(detail.principal).toMatch(/^\d+\.\d{8}$/);
        expect(detail.lentAmount).toMatch(/^\d+\.\d{6}$/);
        expect(new Decimal(detail.lentAmount).lte(position.lendAmount)).toBe(true);
        expect(new Decimal(detail.estimatedApr).gte(detail.nextRate)).toBe(true);
        expect(detail.isSystemDefault).toBe(new Decimal(position.minLendRateYear).eq(limit));
        expect(detail.isSystemDefault).toBe(isSystemDefaultMinimumApr(position.minLendRateYear, limit));
        expect(detail.redeeming === null).toBe(new Decimal(position.frozenAmount).lte(0));
        expect(detail.nextRefreshAt).toBe(nextHourlyRefresh(now));
        expect(new Decimal(detail.redeemable).gte(0) && new Decimal(detail.redeemable).lte(position.currAmount)).toBe(
          true,
        );
      }),
    );
  });
});
