import { describe, expect, it } from 'vitest';
import { normalizeAmountText } from './normalizeAmountText';
import { readPastedAmount } from './readPastedAmount';

describe('readPastedAmount', () => {
  // Each row: the pasted text, the app locale's decimal separator, the text read, and whether reading it took an
  // interpretation of separators (then the field says how it read the paste).
  it.each([
    ['1234.5', '.', '1234.5', false],
    ['1234,5', '.', '1234.5', true],
    ['١٢٣٤٫٥', '.', '1234.5', false],
    ['١٬٢٣٤٫٥', '.', '1234.5', true],
    ['  1234.5\n', '.', '1234.5', false],
    ['1,000', '.', '1000', true],
    ['1,000', ',', '1.000', true],
    ['1.000', '.', '1.000', false],
    ['1.000', ',', '1000', true],
    ['0,125', '.', '0.125', true],
    ['3.000.000', '.', '3000000', true],
    ['3.000.000,25', '.', '3000000.25', true],
    ['1 234 567,89', '.', '1234567.89', true],
    ['1.2.3', '.', '1.2.3', false],
  ] as const)('%j with the locale decimal %j reads %j (interpreted: %s)', (pasted, decimal, text, interpreted) => {
    expect(readPastedAmount(pasted, decimal)).toEqual({ text, interpreted });
  });

  it('without a locale a lone "1,000" keeps the typing rule (a lone comma is a decimal point) and says so', () => {
    expect(readPastedAmount('1,000')).toEqual({ text: '1.000', interpreted: true });
  });
});

describe('normalizeAmountText, the decimal keys of input methods', () => {
  it.each([
    ['１２３。４５', '123.45'],
    ['１２３｡４５', '123.45'],
    ['१२३४.५', '1234.5'],
  ])('DEC-14 %j (a Japanese IME in kana mode, Devanagari digits) reads %j', (typed, expected) => {
    expect(normalizeAmountText(typed)).toBe(expected);
  });
});
