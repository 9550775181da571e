/**
 * The body of `PATCH /__sim/users/:name` read into column values, each checked here so a bad value is a
 * parameter error in the exchange's envelope, never a database error and never its text.
 */
import { badRequest } from '../failures';
import type { Fields } from '../input';

const USER_FLAGS = [
  'funding_locked',
  'use_funding',
  'fundpass_required',
  'fingerprint_required',
  'first_open',
  'verified',
  'is_crowd',
  'auto_earn_global',
] as const;
const ACCOUNT_MODES = ['classic', 'single_currency', 'multi_currency', 'unified'];
const SITES = ['global', 'us'];
/** VIP levels of the exchange (the users table's CHECK). */
const MAX_VIP_LEVEL = 16;

function flag(body: Fields, name: string): boolean {
  const value = body[name];
  if (value === true || value === 1 || value === '1' || value === 'true') return true;
  if (value === false || value === 0 || value === '0' || value === 'false') return false;
  throw badRequest('INVALID_FIELD', `${name} must be true or false`);
}

function oneOf(body: Fields, name: string, allowed: readonly string[]): string {
  const value = body[name];
  if (typeof value !== 'string' || !allowed.includes(value))
    throw badRequest('INVALID_FIELD', `${name} must be one of ${allowed.join(', ')}`);
  return value;
}

function vipLevel(body: Fields): number {
  const value = body.vip_level;
  const text = typeof value === 'number' ? String(value) : typeof value === 'string' ? value.trim() : '';
  if (!/^\d{1,2}$/.test(text) || Number(text) > MAX_VIP_LEVEL)
    throw badRequest('INVALID_FIELD', `vip_level must be a whole number from 0 to ${MAX_VIP_LEVEL}`);
  return Number(text);
}

function fundpass(body: Fields): string | null {
  const value = body.fundpass;
  if (value === null) return null;
  const text = typeof value === 'number' && Number.isSafeInteger(value) ? String(value) : value;
  if (typeof text !== 'string' || !/^\S{1,64}$/.test(text))
    throw badRequest('INVALID_FIELD', 'fundpass must be null or 1 to 64 characters without spaces');
  return text;
}

/** The columns to set and their values; a parameter error for any value the table would refuse. */
export function userChanges(body: Fields): [column: string, value: unknown][] {
  const changes: [string, unknown][] = [];
  for (const name of USER_FLAGS) if (body[name] !== undefined) changes.push([name, flag(body, name)]);
  if (body.vip_level !== undefined) changes.push(['vip_level', vipLevel(body)]);
  if (body.account_mode !== undefined) changes.push(['account_mode', oneOf(body, 'account_mode', ACCOUNT_MODES)]);
  if (body.site !== undefined) changes.push(['site', oneOf(body, 'site', SITES)]);
  if (body.fundpass !== undefined) changes.push(['fundpass', fundpass(body)]);
  if (changes.length === 0) throw badRequest('MISSING_FIELD', 'Nothing to change');
  return changes;
}
