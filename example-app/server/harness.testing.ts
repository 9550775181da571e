/**
 * Test harness: a simulator on in-memory PGlite and "browsers" that talk to it through the REAL client
 * (`createEarnClient`). A browser keeps a cookie jar like a real one and exposes its cookies as
 * `document.cookie` while active, so the client's own CSRF code (SH-API-03) reads the token.
 */
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, beforeEach, expect, vi } from 'vitest';
import { createEarnClient, type EarnClient } from '../../src/api';
import { isEarnApiError, type EarnApiError } from '../../src/api/errors';
import type { EarnClientOptions } from '../../src/api/transport';
import { createSimulator, type Simulator } from './app';
import { pgliteDatabase, postgresDatabase, type SimDatabase } from './db';

/** A browser session against the simulator. */
export interface SimBrowser {
  readonly client: EarnClient;
  readonly cookies: Map<string, string>;
  /** fetch as this browser: cookies sent and stored. */
  fetch(input: string, init?: RequestInit): Promise<Response>;
  /** Demo login (POST /__sim/login); makes this browser the active one. */
  login(user: string): Promise<void>;
  /** Makes `document.cookie` this browser's cookies. */
  activate(): void;
  /** A raw call: method, path, JSON or form body, extra headers; answers status and parsed JSON. */
  raw(
    method: string,
    path: string,
    options?: { json?: unknown; form?: Record<string, string>; headers?: Record<string, string> },
  ): Promise<{ status: number; body: { code: number; message?: string; label?: string; data: unknown } }>;
}

const ORIGIN = 'http://sim.test';
let activeJar: Map<string, string> | null = null;

function installDocument(): void {
  vi.stubGlobal('document', {
    get cookie() {
      return activeJar ? [...activeJar].map(([name, value]) => `${name}=${value}`).join('; ') : '';
    },
  });
}

/** Stores the cookies of a response as a browser would (deletions included). */
function storeCookies(jar: Map<string, string>, response: Response): void {
  for (const header of response.headers.getSetCookie()) {
    const [pair = '', ...attributes] = header.split(';');
    const separator = pair.indexOf('=');
    const name = pair.slice(0, separator).trim();
    const value = pair.slice(separator + 1).trim();
    const expired = attributes.some(
      (attribute) => /max-age=0/i.test(attribute.trim()) || /expires=thu, 01 jan 1970/i.test(attribute.trim()),
    );
    if (expired || value === '') jar.delete(name);
    else jar.set(name, value);
  }
}

/** A browser over `handle` (the app's fetch, or a real server's origin). */
export function createBrowser(
  handle: (request: Request) => Promise<Response>,
  clientOptions: EarnClientOptions = {},
): SimBrowser {
  installDocument();
  const cookies = new Map<string, string>();
  const browserFetch = async (input: string, init: RequestInit = {}) => {
    const headers = new Headers(init.headers);
    if (cookies.size > 0) headers.set('Cookie', [...cookies].map(([name, value]) => `${name}=${value}`).join('; '));
    const url = input.startsWith('http') ? input : `${ORIGIN}${input}`;
    // Like a real fetch, an aborted signal rejects at once even while the server is still working.
    const signal = init.signal ?? undefined;
    if (signal?.aborted) throw signal.reason;
    const aborted = new Promise<never>((_, reject) =>
      signal?.addEventListener('abort', () => reject(signal.reason), { once: true }),
    );
    const response = await Promise.race([handle(new Request(url, { ...init, headers })), aborted]);
    storeCookies(cookies, response);
    return response;
  };
  const browser: SimBrowser = {
    cookies,
    // The client's timeout is wall time: as long as a test may take (vitest.config.ts), so a busy machine
    // slows a call down without failing it; a test of the timeout itself passes its own.
    client: createEarnClient({ fetch: browserFetch, retries: 0, timeoutMs: 60_000, log: () => {}, ...clientOptions }),
    fetch: browserFetch,
    activate() {
      activeJar = cookies;
    },
    async login(user) {
      const response = await browserFetch('/__sim/login', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ user }),
      });
      if (response.status !== 200) throw new Error(`login ${user} failed: ${await response.text()}`);
      browser.activate();
    },
    async raw(method, path, options = {}) {
      const headers: Record<string, string> = { ...options.headers };
      let body: string | undefined;
      if (options.json !== undefined) {
        headers['Content-Type'] = 'application/json';
        body = typeof options.json === 'string' ? options.json : JSON.stringify(options.json);
      } else if (options.form) {
        headers['Content-Type'] = 'application/x-www-form-urlencoded';
        body = new URLSearchParams(options.form).toString();
      }
      const response = await browserFetch(path, { method, headers, ...(body === undefined ? {} : { body }) });
      const text = await response.text();
      return { status: response.status, body: text ? JSON.parse(text) : null };
    },
  };
  return browser;
}

const here = path.dirname(fileURLToPath(import.meta.url));

/** A hash of everything that shapes the seeded database: migrations and the server's code. */
function seedHash(): string {
  const hash = createHash('sha256');
  const files = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
      entry.isDirectory() ? files(path.join(dir, entry.name)) : [path.join(dir, entry.name)],
    );
  for (const file of files(here)
    .filter((name) => /\.(sql|ts)$/.test(name) && !/\.test\.ts$/.test(name))
    .sort())
    hash.update(file).update(readFileSync(file));
  return hash.digest('hex').slice(0, 16);
}

/**
 * An in-memory PGlite, migrated and seeded. A fresh PGlite spends seconds in initdb; the first test file
 * saves the seeded data directory to the temp folder (keyed by a hash of the migrations and code) and the
 * others load it in half a second. Still a real, private, in-memory database per file.
 */
export async function seededDatabase(): Promise<SimDatabase> {
  // SIM_TEST_DATABASE=postgres runs every test file on the DATABASE_URL server, each in a schema of its
  // own that is dropped when the file closes its database.
  if (process.env.SIM_TEST_DATABASE === 'postgres' && process.env.DATABASE_URL) {
    const schema = `sim_test_${process.pid}_${Math.random().toString(36).slice(2, 10)}`;
    return postgresDatabase(process.env.DATABASE_URL, { schema, max: 8, dropSchemaOnClose: true });
  }
  const cache = path.join(tmpdir(), `earnkit-simulator-${seedHash()}.tar`);
  if (existsSync(cache)) return pgliteDatabase(new PGlite({ loadDataDir: new Blob([readFileSync(cache)]) }));
  const pglite = new PGlite();
  const db = pgliteDatabase(pglite);
  await createSimulator({ db });
  const dump = await pglite.dumpDataDir('none');
  const partial = `${cache}.${process.pid}`;
  writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
  renameSync(partial, cache);
  return db;
}

/** A simulator (on in-memory PGlite unless a database is given) and a browser factory. */
export async function startSimulator(
  database?: SimDatabase,
): Promise<{ sim: Simulator; browser(options?: EarnClientOptions): SimBrowser; reset(): Promise<void> }> {
  const sim = await createSimulator({ db: database ?? (await seededDatabase()) });
  return {
    sim,
    browser: (options) => createBrowser((request) => sim.fetch(request), options),
    async reset() {
      await sim.fetch(new Request(`${ORIGIN}/__sim/reset`, { method: 'POST' }));
    },
  };
}

/** victor's funding password in the seed (seed.ts). */
const VICTOR_FUNDPASS = '135790';

/** Client options that answer the funding-password prompt with `password` (victor's right one unless given). */
export const answeringFundpass = (password: string = VICTOR_FUNDPASS): EarnClientOptions => ({
  onFundingPasswordRequired: async () => password,
});

/** The simulator of one test file: its calls read the simulator started for the file. */
export interface FileSimulator {
  readonly sim: Simulator;
  browser(options?: EarnClientOptions): SimBrowser;
  reset(): Promise<void>;
  /** A fresh browser logged in as `user`. */
  signIn(user: string, options?: EarnClientOptions): Promise<SimBrowser>;
  /** The error a call rejects with, and that the database is unchanged by it. */
  failureOf(call: () => Promise<unknown>): Promise<EarnApiError>;
}

/**
 * The usual setup of a simulator test file: one simulator started before its tests (seeding may take a
 * while), its database closed after them, and reset to the seed before each test.
 */
export function simulatorForFile(): FileSimulator {
  let started: Awaited<ReturnType<typeof startSimulator>> | undefined;
  const current = () => {
    if (!started) throw new Error('the simulator starts in beforeAll: use it inside a hook or a test');
    return started;
  };
  beforeAll(async () => {
    started = await startSimulator();
  }, 60_000);
  afterAll(async () => {
    await started?.sim.state.db.close();
  });
  beforeEach(async () => {
    await current().reset();
  });
  const file: FileSimulator = {
    get sim() {
      return current().sim;
    },
    browser: (options) => current().browser(options),
    reset: () => current().reset(),
    async signIn(user, options) {
      const browser = current().browser(options);
      await browser.login(user);
      return browser;
    },
    async failureOf(call) {
      const before = await databaseFingerprint(file.sim);
      const error = await call().then(
        () => {
          throw new Error('the call succeeded');
        },
        (reason: unknown) => reason,
      );
      if (!isEarnApiError(error)) throw error;
      expect(await databaseFingerprint(file.sim)).toBe(before);
      return error;
    },
  };
  return file;
}

/**
 * `user` logged in on a fresh browser before each test (after `simulatorForFile`'s reset, so register it
 * after that). The answer reads the current test's browser, so a file names it once at its top.
 */
export function signedInEachTest(file: FileSimulator, user: string, options?: EarnClientOptions): SimBrowser {
  let browser: SimBrowser | undefined;
  beforeEach(async () => {
    browser = await file.signIn(user, options);
  });
  const current = () => {
    if (!browser) throw new Error(`${user} signs in before each test: use the browser inside a test`);
    return browser;
  };
  return {
    get client() {
      return current().client;
    },
    get cookies() {
      return current().cookies;
    },
    fetch: (input, init) => current().fetch(input, init),
    login: (name) => current().login(name),
    activate: () => current().activate(),
    raw: (method, path, options) => current().raw(method, path, options),
  };
}

/** Sums of the database for "nothing changed" checks: balances, positions, orders, ledger rows, history rows. */
export async function databaseFingerprint(sim: Simulator): Promise<string> {
  const { rows } = await sim.state.db.query(
    `SELECT (SELECT COALESCE(SUM(amount), 0) FROM balances)::text AS balances, (SELECT COUNT(*) FROM ledger)::text AS ledger,
       (SELECT COALESCE(SUM(curr_amount + frozen_amount + min_lend_rate_year), 0) FROM flexible_positions)::text AS flexible,
       (SELECT COUNT(*) FROM fixed_orders)::text || ':' || (SELECT COALESCE(SUM(reinvest_status * 10 + redeem_account_type + status * 100), 0) FROM fixed_orders)::text AS fixed,
       (SELECT COUNT(*) FROM history)::text AS history, (SELECT COALESCE(SUM(sold_amount), 0) FROM fixed_products)::text AS sold,
       (SELECT COUNT(*) FROM pending_redemptions)::text AS pending, (SELECT COUNT(*) FROM vouchers WHERE used_order_id IS NOT NULL)::text AS vouchers,
       (SELECT COUNT(*) FROM auto_earn)::text AS auto`,
  );
  return JSON.stringify(rows[0]);
}

/** The ledger audit: true when every book equals its ledger. */
export async function ledgerBalances(sim: Simulator): Promise<{ ok: boolean; mismatches: unknown[] }> {
  const response = await sim.fetch(new Request(`${ORIGIN}/__sim/ledger/audit`));
  return ((await response.json()) as { data: { ok: boolean; mismatches: unknown[] } }).data;
}

/** Advances the simulated clock. */
export async function advance(sim: Simulator, hours: number): Promise<void> {
  const response = await sim.fetch(
    new Request(`${ORIGIN}/__sim/clock/advance`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ hours }),
    }),
  );
  if (response.status !== 200) throw new Error(await response.text());
}
