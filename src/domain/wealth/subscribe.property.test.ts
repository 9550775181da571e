import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Decimal, toDecimal } from '../decimal';
import { scaledDecimalText } from '../shared/arbitraries.testing';
import { WEALTH_AMOUNT_DECIMALS, WEALTH_PROJECT_TYPE } from './constants';
import { isWealthSubscribeEnabled, validateWealthSubscribeAmount, wealthPurchaseRequest } from './subscribe';

/** Amounts with up to 8 decimals (what the field allows) and up to 12 (past it). */
const amount8 = scaledDecimalText(WEALTH_AMOUNT_DECIMALS, 10n ** 16n);
const amount12 = scaledDecimalText(12, 10n ** 18n);
const projectType = fc.constantFrom(WEALTH_PROJECT_TYPE.privateWealth, WEALTH_PROJECT_TYPE.assetManagement);

const validate = (amount: string, available: string, minAmount: string) =>
  validateWealthSubscribeAmount({ amount, available, product: { coin: 'USDT', minAmount } });

describe('validateWealthSubscribeAmount properties', () => {
  it('VW-SUB-04 any amount above the available balance fails with inadequate balance, whatever the minimum', () => {
    fc.assert(
      fc.property(amount8, amount8, amount8, (available, excess, minAmount) => {
        const amount = toDecimal(available).plus(excess).plus('0.00000001').toFixed();
        const result = validate(amount, available, minAmount);
        expect(result).toEqual({
          ok: false,
          error: { key: 'wealth.subscribe.inadequateBalance', params: { available, coin: 'USDT' } },
        });
      }),
    );
  });

  it('VW-SUB-05 any amount within the balance but below the minimum fails with less than minimum amount', () => {
    fc.assert(
      fc.property(amount8, amount8, amount8, (amount, headroom, shortfall) => {
        fc.pre(toDecimal(amount).gt(0));
        const available = toDecimal(amount).plus(headroom).toFixed();
        const minAmount = toDecimal(amount).plus(shortfall).plus('0.00000001').toFixed();
        expect(validate(amount, available, minAmount)).toEqual({
          ok: false,
          error: { key: 'wealth.subscribe.lessThanMinimum', params: { min: minAmount, coin: 'USDT' } },
        });
      }),
    );
  });

  it('VW-SUB-07 an amount fails on precision exactly when it has more than 8 decimals, before any balance check', () => {
    fc.assert(
      fc.property(amount12, amount12, amount12, (amount, available, minAmount) => {
        fc.pre(toDecimal(amount).gt(0));
        const result = validate(amount, available, minAmount);
        const tooPrecise = toDecimal(amount).decimalPlaces() > WEALTH_AMOUNT_DECIMALS;
        expect(!result.ok && result.error.key === 'wealth.subscribe.precision').toBe(tooPrecise);
      }),
    );
  });

  it('VW-SUB-04 VW-SUB-05 VW-SUB-07 an accepted amount is the typed value exactly, with at most 8 decimals, between the minimum and the balance', () => {
    fc.assert(
      fc.property(
        amount12,
        amount12,
        amount12,
        fc.constantFrom('', ' ', '  '),
        fc.constantFrom('', '0', '000'),
        (typed, available, minAmount, pad, zeros) => {
          const text = `${pad}${typed}${typed.includes('.') ? zeros : ''}${pad}`;
          const result = validate(text, available, minAmount);
          if (!result.ok || !result.value.hasAmount) return;
          const sent = new Decimal(result.value.amount);
          expect(sent.eq(new Decimal(typed))).toBe(true);
          expect(sent.decimalPlaces()).toBeLessThanOrEqual(WEALTH_AMOUNT_DECIMALS);
          expect(sent.gte(toDecimal(minAmount)) && sent.lte(toDecimal(available))).toBe(true);
        },
      ),
    );
  });

  it('VW-SUB-06 an empty, malformed, zero or negative amount shows no error and never enables Subscribe', () => {
    const notPositive = fc.oneof(
      fc.constantFrom('', ' ', '.', '-', 'abc', '1e5', '0x10'),
      amount8.map((text) => `-${text}`),
      fc.integer({ min: 0, max: 12 }).map((zeros) => `0.${'0'.repeat(zeros)}`),
    );
    fc.assert(
      fc.property(notPositive, amount8, amount8, fc.boolean(), (text, available, minAmount, ticked) => {
        const result = validate(text, available, minAmount);
        expect(result).toEqual({ ok: true, value: { hasAmount: false, amount: '' } });
        expect(isWealthSubscribeEnabled(result, ticked)).toBe(false);
      }),
    );
  });

  it('VW-SUB-06 Subscribe is enabled exactly when the amount is valid and positive and the disclaimer is ticked', () => {
    fc.assert(
      fc.property(amount12, amount12, amount12, fc.boolean(), (amount, available, minAmount, ticked) => {
        const result = validate(amount, available, minAmount);
        const valid = result.ok && result.value.hasAmount;
        expect(isWealthSubscribeEnabled(result, ticked)).toBe(valid && ticked);
        if (!ticked) expect(isWealthSubscribeEnabled(result, ticked)).toBe(false);
      }),
    );
  });
});

describe('wealthPurchaseRequest properties', () => {
  it('VW-API-01 VW-SUB-07 the sent amount is rounded down to 8 decimals: never above the typed amount and less than 0.00000001 below it', () => {
    fc.assert(
      fc.property(amount12, projectType, fc.integer({ min: 1, max: 10 ** 6 }), (amount, type, pid) => {
        const request = wealthPurchaseRequest({ pid, projectType: type }, amount);
        const sent = new Decimal(request.amount);
        const typed = new Decimal(amount);
        expect(sent.lte(typed)).toBe(true);
        expect(typed.minus(sent).lt('0.00000001')).toBe(true);
        expect(sent.decimalPlaces()).toBeLessThanOrEqual(WEALTH_AMOUNT_DECIMALS);
        expect(request.amount).not.toMatch(/e/i);
      }),
    );
  });

  it('DEC-23 VW-PROD-03 VW-API-01 a validated amount is sent unchanged, with the product own id and project type', () => {
    fc.assert(
      fc.property(amount8, projectType, fc.integer({ min: 1, max: 10 ** 6 }), (amount, type, pid) => {
        const result = validate(amount, amount, '0');
        fc.pre(result.ok && result.value.hasAmount);
        if (!result.ok) return;
        expect(wealthPurchaseRequest({ pid, projectType: type }, result.value.amount)).toEqual({
          pid,
          amount: result.value.amount,
          projectType: type,
        });
      }),
    );
  });
});
