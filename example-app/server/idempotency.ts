/**
 * Idempotency keys (P-35, after the IETF draft "The Idempotency-Key HTTP Header Field"): a call sent with
 * `Idempotency-Key` is run once per user and key, and a repeat gets the first answer. A client that
 * timed out on a money-moving call, or lost its connection, can therefore send it again without moving
 * the money twice. Only a success is kept: a failure moved nothing, so the same key runs again once its
 * cause is gone (a deposit after 'insufficient balance', the funding password after 10010111).
 */
import { createHash } from 'node:crypto';
import type { Context, MiddlewareHandler } from 'hono';
import { RESPONSE_CODE } from '../../src/domain/shared/constants';
import { failureResponse, type SimState } from './calls';
import { simNow } from './clock';
import { SimFailure, badRequest } from './failures';
import { readBody, type Fields } from './input';
import { currentSession, csrfMatches } from './session';

/** The request header; its name and rules are the IETF draft's. */
const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';
/** Set on an answer that repeats a stored one, as Stripe does, so a log can tell a replay from a run. */
const IDEMPOTENT_REPLAYED_HEADER = 'Idempotent-Replayed';

/**
 * How long a repeat waits for the first request with its key to finish before it is told to try later (409).
 * Shorter than the client's own timeout (REQUEST_TIMEOUT_MS, 20 s), so the client hears the 409 and keeps the
 * key for its next try rather than giving up on a timeout.
 */
const WAIT_FOR_FIRST_MS = 15_000;
const POLL_MS = 20;
/** A reservation this old belongs to a request that never finished (a crash): the key is free again. */
const ABANDONED_AFTER = '5 minutes';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Fields as one text whatever their order; `fundpass` is left out, since the password retry adds it (SH-FUNDPASS-03).
 */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (typeof value === 'object' && value !== null)
    return `{${Object.keys(value)
      .filter((name) => name !== 'fundpass')
      .sort()
      .map((name) => `${JSON.stringify(name)}:${canonical((value as Record<string, unknown>)[name])}`)
      .join(',')}}`;
  return JSON.stringify(value) ?? 'null';
}

function fingerprintOf(c: Context, body: Fields): string {
  const url = new URL(c.req.url);
  return createHash('sha256')
    .update(`${c.req.method} ${url.pathname}${url.search}\n${canonical(body)}`)
    .digest('hex');
}

/** The draft's key is a string; here 1 to 255 printable ASCII characters (a UUID fits). */
function validKey(key: string): boolean {
  return /^[\x21-\x7e]{1,255}$/.test(key);
}

const reused = () =>
  new SimFailure(
    RESPONSE_CODE.failure,
    'IDEMPOTENCY_KEY_REUSED',
    'This Idempotency-Key was used for a different request',
    422,
  );
const stillRunning = () =>
  new SimFailure(
    RESPONSE_CODE.failure,
    'IDEMPOTENCY_KEY_IN_USE',
    'A request with this Idempotency-Key is still being processed; try again shortly',
    409,
  );

/** True for an answer worth repeating: the call succeeded (DEC-06's codes), so it moved what it moves. */
async function isSuccess(response: Response): Promise<boolean> {
  if (response.status !== 200) return false;
  try {
    const { code } = (await response.clone().json()) as { code?: unknown };
    return code === RESPONSE_CODE.success || code === RESPONSE_CODE.ok;
  } catch {
    return false;
  }
}

/**
 * The middleware: before every route. A request without the header, a read, a call outside the earn
 * API (`/__sim`), and a request the route will refuse anyway (no session, no CSRF token, an unreadable
 * body) pass through untouched. Otherwise the key is reserved in one INSERT (the primary key decides
 * which of two parallel requests runs); the other waits for its answer.
 */
export function idempotency(state: SimState): MiddlewareHandler {
  return async (c, next) => {
    const key = c.req.header(IDEMPOTENCY_KEY_HEADER);
    if (key === undefined || c.req.method === 'GET' || c.req.method === 'HEAD') return next();
    if (new URL(c.req.url).pathname.startsWith('/__sim')) return next();
    if (!validKey(key))
      return failureResponse(
        c,
        badRequest('INVALID_IDEMPOTENCY_KEY', `${IDEMPOTENCY_KEY_HEADER} must be 1 to 255 printable ASCII characters`),
      );
    const session = await currentSession(c, state.db, await simNow(state.db));
    if (!session || !csrfMatches(c, session)) return next();
    let body: Fields;
    try {
      body = await readBody(c);
    } catch {
      return next();
    }
    const fingerprint = fingerprintOf(c, body);
    const userId = session.user.id;
    const deadline = Date.now() + WAIT_FOR_FIRST_MS;
    for (;;) {
      await state.db.query(
        `DELETE FROM idempotency_keys WHERE user_id = $1 AND key = $2 AND status IS NULL AND reserved_at < now() - interval '${ABANDONED_AFTER}'`,
        [userId, key],
      );
      const reserved = await state.db.query(
        'INSERT INTO idempotency_keys (user_id, key, fingerprint) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING RETURNING key',
        [userId, key, fingerprint],
      );
      if (reserved.rows.length > 0) return runFirst(state, c, next, userId, key);
      const { rows } = await state.db.query<{ fingerprint: string; status: number | null; body: string | null }>(
        'SELECT fingerprint, status, body FROM idempotency_keys WHERE user_id = $1 AND key = $2',
        [userId, key],
      );
      const stored = rows[0];
      if (!stored) continue; // the first request failed and gave its key back: run this one
      if (stored.fingerprint !== fingerprint) return failureResponse(c, reused());
      if (stored.status !== null)
        return new Response(stored.body, {
          status: stored.status,
          headers: { 'Content-Type': 'application/json', [IDEMPOTENT_REPLAYED_HEADER]: 'true' },
        });
      if (Date.now() > deadline) return failureResponse(c, stillRunning());
      await sleep(POLL_MS);
    }
  };
}

/** Runs the request that holds the key; keeps its answer when it succeeded, else gives the key back. */
async function runFirst(
  state: SimState,
  c: Context,
  next: () => Promise<void>,
  userId: number,
  key: string,
): Promise<void> {
  const release = () => state.db.query('DELETE FROM idempotency_keys WHERE user_id = $1 AND key = $2', [userId, key]);
  try {
    await next();
  } catch (error) {
    await release();
    throw error;
  }
  if (await isSuccess(c.res)) {
    await state.db.query('UPDATE idempotency_keys SET status = $3, body = $4 WHERE user_id = $1 AND key = $2', [
      userId,
      key,
      c.res.status,
      await c.res.clone().text(),
    ]);
  } else {
    await release();
  }
}
