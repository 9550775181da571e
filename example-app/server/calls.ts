/**
 * How a call of the client's table (`earnApiPaths`) is answered: faults first, then the session
 * (401 when required and missing or expired), the CSRF token on every mutation, the body read by
 * the call's encoding, the handler, and the envelope `{ code, message, data }` with the success code
 * of DEC-06. Registering by call name keeps the server on the same paths as the client, VIP
 * variants included.
 */
import type { Context, Hono } from 'hono';
import { earnApiPaths, type EarnApiCall, type EarnApiPathEntry } from '../../src/api/paths';
import { RESPONSE_CODE } from '../../src/domain/shared/constants';
import { simNow } from './clock';
import type { SimDatabase } from './db';
import { csrfFailure, loginRequired, SimFailure } from './failures';
import { takeFault, type FaultState } from './faults';
import { queryFields, readBody, type Fields } from './input';
import { currentSession, csrfMatches, type SimSession } from './session';
import type { SimUser } from './users';

/** What a handler gets. */
export interface CallContext {
  readonly c: Context;
  readonly db: SimDatabase;
  readonly call: EarnApiCall;
  /** Query params of a GET; for other methods, the query string (no field twice, no secrets). */
  readonly query: Fields;
  /** The body of a POST or PUT (JSON or form). */
  readonly body: Fields;
  /** Path params such as {order_id}. */
  readonly params: Readonly<Record<string, string>>;
  /** True when the call came in on its VIP path (SH-VIP-01). */
  readonly vip: boolean;
  /** Simulated time, epoch ms. */
  readonly now: number;
  readonly session: SimSession | null;
  /** The session's user; throws 401 when there is none. */
  user(): SimUser;
}

/** The shared state of one simulator. */
export interface SimState {
  readonly db: SimDatabase;
  faults: FaultState;
}

type Handler = (ctx: CallContext) => Promise<unknown>;

const honoPath = (path: string) => path.replace(/\{(\w+)\}/g, ':$1');
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The envelope of a failure. */
export function failureResponse(c: Context, failure: SimFailure): Response {
  return c.json(
    { code: failure.code, message: failure.message, label: failure.label, data: failure.data },
    failure.status as 200,
  );
}

/**
 * Drops the connection when served over a socket; under `app.fetch` answers a bodiless 503, which clients read as a
 * network failure.
 */
function dropConnection(c: Context): Response {
  const incoming = (c.env as { incoming?: { socket?: { destroy(): void } } } | undefined)?.incoming;
  if (incoming?.socket) {
    incoming.socket.destroy();
  }
  return new Response(null, { status: 503 });
}

/** Registers `handler` for a call on its path and its VIP path. */
export function defineCall(
  app: Hono,
  state: SimState,
  call: EarnApiCall,
  auth: 'required' | 'optional',
  handler: Handler,
): void {
  const entry: EarnApiPathEntry = earnApiPaths[call];
  const paths =
    entry.vipPath === undefined
      ? [{ path: entry.path, vip: false }]
      : [
          { path: entry.path, vip: false },
          { path: entry.vipPath, vip: true },
        ];
  for (const { path, vip } of paths) {
    app.on(entry.method, honoPath(path), async (c) => {
      if (state.faults.delayMs > 0) await sleep(state.faults.delayMs);
      const fault = takeFault(state.faults, call);
      if (fault?.kind === 'slow') await sleep(fault.delayMs ?? 3000);
      if (fault?.kind === 'network') return dropConnection(c);
      if (fault?.kind === 'malformed') return c.html('<html><body><h1>502 Bad Gateway</h1></body></html>', 200);
      if (fault?.kind === 'error') {
        const status = fault.status ?? (fault.code === RESPONSE_CODE.loginNeeded ? 401 : 200);
        return c.json(
          { code: fault.code, message: fault.message ?? 'Simulated failure', label: 'SIMULATED_FAULT', data: null },
          status as 200,
        );
      }
      try {
        const now = await simNow(state.db);
        const session = await currentSession(c, state.db, now);
        if (auth === 'required' && !session) throw loginRequired();
        if (entry.method !== 'GET' && session && !csrfMatches(c, session)) throw csrfFailure();
        const body = entry.method === 'GET' ? {} : await readBody(c);
        const ctx: CallContext = {
          c,
          db: state.db,
          call,
          query: queryFields(c),
          body,
          params: c.req.param() as Record<string, string>,
          vip,
          now,
          session,
          user() {
            if (!session) throw loginRequired();
            return session.user;
          },
        };
        const data = await handler(ctx);
        const code =
          entry.operation === undefined || entry.operation === 'default' ? RESPONSE_CODE.success : RESPONSE_CODE.ok;
        return c.json({ code, message: 'success', data: data ?? null });
      } catch (error) {
        if (error instanceof SimFailure) return failureResponse(c, error);
        const pgCode = (error as { code?: unknown }).code;
        // A CHECK constraint stopping a movement means the request asked for money that is not there.
        if (pgCode === '23514')
          return failureResponse(
            c,
            new SimFailure(RESPONSE_CODE.failure, 'INSUFFICIENT_BALANCE', 'Insufficient balance'),
          );
        console.error('simulator:', call, error);
        return c.json(
          {
            code: RESPONSE_CODE.failure,
            message: 'Internal error in the simulator',
            label: 'INTERNAL_ERROR',
            data: null,
          },
          500,
        );
      }
    });
  }
}
