import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { toDecimal } from '../decimal';
import { amountText } from './arbitraries.testing';
import { availableAfterLoans } from './available';

describe('availableAfterLoans', () => {
  it.each([
    ['10', '3', false, '7'],
    ['10', '12', false, '0'],
    ['10', null, false, '10'],
    ['10', '3', true, '10'],
    ['0.12345678', '0.00000001', false, '0.12345677'],
    ['-5', '1', false, '0'],
  ])(
    'LP-QUOTA-03 LP-QUOTA-04 DEC-25 available %s with loan %j (supported %s) is %s',
    (available, loanAmount, supportsProduct, expected) => {
      expect(availableAfterLoans({ available, loanAmount, supportsProduct }).toFixed()).toBe(expected);
    },
  );

  it('LP-QUOTA-04 property: available after loans is never negative and never above the balance', () => {
    fc.assert(
      fc.property(amountText(), amountText(), fc.boolean(), (available, loanAmount, supportsProduct) => {
        const result = availableAfterLoans({ available, loanAmount, supportsProduct });
        expect(result.gte(0)).toBe(true);
        expect(result.lte(toDecimal(available))).toBe(true);
        if (supportsProduct) expect(result.eq(toDecimal(available))).toBe(true);
      }),
    );
  });

  it('LP-QUOTA-03 property: without support, available plus the loan covers the balance exactly when the loan fits', () => {
    fc.assert(
      fc.property(amountText(), amountText(), (available, loanAmount) => {
        const result = availableAfterLoans({ available, loanAmount, supportsProduct: false });
        if (toDecimal(loanAmount).lte(toDecimal(available))) {
          expect(result.plus(toDecimal(loanAmount)).eq(toDecimal(available))).toBe(true);
        } else {
          expect(result.isZero()).toBe(true);
        }
      }),
    );
  });
});
