/**
 * Reading a request: the query, the body (JSON or form, by its Content-Type), fields, ids and amounts. Every
 * problem is a `badRequest` with a label naming it, checked before anything touches the database.
 */
import type { Context } from 'hono';
import { AMOUNT_INPUT_CAP } from '../../src/domain/shared/constants';
import { compareDecimalText, canonicalDecimalText } from '../../src/domain/decimalText';
import { badRequest } from './failures';
import { parseJsonFields } from './jsonBody';

/** A request's fields: a JSON object or the form's fields. */
export type Fields = Readonly<Record<string, unknown>>;

/** The media types a body may have; anything else is refused, never guessed. */
type BodyMediaType = 'application/json' | 'application/x-www-form-urlencoded' | 'multipart/form-data';
const BODY_MEDIA_TYPES: readonly string[] = [
  'application/json',
  'application/x-www-form-urlencoded',
  'multipart/form-data',
] satisfies BodyMediaType[];

/** Fields that are secrets: accepted in a body only, since a URL ends up in logs and history. */
const BODY_ONLY_FIELDS = ['fundpass'];

/**
 * A Content-Type header read as RFC 9110 says: the media type before any `;`, case-insensitive, and
 * its charset. '' when there is no header.
 */
export function mediaTypeOf(header: string | undefined): { type: string; charset: string | undefined } {
  const [type = '', ...parameters] = (header ?? '').split(';');
  const charset = parameters
    .map((parameter) => parameter.trim().split('='))
    .find(([name]) => name?.trim().toLowerCase() === 'charset')?.[1];
  return {
    type: type.trim().toLowerCase(),
    charset: charset
      ?.trim()
      .replace(/^"(.*)"$/, '$1')
      .toLowerCase(),
  };
}

/** Name/value pairs as fields; a name given twice is refused, never resolved first- or last-wins. */
function uniqueFields(pairs: Iterable<[string, unknown]>): Fields {
  const fields: Record<string, unknown> = Object.create(null);
  for (const [name, value] of pairs) {
    if (name === '') continue;
    if (Object.hasOwn(fields, name)) throw badRequest('DUPLICATE_FIELD', `${name} is given more than once`);
    fields[name] = value;
  }
  return fields;
}

/** The query string's fields: a name given twice and secrets (`fundpass`) are refused. */
export function queryFields(c: Context): Fields {
  const fields = uniqueFields(new URL(c.req.url).searchParams);
  for (const name of BODY_ONLY_FIELDS)
    if (Object.hasOwn(fields, name)) throw badRequest('INVALID_FIELD', `${name} is accepted in the request body only`);
  return fields;
}

/**
 * Reads the body of a POST or PUT by its Content-Type: JSON (`jsonBody.ts`: no key twice, exact
 * numbers), a urlencoded or multipart form (no field twice, no files). No Content-Type reads as a form,
 * the exchange's default encoding (SH-API-02).
 */
export async function readBody(c: Context): Promise<Fields> {
  const { type, charset } = mediaTypeOf(c.req.header('content-type'));
  if (type !== '' && !BODY_MEDIA_TYPES.includes(type))
    throw badRequest('UNSUPPORTED_BODY', `Unsupported Content-Type: ${type.slice(0, 80)}`);
  if (charset !== undefined && charset !== 'utf-8' && charset !== 'utf8')
    throw badRequest('UNSUPPORTED_BODY', `Unsupported charset: ${charset.slice(0, 40)}; send UTF-8`);
  if (type === 'multipart/form-data') {
    let form: FormData;
    try {
      form = await c.req.formData();
    } catch {
      throw badRequest('MALFORMED_BODY', 'The request body is not a valid multipart form');
    }
    const pairs = [...form.entries()];
    if (pairs.some(([, value]) => typeof value !== 'string'))
      throw badRequest('UNSUPPORTED_BODY', 'Files are not accepted');
    return uniqueFields(pairs);
  }
  const text = await c.req.text();
  if (type === 'application/json') return parseJsonFields(text);
  return uniqueFields(new URLSearchParams(text));
}

/** A required text field. */
export function textField(fields: Fields, name: string): string {
  const value = fields[name];
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  if (typeof value !== 'string' || value.trim() === '') throw badRequest('MISSING_FIELD', `${name} is required`);
  return value.trim();
}

/** An optional text field. */
export function optionalText(fields: Fields, name: string): string | undefined {
  const value = fields[name];
  if (value === undefined || value === null || value === '') return undefined;
  return textField(fields, name);
}

/** A required non-negative integer field (ids, flags). */
export function integerField(fields: Fields, name: string): number {
  const text = textField(fields, name);
  if (!/^\d{1,9}$/.test(text)) throw badRequest('INVALID_FIELD', `${name} must be a whole number`);
  return Number(text);
}

/** A unix time in seconds. */
export function secondsField(fields: Fields, name: string): number {
  const text = textField(fields, name);
  if (!/^\d{1,12}$/.test(text)) throw badRequest('INVALID_FIELD', `${name} must be unix seconds`);
  return Number(text);
}

/** An optional integer field; `fallback` when absent. */
export function optionalInteger(fields: Fields, name: string, fallback: number): number {
  if (fields[name] === undefined || fields[name] === null || fields[name] === '') return fallback;
  const text = textField(fields, name);
  if (!/^-?\d{1,12}$/.test(text)) throw badRequest('INVALID_FIELD', `${name} must be a whole number`);
  return Number(text);
}

/** A 0/1 flag field. */
export function flagField(fields: Fields, name: string): 0 | 1 {
  const value = integerField(fields, name);
  if (value !== 0 && value !== 1) throw badRequest('INVALID_FIELD', `${name} must be 0 or 1`);
  return value;
}

/** A coin ticker: upper-case letters and digits. */
export function assetField(fields: Fields, name = 'asset'): string {
  const text = textField(fields, name).toUpperCase();
  if (!/^[A-Z0-9]{1,16}$/.test(text)) throw badRequest('INVALID_ASSET', `${name} is not a coin ticker`);
  return text;
}

/**
 * An amount: positive decimal text (a JSON number is read as its text), at most `maxDecimals`
 * decimals, at most the input cap (SH-CONST-06). Returned in canonical form ('1.50' → '1.5').
 */
export function amountField(fields: Fields, name: string, maxDecimals: number): string {
  const raw = fields[name];
  if (raw === undefined || raw === null || raw === '') throw badRequest('MISSING_FIELD', `${name} is required`);
  const text = typeof raw === 'number' ? String(raw) : typeof raw === 'string' ? raw.trim() : '';
  if (text.startsWith('-')) throw badRequest('INVALID_AMOUNT', `${name} must be greater than 0`);
  if (!/^\d+(\.\d+)?$/.test(text)) throw badRequest('INVALID_AMOUNT', `${name} must be a decimal number such as 12.5`);
  const decimals = text.includes('.') ? text.length - text.indexOf('.') - 1 : 0;
  if (decimals > maxDecimals) throw badRequest('AMOUNT_TOO_PRECISE', `${name} allows at most ${maxDecimals} decimals`);
  const canonical = canonicalDecimalText(text);
  if (compareDecimalText(canonical, '0') <= 0) throw badRequest('INVALID_AMOUNT', `${name} must be greater than 0`);
  if (compareDecimalText(canonical, AMOUNT_INPUT_CAP) > 0)
    throw badRequest('AMOUNT_TOO_LARGE', `${name} must be at most ${AMOUNT_INPUT_CAP}`);
  return canonical;
}

/** A rate field (a fraction, DEC-05): non-negative decimal text. */
export function rateField(fields: Fields, name: string): string {
  const raw = fields[name];
  const text = typeof raw === 'number' ? String(raw) : typeof raw === 'string' ? raw.trim() : '';
  if (text === '') throw badRequest('MISSING_FIELD', `${name} is required`);
  if (!/^\d+(\.\d+)?$/.test(text))
    throw badRequest('INVALID_RATE', `${name} must be a non-negative decimal fraction such as 0.05`);
  return canonicalDecimalText(text);
}

/** Page params of a table list (SH-API-04): page from 1, limit 1..100 (10 by default). */
export function pageParams(fields: Fields, defaultLimit = 10): { page: number; limit: number; offset: number } {
  const page = Math.max(1, optionalInteger(fields, 'page', 1));
  const limit = Math.min(100, Math.max(1, optionalInteger(fields, 'limit', defaultLimit)));
  return { page, limit, offset: (page - 1) * limit };
}
