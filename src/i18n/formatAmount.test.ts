import { Decimal } from '../domain/decimal';
import { MIN_DISPLAYED_AMOUNT } from '../domain/shared/constants';
import { formatAmount, type FormatAmountOptions } from './formatAmount';
import { formatDecimalTextManually, type DecimalTextFormat } from './formatNumber';

const ARABIC_INDIC_DIGITS = /[\u0660-\u0669\u06F0-\u06F9]/;

describe('formatAmount', () => {
  it.each<[string, FormatAmountOptions, string]>([
    ['1234.5', {}, '1,234.50000000'],
    ['0', {}, '0.00000000'],
    ['1.999999999', {}, '1.99999999'],
    ['1.123456789999', {}, '1.12345678'],
    ['0.00000001', {}, '0.00000001'],
    ['0.000000019', {}, '0.00000001'],
    ['999999999999', {}, '999,999,999,999.00000000'],
    ['1234.5', { trimZeros: true }, '1,234.5'],
    ['100', { trimZeros: true }, '100'],
    ['2.9999', { decimals: 2 }, '2.99'],
    ['2.9999', { decimals: 0 }, '2'],
    ['1234.5', { useGrouping: false }, '1234.50000000'],
  ])('SH-CONST-08 %s with %o reads %s (8 decimals, rounded down)', (amount, options, expected) => {
    expect(formatAmount(amount, options)).toBe(expected);
  });

  it.each([
    ['9007199254740993', '9,007,199,254,740,993.00000000'],
    ['123456789012345678901.12345678', '123,456,789,012,345,678,901.12345678'],
    ['9007199254740993.123456789', '9,007,199,254,740,993.12345678'],
    ['0.123456789123456789', '0.12345678'],
  ])('SH-CONST-08 keeps every digit of %s beyond 2^53 and 15 significant figures', (amount, expected) => {
    expect(formatAmount(amount)).toBe(expected);
  });

  it('SH-CONST-08 rounds negative amounts toward zero and never prints -0', () => {
    expect(formatAmount('-1.123456789')).toBe('-1.12345678');
    expect(formatAmount('-0.000000001')).toBe('0.00000000');
    expect(formatAmount('-0')).toBe('0.00000000');
  });

  it.each([
    ['0.000000009', '<0.00000001'],
    ['0.000000000000000001', '<0.00000001'],
    ['1e-9', '<0.00000001'],
  ])('SH-CONST-09 a positive amount %s below the minimum displayed amount reads %s', (amount, expected) => {
    expect(formatAmount(amount)).toBe(expected);
  });

  it('SH-CONST-09 the minimum displayed amount is 0.00000001 and is shown as itself', () => {
    expect(MIN_DISPLAYED_AMOUNT).toBe('0.00000001');
    expect(formatAmount(MIN_DISPLAYED_AMOUNT)).toBe('0.00000001');
  });

  it('SH-CONST-09 at fewer decimals the threshold is the smallest step shown', () => {
    expect(formatAmount('0.0000009', { decimals: 6 })).toBe('<0.000001');
    expect(formatAmount('0.4', { decimals: 0 })).toBe('<1');
  });

  it('SH-LOCALE-01 Arabic shows Latin digits by default, with the exact digits', () => {
    const text = formatAmount('1234567.123456789', { locale: 'ar' });
    expect(text).not.toMatch(ARABIC_INDIC_DIGITS);
    expect(text).toBe('1,234,567.12345678');
  });

  it('SH-LOCALE-01 Arabic-Indic digits only when asked for', () => {
    const text = formatAmount('1234.5', { locale: 'ar', numberingSystem: 'arab', decimals: 1 });
    expect(text).toMatch(ARABIC_INDIC_DIGITS);
    expect(text).toBe('١٬٢٣٤٫٥');
  });

  it.each([
    ['de', '1.234.567,50000000'],
    ['en-IN', '12,34,567.50000000'],
    ['fr', '1 234 567,50000000'],
  ])('SH-LOCALE-01 grouping and separators follow the locale %s', (locale, expected) => {
    // ICU versions differ on which no-break space French groups with; the reader sees a space either way.
    expect(formatAmount('1234567.5', { locale }).replace(/[\u00a0\u202f]/g, ' ')).toBe(expected);
  });

  it('SH-CONST-08 a plus sign on positive amounts when asked (estimated interest)', () => {
    expect(formatAmount('0.5', { signDisplay: 'exceptZero' })).toBe('+0.50000000');
    expect(formatAmount('0', { signDisplay: 'exceptZero' })).toBe('0.00000000');
  });

  it('SH-CONST-08 accepts a Decimal as well as a string', () => {
    expect(formatAmount(new Decimal('1.000000019'))).toBe('1.00000001');
  });

  it.each([[''], ['abc'], ['1,234'], ['0x10'], ['NaN'], ['Infinity'], [null], [undefined]])(
    'SH-CONST-08 malformed amount %o shows a placeholder, never a misleading 0',
    (amount) => {
      expect(formatAmount(amount)).toBe('--');
      expect(formatAmount(amount, { placeholder: '' })).toBe('');
    },
  );

  it('SH-CONST-08 an invalid locale tag falls back to English rather than throwing', () => {
    expect(formatAmount('1234.5', { locale: 'not a locale!' })).toBe('1,234.50000000');
  });
});

describe('formatDecimalTextManually (engines without exact string formatting)', () => {
  const base: DecimalTextFormat = {
    locale: 'en',
    numberingSystem: 'latn',
    minimumFractionDigits: 8,
    maximumFractionDigits: 8,
    useGrouping: true,
    signDisplay: 'auto',
    style: 'decimal',
  };

  it.each<[string, Partial<DecimalTextFormat>, string]>([
    ['9007199254740993.12345678', {}, '9,007,199,254,740,993.12345678'],
    ['-1234.5', {}, '-1,234.50000000'],
    ['0', {}, '0.00000000'],
    ['1234567.5', { locale: 'de' }, '1.234.567,50000000'],
    ['1234.5', { locale: 'ar', numberingSystem: 'arab', minimumFractionDigits: 1 }, '١٬٢٣٤٫٥'],
    ['1.5', { signDisplay: 'exceptZero', minimumFractionDigits: 0 }, '+1.5'],
  ])('SH-CONST-08 groups %s with the locale symbols (%o) keeping every digit', (text, options, expected) => {
    expect(formatDecimalTextManually(text, { ...base, ...options })).toBe(expected);
  });
});
