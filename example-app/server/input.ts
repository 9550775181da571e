/**
 * Reading a request: the body (JSON or form, by the call's encoding), fields, ids and amounts. Every
 * problem is a `badRequest` with a label naming it, checked before anything touches the database.
 */
import type { Context } from 'hono';
import { AMOUNT_INPUT_CAP } from '../../src/domain/shared/constants';
import { compareDecimalText, canonicalDecimalText } from '../../src/domain/decimalText';
import { badRequest } from './failures';

/** A request's fields: a JSON object or the form's fields. */
export type Fields = Readonly<Record<string, unknown>>;

/** Reads the body of a POST or PUT as JSON or form fields, by its Content-Type. */
export async function readBody(c: Context): Promise<Fields> {
  const type = (c.req.header('content-type') ?? '').toLowerCase();
  const text = await c.req.text();
  if (type.includes('application/json')) {
    if (text.trim() === '') return {};
    let value: unknown;
    try {
      value = JSON.parse(text);
    } catch {
      throw badRequest('MALFORMED_BODY', 'The request body is not valid JSON');
    }
    if (typeof value !== 'object' || value === null || Array.isArray(value))
      throw badRequest('MALFORMED_BODY', 'The request body must be a JSON object');
    return value as Fields;
  }
  if (type.includes('application/x-www-form-urlencoded') || type === '') {
    return Object.fromEntries(new URLSearchParams(text));
  }
  throw badRequest('UNSUPPORTED_BODY', `Unsupported Content-Type: ${type}`);
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
