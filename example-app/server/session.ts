/**
 * Demo login sessions: an HttpOnly `sid` cookie and a readable `csrftoken` cookie whose value the
 * client echoes in `X-CSRF-Token` on every mutation (SH-API-03). Sessions expire in simulated time.
 */
import { randomBytes } from 'node:crypto';
import type { Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import { DAY_MS } from '../../src/domain/shared/constants';
import type { SqlExecutor } from './db';
import type { SimUser } from './users';

export const SESSION_COOKIE = 'sid';
const CSRF_COOKIE = 'csrftoken';
const CSRF_HEADER = 'X-CSRF-Token';
/** A session lasts 30 simulated days (advance the clock further and the demo user logs in again). */
const SESSION_TTL_MS = 30 * DAY_MS;

/** A live session with its user. */
export interface SimSession {
  readonly id: string;
  readonly csrfToken: string;
  readonly user: SimUser;
}

/** The session of a request, or null when there is none or it has expired. */
export async function currentSession(c: Context, db: SqlExecutor, now: number): Promise<SimSession | null> {
  const id = getCookie(c, SESSION_COOKIE);
  if (!id) return null;
  const { rows } = await db.query<SimUser & { session_id: string; csrf_token: string }>(
    `SELECT u.*, s.id AS session_id, s.csrf_token FROM sessions s JOIN users u ON u.id = s.user_id WHERE s.id = $1 AND s.expires_at_ms > $2`,
    [id, now],
  );
  const row = rows[0];
  if (!row) return null;
  const { session_id, csrf_token, ...user } = row;
  return { id: session_id, csrfToken: csrf_token, user: user as SimUser };
}

/** True when the request carries the session's CSRF token in the header and the cookie. */
export function csrfMatches(c: Context, session: SimSession): boolean {
  const header = c.req.header(CSRF_HEADER);
  const cookie = getCookie(c, CSRF_COOKIE);
  return header !== undefined && header === session.csrfToken && cookie === session.csrfToken;
}

/** Starts a session for a user and sets both cookies. */
export async function startSession(
  c: Context,
  db: SqlExecutor,
  userId: number,
  now: number,
): Promise<{ id: string; csrfToken: string }> {
  const id = randomBytes(24).toString('base64url');
  const csrfToken = randomBytes(24).toString('base64url');
  await db.query('INSERT INTO sessions (id, user_id, csrf_token, expires_at_ms) VALUES ($1, $2, $3, $4)', [
    id,
    userId,
    csrfToken,
    now + SESSION_TTL_MS,
  ]);
  setCookie(c, SESSION_COOKIE, id, { path: '/', httpOnly: true, sameSite: 'Lax' });
  setCookie(c, CSRF_COOKIE, csrfToken, { path: '/', sameSite: 'Lax' });
  return { id, csrfToken };
}

/** Ends the request's session and clears both cookies. */
export async function endSession(c: Context, db: SqlExecutor): Promise<void> {
  const id = getCookie(c, SESSION_COOKIE);
  if (id) await db.query('DELETE FROM sessions WHERE id = $1', [id]);
  deleteCookie(c, SESSION_COOKIE, { path: '/' });
  deleteCookie(c, CSRF_COOKIE, { path: '/' });
}
