import { formatPercent, type FormatPercentOptions } from './formatRate';

const ARABIC_INDIC_DIGITS = /[\u0660-\u0669]/;
// Arabic percent text carries bidi marks around the sign; compare what a reader sees.
const withoutBidiMarks = (text: string) => text.replace(/[\u200e\u200f\u061c]/g, '');

describe('formatPercent', () => {
  it.each<[string, FormatPercentOptions, string]>([
    ['0.0525', {}, '5.25%'],
    ['0.05', {}, '5.00%'],
    ['1', {}, '100.00%'],
    ['0', {}, '0.00%'],
    ['0.123456', {}, '12.34%'],
    ['0.05259999', {}, '5.25%'],
    ['12.5', {}, '1,250.00%'],
    ['0.05', { trimZeros: true }, '5%'],
    ['0.0525', { decimals: 4 }, '5.2500%'],
    ['0.000012345', { decimals: 4 }, '0.0012%'],
    ['0.012', { signDisplay: 'exceptZero' }, '+1.20%'],
    ['-0.0123', {}, '-1.23%'],
    ['-0.00001', {}, '0.00%'],
  ])('DEC-05 the fraction %s with %o reads %s', (fraction, options, expected) => {
    expect(formatPercent(fraction, options)).toBe(expected);
  });

  it('DEC-05 keeps the exact digits of a long fraction (no binary floating point)', () => {
    // 0.0029 * 100 is 0.28999999999999998 in floating point; exact decimal arithmetic gives 0.29.
    expect(formatPercent('0.0029')).toBe('0.29%');
    expect(formatPercent('0.0057')).toBe('0.57%');
  });

  it('SH-LOCALE-01 Arabic shows Latin digits by default', () => {
    const text = formatPercent('0.0525', { locale: 'ar' });
    expect(text).not.toMatch(ARABIC_INDIC_DIGITS);
    expect(withoutBidiMarks(text)).toBe('5.25%');
  });

  it('SH-LOCALE-01 the percent sign follows the locale', () => {
    // ICU versions differ on which no-break space they use; the reader sees a space either way.
    const spaced = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');
    expect(spaced(formatPercent('0.0525', { locale: 'fr' }))).toBe('5,25 %');
    expect(spaced(formatPercent('0.0525', { locale: 'de' }))).toBe('5,25 %');
  });

  it.each([[''], ['abc'], [null], [undefined]])('DEC-05 a missing rate %o shows a placeholder', (fraction) => {
    expect(formatPercent(fraction)).toBe('--');
  });
});
