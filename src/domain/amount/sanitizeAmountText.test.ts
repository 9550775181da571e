import { describe, expect, it } from 'vitest';
import { AMOUNT_INPUT_CAP } from '../shared/constants';
import { finalizeAmountText, sanitizeAmountText, type AmountTextRules } from './sanitizeAmountText';

const accepted = (text: string, rules?: AmountTextRules) => {
  const result = sanitizeAmountText(text, rules);
  return result.ok ? result.value : `refused:${result.error.key}`;
};

describe('sanitizeAmountText', () => {
  it.each([
    ['12', '12'],
    ['12.5', '12.5'],
    ['', ''],
    ['abc', 'refused:amountInput.error.invalidCharacter'],
    ['1e5', 'refused:amountInput.error.invalidCharacter'],
    ['+5', 'refused:amountInput.error.invalidCharacter'],
    ['1.2.3', 'refused:amountInput.error.invalidCharacter'],
    ['0x10', 'refused:amountInput.error.invalidCharacter'],
  ])('LP-AMT-01 accepts decimal numbers only: %j → %j', (input, expected) => {
    expect(accepted(input)).toBe(expected);
  });

  it.each([
    ['1.12345678', 8, '1.12345678'],
    ['1.123456789', 8, 'refused:amountInput.error.tooManyDecimals'],
    ['1.123456', 6, '1.123456'],
    ['1.1234567', 6, 'refused:amountInput.error.tooManyDecimals'],
    ['1.', 0, 'refused:amountInput.error.wholeNumbersOnly'],
    ['15', 0, '15'],
  ])('LP-AMT-02 %j with %i decimals → %j', (input, decimals, expected) => {
    expect(accepted(input, { decimals })).toBe(expected);
  });

  it('LP-AMT-02 says how many decimals are allowed when it refuses', () => {
    expect(sanitizeAmountText('0.1234567', { decimals: 6 })).toEqual({
      ok: false,
      error: { key: 'amountInput.error.tooManyDecimals', params: { decimals: 6 } },
    });
  });

  it.each([
    ['.5', '0.5'],
    ['.', '0.'],
    ['-.5', '0.5'],
  ])('LP-AMT-03 DEC-14 a leading dot becomes 0.: %j → %j', (input, expected) => {
    expect(accepted(input)).toBe(expected);
  });

  it.each([
    ['007', '7'],
    ['00', '0'],
    ['0', '0'],
    ['0.0', '0.0'],
    ['00.5', '0.5'],
    ['000.000', '0.000'],
    ['100', '100'],
    ['0100.10', '100.10'],
  ])('LP-AMT-04 DEC-14 strips leading zeros: %j → %j', (input, expected) => {
    expect(accepted(input)).toBe(expected);
  });

  it.each([
    ['-3', false, '3'],
    ['3-', false, '3'],
    ['−3', false, '3'],
    ['-3', true, '-3'],
    ['-', true, '-'],
    ['-.5', true, '-0.5'],
    ['-007', true, '-7'],
    ['3-', true, 'refused:amountInput.error.invalidCharacter'],
    ['--3', true, 'refused:amountInput.error.invalidCharacter'],
  ])('LP-AMT-05 DEC-14 %j with allowNegative=%s → %j', (input, allowNegative, expected) => {
    expect(accepted(input, { allowNegative })).toBe(expected);
  });

  it.each([
    ['999999999999', '999999999999'],
    ['999999999999.5', 'refused:amountInput.error.overMax'],
    ['9999999999999', 'refused:amountInput.error.overMax'],
    ['1000000000000', 'refused:amountInput.error.overMax'],
    ['0999999999999', '999999999999'],
  ])('LP-AMT-06 SH-CONST-06 DEC-14 the cap %j → %j (refused, not clamped)', (input, expected) => {
    expect(accepted(input)).toBe(expected);
  });

  it('SH-CONST-06 the default cap is 999999999999 and the refusal names it', () => {
    expect(AMOUNT_INPUT_CAP).toBe('999999999999');
    expect(sanitizeAmountText('9999999999999')).toEqual({
      ok: false,
      error: { key: 'amountInput.error.overMax', params: { max: '999999999999' } },
    });
  });

  it.each([
    ['100.5', '100.5', '100.5'],
    ['100.5', '100.51', 'refused:amountInput.error.overMax'],
    ['100.5', '101', 'refused:amountInput.error.overMax'],
    ['100', '99.99999999', '99.99999999'],
    ['100', '-150', 'refused:amountInput.error.overMax'],
  ])('LP-AMT-06 a field-specific cap %j: %j → %j', (cap, input, expected) => {
    expect(accepted(input, { cap, allowNegative: true })).toBe(expected);
  });

  it.each([
    ['1,5', '1.5'],
    ['1,234.5', '1234.5'],
    ['1.234,5', '1234.5'],
    ['1,234,567', '1234567'],
    ['1,23,45,678', '12345678'],
    ['1 234.5', '1234.5'],
    ['1\u00a0234,5', '1234.5'],
    ['1_000_000', '1000000'],
    ["1'234.5", '1234.5'],
    ['  12.5\n', '12.5'],
    ['١٢٣٫٤٥', '123.45'],
    ['١٬٢٣٤', '1234'],
    ['۱۲۳.۴', '123.4'],
    ['１２３．４', '123.4'],
    ['1.5,', 'refused:amountInput.error.invalidCharacter'],
    ['1,2,3', 'refused:amountInput.error.invalidCharacter'],
    ['1.234.567', 'refused:amountInput.error.invalidCharacter'],
  ])('LP-AMT-01 DEC-14 normalises separators, digits and grouping: %j → %j', (input, expected) => {
    expect(accepted(input)).toBe(expected);
  });

  it.each(['1.5', '0.', '12', '-', '', '0.0', '999999999999'])(
    'DEC-14 sanitising %j twice changes nothing',
    (input) => {
      const once = sanitizeAmountText(input, { allowNegative: true });
      expect(once.ok).toBe(true);
      if (once.ok) expect(sanitizeAmountText(once.value, { allowNegative: true })).toEqual(once);
    },
  );
});

describe('finalizeAmountText', () => {
  it.each([
    ['5.', '5'],
    ['0.', '0'],
    ['5.50', '5.50'],
    ['-', ''],
    ['-0.', '0'],
    ['-0.00', '0.00'],
    ['-5.', '-5'],
    ['', ''],
  ])('LP-AMT-07 on blur %j becomes %j', (input, expected) => {
    expect(finalizeAmountText(input)).toBe(expected);
  });
});
