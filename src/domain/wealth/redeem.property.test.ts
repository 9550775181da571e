import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Decimal, toDecimal } from '../decimal';
import { scaledDecimalText } from '../shared/arbitraries.testing';
import { WEALTH_AMOUNT_DECIMALS, WEALTH_UNIT_DECIMALS } from './constants';
import { estimatedRedeemValue, isWealthRedeemEnabled, validateWealthRedeemUnits, wealthRedeemRequest } from './redeem';

/** Units with up to 6 decimals (what the field allows) and up to 10 (past it). */
const units6 = scaledDecimalText(WEALTH_UNIT_DECIMALS, 10n ** 14n);
const units10 = scaledDecimalText(10, 10n ** 16n);
/** Net value per unit, up to 8 decimals. */
const netValueRatio = scaledDecimalText(8, 10n ** 10n);

describe('validateWealthRedeemUnits properties', () => {
  it('VW-REDEEM-02 any units above the redeemable units fail with less redeemable units', () => {
    fc.assert(
      fc.property(units6, units6, (redeemableUnits, excess) => {
        const units = toDecimal(redeemableUnits).plus(excess).plus('0.000001').toFixed();
        expect(validateWealthRedeemUnits({ units, redeemableUnits })).toEqual({
          ok: false,
          error: { key: 'wealth.redeem.lessRedeemableUnits', params: { units: redeemableUnits } },
        });
      }),
    );
  });

  it('VW-REDEEM-04 units fail on precision exactly when they have more than 6 decimals, before the redeemable check', () => {
    fc.assert(
      fc.property(units10, units10, (units, redeemableUnits) => {
        fc.pre(toDecimal(units).gt(0));
        const result = validateWealthRedeemUnits({ units, redeemableUnits });
        const tooPrecise = toDecimal(units).decimalPlaces() > WEALTH_UNIT_DECIMALS;
        expect(!result.ok && result.error.key === 'wealth.redeem.precision').toBe(tooPrecise);
      }),
    );
  });

  it('VW-REDEEM-02 VW-REDEEM-04 positive units with at most 6 decimals within the redeemable units always pass, unchanged', () => {
    fc.assert(
      fc.property(units6, units6, (units, headroom) => {
        fc.pre(toDecimal(units).gt(0));
        const redeemableUnits = toDecimal(units).plus(headroom).toFixed();
        expect(validateWealthRedeemUnits({ units: ` ${units} `, redeemableUnits })).toEqual({
          ok: true,
          value: { hasUnits: true, units },
        });
      }),
    );
  });

  it('VW-REDEEM-03 zero, negative, empty or malformed units never enable Redeem and show no message', () => {
    const notPositive = fc.oneof(
      fc.constantFrom('', ' ', '.', '-', 'all', '1e3'),
      units6.map((text) => `-${text}`),
      fc.integer({ min: 0, max: 10 }).map((zeros) => `0.${'0'.repeat(zeros)}`),
    );
    fc.assert(
      fc.property(notPositive, units6, (units, redeemableUnits) => {
        const result = validateWealthRedeemUnits({ units, redeemableUnits });
        expect(result).toEqual({ ok: true, value: { hasUnits: false, units: '' } });
        expect(isWealthRedeemEnabled(result)).toBe(false);
      }),
    );
  });

  it('VW-REDEEM-02 VW-REDEEM-03 VW-REDEEM-04 Redeem is enabled only for non-zero units with at most 6 decimals within the redeemable units', () => {
    fc.assert(
      fc.property(units10, units10, (units, redeemableUnits) => {
        const result = validateWealthRedeemUnits({ units, redeemableUnits });
        const typed = new Decimal(units);
        const expected =
          typed.gt(0) && typed.decimalPlaces() <= WEALTH_UNIT_DECIMALS && typed.lte(toDecimal(redeemableUnits));
        expect(isWealthRedeemEnabled(result)).toBe(expected);
      }),
    );
  });
});

describe('wealthRedeemRequest properties', () => {
  it('VW-API-02 VW-REDEEM-04 the sent units are rounded down to 6 decimals and validated units go out unchanged', () => {
    fc.assert(
      fc.property(units10, fc.integer({ min: 1, max: 10 ** 6 }), (units, pid) => {
        const request = wealthRedeemRequest(pid, units);
        const sent = new Decimal(request.unit);
        expect(request.pid).toBe(pid);
        expect(sent.lte(units)).toBe(true);
        expect(new Decimal(units).minus(sent).lt('0.000001')).toBe(true);
        expect(sent.decimalPlaces()).toBeLessThanOrEqual(WEALTH_UNIT_DECIMALS);
        const validated = validateWealthRedeemUnits({ units, redeemableUnits: units });
        if (validated.ok && validated.value.hasUnits)
          expect(wealthRedeemRequest(pid, validated.value.units).unit).toBe(validated.value.units);
      }),
    );
  });
});

describe('estimatedRedeemValue properties', () => {
  it('VW-DATA-01 the estimate is units × net_value_ratio rounded down to 8 decimals, exactly (no float drift)', () => {
    fc.assert(
      fc.property(units6, netValueRatio, (units, ratio) => {
        const expected = new Decimal(units).times(ratio).toDecimalPlaces(WEALTH_AMOUNT_DECIMALS, Decimal.ROUND_DOWN);
        const value = estimatedRedeemValue(units, { netValueRatio: ratio });
        expect(value).toBe(expected.toFixed());
        expect(new Decimal(units).times(ratio).minus(value).lt('0.00000001')).toBe(true);
      }),
    );
  });

  it('VW-DATA-01 the estimate never decreases when more units are redeemed or the net value rises', () => {
    fc.assert(
      fc.property(units6, units6, netValueRatio, netValueRatio, (a, b, ratioA, ratioB) => {
        const [fewer, more] = new Decimal(a).lte(b) ? [a, b] : [b, a];
        const [lower, higher] = new Decimal(ratioA).lte(ratioB) ? [ratioA, ratioB] : [ratioB, ratioA];
        const base = new Decimal(estimatedRedeemValue(fewer, { netValueRatio: lower }));
        expect(base.lte(estimatedRedeemValue(more, { netValueRatio: lower }))).toBe(true);
        expect(base.lte(estimatedRedeemValue(fewer, { netValueRatio: higher }))).toBe(true);
      }),
    );
  });

  it('VW-DATA-01 the estimate is never negative, whatever the sign of the inputs', () => {
    fc.assert(
      fc.property(units6, netValueRatio, fc.boolean(), fc.boolean(), (units, ratio, negativeUnits, negativeRatio) => {
        const value = estimatedRedeemValue(negativeUnits ? `-${units}` : units, {
          netValueRatio: negativeRatio ? `-${ratio}` : ratio,
        });
        expect(new Decimal(value).gte(0)).toBe(true);
        expect(value).not.toMatch(/^-/);
      }),
    );
  });
});
