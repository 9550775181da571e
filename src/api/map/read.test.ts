import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isDecimalText } from '../../domain/decimal';
import { canonicalDecimalText } from '../../domain/decimalText';
import { UnreadableFieldError } from '../errors';
import {
  amountMap,
  flag,
  fraction,
  integer,
  listOf,
  msFromSeconds,
  optionalFraction,
  optionalMsFromSeconds,
  pageOf,
  percent,
  readAmount,
  readLimit,
  readOptionalAmount,
  readSignedDecimal,
} from './read';

describe('DTO scalar readers', () => {
  it('DEC-05 a staking percent 5.25 becomes the fraction 0.0525; a Simple Earn fraction 0.0525 stays', () => {
    expect(percent('5.25')).toBe('0.0525');
    expect(fraction('0.0525')).toBe('0.0525');
    expect(percent(5)).toBe('0.05');
    expect(percent(undefined)).toBe('0');
  });

  it.each([
    ['12.5', '12.5'],
    [' 7 ', '7'],
    [0.00000001, '0.00000001'],
    [1e-7, '0.0000001'],
    [123456789012, '123456789012'],
    ['1e5', '100000'],
    ['1.5E-7', '0.00000015'],
    ['-0', '0'],
    [-0, '0'],
  ] as const)('an amount %j reads as the plain decimal text %s', (value, expected) => {
    expect(readAmount(value)).toBe(expected);
  });

  it.each([
    ['abc'],
    ['1.2.3'],
    ['-5'],
    ['-0.00000001'],
    [Number.NaN],
    [Number.POSITIVE_INFINITY],
    [-1],
    [0.1 + 0.2],
    [Number.MAX_SAFE_INTEGER + 2],
    [true],
    [[1]],
    ['Infinity'],
  ] as const)('an amount %j is unreadable, never 0', (value) => {
    expect(() => readAmount(value)).toThrow(UnreadableFieldError);
    expect(() => readOptionalAmount(value)).toThrow(UnreadableFieldError);
  });

  it('a required amount that is absent is unreadable; an optional one reads as its default or as absent', () => {
    for (const absent of [undefined, null, '', '  ']) {
      expect(() => readAmount(absent)).toThrow(UnreadableFieldError);
      expect(readAmount(absent, '0')).toBe('0');
      expect(readOptionalAmount(absent)).toBeUndefined();
    }
  });

  it('a limit is an amount or -1 for unlimited; a signed decimal keeps its sign', () => {
    expect(readLimit('-1')).toBe('-1');
    expect(readLimit('-1.00')).toBe('-1');
    expect(readLimit(-1)).toBe('-1');
    expect(readLimit('250')).toBe('250');
    expect(readLimit(undefined, '-1')).toBe('-1');
    expect(() => readLimit('-2')).toThrow(UnreadableFieldError);
    expect(() => readLimit('-0.5')).toThrow(UnreadableFieldError);
    expect(readSignedDecimal('-2.5e-1')).toBe('-0.25');
    expect(readSignedDecimal(-3)).toBe('-3');
    expect(() => readSignedDecimal('- 3')).toThrow(UnreadableFieldError);
  });

  it('a garbled rate is unreadable; an absent one is zero, or absent where optional', () => {
    expect(fraction('5e-2')).toBe('0.05');
    expect(() => fraction('5%')).toThrow(UnreadableFieldError);
    expect(() => percent('abc')).toThrow(UnreadableFieldError);
    expect(fraction('')).toBe('0');
    expect(optionalFraction(null)).toBeUndefined();
  });

  it('every coin of an amount map carries a readable amount', () => {
    expect(amountMap({ USDT: '1E2', BTC: 0.5 })).toEqual({ USDT: '100', BTC: '0.5' });
    expect(() => amountMap({ USDT: 'x' })).toThrow(UnreadableFieldError);
    expect(amountMap(null)).toEqual({});
  });

  it('a JSON number written with up to 15 digits reads back as exactly the digits written, never in exponent form', () => {
    const written = fc
      .tuple(fc.boolean(), fc.stringMatching(/^[1-9][0-9]{0,7}$/), fc.stringMatching(/^[0-9]{0,7}$/))
      .map(([negative, whole, decimals]) => `${negative ? '-' : ''}${whole}${decimals ? '.' + decimals : ''}`);
    fc.assert(
      fc.property(written, (text) => {
        const read = readSignedDecimal(JSON.parse(text) as number);
        expect(isDecimalText(read)).toBe(true);
        expect(read).toBe(canonicalDecimalText(text));
      }),
    );
  });

  it.each([
    [1, true],
    ['1', true],
    [true, true],
    [0, false],
    ['0', false],
    [false, false],
    [undefined, false],
    [2, false],
  ] as const)('SH-CONST-07 flag %j reads as %s', (value, expected) => {
    expect(flag(value)).toBe(expected);
  });

  it('SE-DATA-18 ST-DATA-17 unix seconds become epoch ms; absent times fall back', () => {
    expect(msFromSeconds(1_700_000_000)).toBe(1_700_000_000_000);
    expect(msFromSeconds('1700000000.5')).toBe(1_700_000_000_500);
    expect(msFromSeconds(undefined)).toBe(0);
    expect(optionalMsFromSeconds(0)).toBeNull();
  });

  it('SH-API-06 a list answer is data itself or data.list; a table keeps its total', () => {
    expect(listOf([1, 2])).toEqual([1, 2]);
    expect(listOf({ list: [3] })).toEqual([3]);
    expect(listOf(null)).toEqual([]);
    expect(pageOf({ list: [1, 2], total: '40' }, (row) => row * 2)).toEqual({ list: [2, 4], total: 40 });
    expect(pageOf(null, (row: number) => row)).toEqual({ list: [], total: 0 });
  });

  it('SH-API-04 integers accept numbers and integer text only', () => {
    expect(integer('12')).toBe(12);
    expect(integer(3.5, -1)).toBe(-1);
    expect(integer('x', 7)).toBe(7);
  });
});
