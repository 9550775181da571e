/**
 * A JSON body read strictly. `JSON.parse` alone lets two things through that a money server must not
 * take: a key given twice (the last one silently wins) and a number a double cannot hold as written
 * (`100.00000000000000001` becomes 100, `9007199254740993` becomes ...992). Node 20 has no access to a
 * number's source text in `JSON.parse`, so the text is scanned once more, after it is known to be valid.
 */
import { badRequest } from './failures';

/** A number literal at the scanner's position (the text is valid JSON, so no stricter grammar is needed). */
const NUMBER = /-?\d+(?:\.\d+)?(?:[eE][+-]?\d+)?/y;
const WHITESPACE = /[ \t\n\r]*/y;

/** A number as significant digits and a decimal exponent (value = 0.digits × 10^exponent); zero has no digits. */
function significand(text: string): { negative: boolean; digits: string; exponent: number } {
  const match = /^(-?)(\d+)(?:\.(\d+))?(?:[eE]([+-]?\d+))?$/.exec(text);
  if (!match) return { negative: false, digits: 'NaN', exponent: 0 };
  const [, sign = '', whole = '', fraction = '', exponent = '0'] = match;
  const all = whole + fraction;
  const lead = all.search(/[1-9]/);
  if (lead < 0) return { negative: false, digits: '', exponent: 0 };
  return {
    negative: sign === '-',
    digits: all.slice(lead).replace(/0+$/, ''),
    exponent: whole.length - lead + Number(exponent),
  };
}

/**
 * True when the double nearest to `literal` is exactly the number written: its shortest text
 * (`String(n)`) has the same digits and exponent. `12.50` and `1e3` pass; digits a double drops do not.
 */
export function isExactJsonNumber(literal: string): boolean {
  const value = Number(literal);
  if (!Number.isFinite(value)) return false;
  const written = significand(literal);
  const held = significand(String(value));
  return (
    written.digits === held.digits &&
    (written.digits === '' || (written.negative === held.negative && written.exponent === held.exponent))
  );
}

/** Refuses duplicate keys (in any object) and inexact numbers in `text`, which must be valid JSON. */
function checkJsonText(text: string): void {
  // One entry per open bracket: the keys seen so far in an object, null for an array.
  const open: (Set<string> | null)[] = [];
  let at = 0;
  while (at < text.length) {
    const char = text[at]!;
    if (char === '"') {
      let end = at + 1;
      while (text[end] !== '"') end += text[end] === '\\' ? 2 : 1;
      WHITESPACE.lastIndex = end + 1;
      WHITESPACE.exec(text);
      const keys = open[open.length - 1];
      if (text[WHITESPACE.lastIndex] === ':' && keys) {
        const key = JSON.parse(text.slice(at, end + 1)) as string;
        if (keys.has(key)) throw badRequest('DUPLICATE_FIELD', `${key} is given more than once`);
        keys.add(key);
      }
      at = end + 1;
    } else if (char === '-' || (char >= '0' && char <= '9')) {
      NUMBER.lastIndex = at;
      const literal = NUMBER.exec(text)?.[0] ?? char;
      if (!isExactJsonNumber(literal))
        throw badRequest(
          'INEXACT_NUMBER',
          `The number ${literal.length > 40 ? `${literal.slice(0, 40)}…` : literal} cannot be held exactly; send it as a string`,
        );
      at += literal.length;
    } else {
      if (char === '{') open.push(new Set());
      else if (char === '[') open.push(null);
      else if (char === '}' || char === ']') open.pop();
      at += 1;
    }
  }
}

/** The fields of a JSON body: an object, no key twice, every number exact. Empty text is no fields. */
export function parseJsonFields(text: string): Readonly<Record<string, unknown>> {
  if (text.trim() === '') return {};
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw badRequest('MALFORMED_BODY', 'The request body is not valid JSON');
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    throw badRequest('MALFORMED_BODY', 'The request body must be a JSON object');
  checkJsonText(text);
  return value as Readonly<Record<string, unknown>>;
}
