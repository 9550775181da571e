import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isDecimalText } from '../../domain/decimal';
import {
  decimalText,
  flag,
  fraction,
  integer,
  listOf,
  msFromSeconds,
  optionalMsFromSeconds,
  pageOf,
  percent,
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
    ['1e5', '0'],
    ['abc', '0'],
    [null, '0'],
    [Number.NaN, '0'],
  ] as const)('SH-CONST-08 amount %j reads as decimal text %s', (value, expected) => {
    expect(decimalText(value)).toBe(expected);
  });

  it('SH-CONST-08 any finite JSON number reads as plain decimal text, never exponent notation', () => {
    fc.assert(
      fc.property(fc.double({ noNaN: true, noDefaultInfinity: true, min: -1e15, max: 1e15 }), (value) => {
        expect(isDecimalText(decimalText(value))).toBe(true);
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
