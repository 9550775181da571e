/**
 * What stands in front of every route: a body size limit, an answer for errors nobody expected (the
 * envelope, never the error's own text), and the same-site rule of the `/__sim` control endpoints.
 */
import type { Context, ErrorHandler, MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { HTTPException } from 'hono/http-exception';
import { RESPONSE_CODE } from '../../src/domain/shared/constants';
import { failureResponse } from './calls';
import { badRequest, SimFailure } from './failures';
import { mediaTypeOf } from './input';

/** The largest body accepted: the largest real request (a fault list, a list of coins) is a few KB. */
const MAX_BODY_BYTES = 1024 * 1024;

/**
 * Refuses a body over `MAX_BODY_BYTES` with 413: at once by its Content-Length, or while it streams in,
 * so an oversized body is never read whole.
 */
export function bodySizeLimit(): MiddlewareHandler {
  return bodyLimit({
    maxSize: MAX_BODY_BYTES,
    onError: (c) =>
      failureResponse(
        c,
        new SimFailure(RESPONSE_CODE.failure, 'BODY_TOO_LARGE', 'The request body is larger than 1 MB', 413),
      ),
  });
}

/**
 * The answer to an error no handler turned into a failure: 500 and a fixed message (database text stays in the log).
 */
export const answerUnexpectedError: ErrorHandler = (error, c) => {
  if (error instanceof SimFailure) return failureResponse(c, error);
  if (error instanceof HTTPException) return error.getResponse();
  console.error('simulator:', c.req.method, new URL(c.req.url).pathname, error);
  return c.json(
    { code: RESPONSE_CODE.failure, message: 'Internal error in the simulator', label: 'INTERNAL_ERROR', data: null },
    500,
  );
};

const READS = ['GET', 'HEAD', 'OPTIONS'];

/** The host of the page that sent a request (Origin, else Referer), as it compares with `host`; null when opaque. */
function senderHost(source: string, host: string): { sender: string; host: string } | null {
  try {
    const sender = new URL(source);
    // The Host header omits a default port that a URL also omits; read both the same way.
    return { sender: sender.host, host: new URL(`${sender.protocol}//${host}`).host };
  } catch {
    return null;
  }
}

function crossSite(c: Context): Response {
  return failureResponse(
    c,
    new SimFailure(
      RESPONSE_CODE.failure,
      'CROSS_SITE_REQUEST',
      'The simulator accepts changes only from its own pages',
      403,
    ),
  );
}

/**
 * The same-site rule of `/__sim/*`, which has no login or CSRF token: a request that changes something
 * is refused when the page that sent it (Origin, or Referer without Origin) is on another host than the
 * Host it was sent to, and when its body is anything but JSON. Browsers send Origin on every cross-site
 * POST, PUT, PATCH and DELETE; a page cannot send JSON to another site without a CORS preflight the
 * simulator never answers, so the JSON rule holds even where Origin and Referer are both withheld. The
 * dev server proxies with `changeOrigin: false`, so the app's own requests arrive with the Host its pages
 * have; tools and tests send no Origin and get in.
 */
export function sameSiteControl(): MiddlewareHandler {
  const extraHosts = (process.env.SIM_ALLOWED_HOSTS ?? '')
    .split(',')
    .map((name) => name.trim().toLowerCase())
    .filter((name) => name !== '');
  return async (c, next) => {
    if (READS.includes(c.req.method)) return next();
    const host = c.req.header('host') ?? new URL(c.req.url).host;
    if (!isControlHost(host, extraHosts)) return crossSite(c);
    const source = c.req.header('origin') ?? c.req.header('referer');
    if (source !== undefined) {
      const hosts = senderHost(source, host);
      if (hosts === null || hosts.sender !== hosts.host) return crossSite(c);
    }
    const { type } = mediaTypeOf(c.req.header('content-type'));
    // No Content-Type with a body is read as a form, and a page can send that cross-site without a preflight.
    // The body is small (the body limit ran first), so it is read from a copy to see whether there is one.
    const untypedBody = type === '' && (await c.req.raw.clone().text()) !== '';
    if (untypedBody || (type !== '' && type !== 'application/json'))
      return failureResponse(c, badRequest('UNSUPPORTED_BODY', 'The simulator endpoints accept JSON bodies only'));
    return next();
  };
}

/**
 * Where the control endpoints may be reached: loopback names, names of the reserved `.test` top-level domain
 * (RFC 2606: the tests' `sim.test`; no public resolver answers for it) and the names in `SIM_ALLOWED_HOSTS`
 * (comma-separated, for a team serving the simulator under its own name). Matching Origin against Host alone
 * is not enough: DNS rebinding points an attacker's name at 127.0.0.1, and then both say the attacker's name.
 */
function isControlHost(host: string, extraHosts: readonly string[]): boolean {
  let name: string;
  try {
    name = new URL(`http://${host}`).hostname.toLowerCase();
  } catch {
    return false;
  }
  return (
    name === 'localhost' ||
    name.endsWith('.localhost') ||
    name === '127.0.0.1' ||
    name === '[::1]' ||
    name.endsWith('.test') ||
    extraHosts.includes(name)
  );
}
