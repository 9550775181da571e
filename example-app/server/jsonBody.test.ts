// @vitest-environment node
/** The strict JSON reading of a body: numbers a double holds exactly as written, no key twice. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isExactJsonNumber, parseJsonFields } from './jsonBody';

describe('isExactJsonNumber', () => {
  it('any finite double written as JSON writes it (the shortest round-trip text is exact)', () => {
    fc.assert(
      fc.property(fc.double({ noNaN: true, noDefaultInfinity: true }), (value) => {
        expect(isExactJsonNumber(JSON.stringify(value))).toBe(true);
      }),
    );
  });

  it('a large integer is exact only when the text the server reads back from the double is that integer', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 2n ** 53n - 10n, max: 2n ** 60n }), (value) => {
        expect(isExactJsonNumber(value.toString())).toBe(String(Number(value)) === value.toString());
      }),
    );
  });

  it.each([
    ['12.50', true],
    ['1e3', true],
    ['-0', true],
    ['0.1', true],
    ['100.00000000000000001', false],
    ['9007199254740993', false],
    ['1e400', false],
    ['1e-400', false],
  ])('%s is exact: %s', (literal, exact) => {
    expect(isExactJsonNumber(literal)).toBe(exact);
  });
});

describe('parseJsonFields', () => {
  it('refuses a key given twice at any depth, keys in separate objects are fine', () => {
    expect(() => parseJsonFields('{"rules":[{"call":"a"},{"call":"b"}]}')).not.toThrow();
    expect(() => parseJsonFields('{"rules":[{"call":"a","call":"b"}]}')).toThrow('call is given more than once');
    expect(() => parseJsonFields('{"a\\u0062":1,"ab":2}')).toThrow('ab is given more than once');
  });

  it('does not mistake a number or a quote inside a string for JSON', () => {
    expect(parseJsonFields('{"note":"1.00000000000000000001 \\" ,\\"note\\":","amount":"5"}')).toEqual({
      note: '1.00000000000000000001 " ,"note":',
      amount: '5',
    });
  });
});
