import { describe, expect, it } from 'vitest';
import { caretAfterSanitize, exceedsMax, hasTooManyDecimals } from './amountTextHelpers';

describe('hasTooManyDecimals', () => {
  it.each([
    ['1.123', 2, true],
    ['1.12', 2, false],
    ['1.', 0, false],
    ['1.1', 0, true],
    ['123', 0, false],
    ['0.12345678', 8, false],
    ['0.123456789', 8, true],
  ])('LP-AMT-02 %j with %i decimals → %s', (text, decimals, expected) => {
    expect(hasTooManyDecimals(text, decimals)).toBe(expected);
  });
});

describe('exceedsMax', () => {
  it.each([
    ['999999999999', '999999999999', false],
    ['999999999999.00000001', '999999999999', true],
    ['1000000000000', '999999999999', true],
    ['-1000000000000', '999999999999', true],
    ['0', '0', false],
    ['0.5', '0.49', true],
    ['0.49', '0.5', false],
    ['12', '012', false],
    ['', '1', false],
  ])('LP-AMT-06 %j over %j → %s', (text, max, expected) => {
    expect(exceedsMax(text, max)).toBe(expected);
  });
});

describe('caretAfterSanitize', () => {
  // Each row: the text right after the edit, with | at the caret, and the shown text with | at the caret.
  it.each([
    ['.|', '0.|', 'DEC-14 a typed leading dot: caret after "0."'],
    ['.|5', '0.|5', 'DEC-14 a dot typed before 5: caret between "0." and 5'],
    ['07|', '7|', 'LP-AMT-04 a digit typed after 0: caret after it'],
    ['0|5', '|5', 'LP-AMT-04 a zero typed in front of 5 is dropped: caret stays in front of 5'],
    ['07|.5', '7|.5', 'LP-AMT-04 a digit typed after 0 keeps the caret before the dot'],
    ['-|5', '|5', 'LP-AMT-05 a stripped minus leaves the caret before 5'],
    ['1,234.5|', '1234.5|', 'DEC-14 a pasted grouped amount: caret at the end of the paste'],
    ['1 234|9', '1234|9', 'DEC-14 a paste inside the value: caret right after the pasted digits'],
    ['|05', '|5', 'LP-AMT-04 deleting the 1 of 105: caret at the start'],
  ])('%s → %s (%s)', (rawWithCaret, shownWithCaret) => {
    const raw = rawWithCaret.replace('|', '');
    const shown = shownWithCaret.replace('|', '');
    expect(caretAfterSanitize(raw, rawWithCaret.indexOf('|'), shown)).toBe(shownWithCaret.indexOf('|'));
  });

  it('LP-AMT-02 a refused ninth decimal puts the caret back where it was', () => {
    // '1.12345678' with the caret after the 4; a '9' is typed there and refused.
    expect(caretAfterSanitize('1.123495678', 7, '1.12345678')).toBe(6);
  });

  it('LP-AMT-06 a refused deletion of the dot puts the caret back after the dot', () => {
    // Backspace after the dot of '123456789012.5' would make 1234567890125, over the cap.
    expect(caretAfterSanitize('1234567890125', 12, '123456789012.5')).toBe(13);
  });
});
