/**
 * The simulated exchange: `createSimulator({ db })` migrates and (when empty) seeds the database and
 * returns the Hono app. Paths are the client's own (`src/api/paths.ts`), so the reference app and the
 * contract tests talk to it exactly as they would to the exchange.
 */
import { Hono } from 'hono';
import { simNow } from './clock';
import type { SimState } from './calls';
import { memoryDatabase, type SimDatabase } from './db';
import { emptyFaults } from './faults';
import { idempotency } from './idempotency';
import { migrate } from './migrate';
import { answerUnexpectedError, bodySizeLimit } from './requestGuards';
import { holdingsRoutes } from './routes/holdings';
import { launchpoolRoutes } from './routes/launchpool';
import { sharedRoutes } from './routes/shared';
import { simpleEarnRoutes } from './routes/simpleEarn';
import { simRoutes } from './routes/sim';
import { stakingRoutes } from './routes/staking';
import { wealthRoutes } from './routes/wealth';
import { seed } from './seed';

/** Options of `createSimulator`. */
export interface SimulatorOptions {
  /** The database; an in-memory PGlite when absent. */
  readonly db?: SimDatabase;
  /** Seed again even when the database already holds data. Default false. */
  readonly reseed?: boolean;
}

/** A running simulator: the Hono app, its database and its switches. */
export interface Simulator {
  readonly app: Hono;
  readonly state: SimState;
  /** Shorthand for `app.fetch`. */
  fetch(request: Request): Promise<Response>;
}

async function isSeeded(db: SimDatabase): Promise<boolean> {
  try {
    await simNow(db);
    return true;
  } catch {
    return false;
  }
}

/** Builds the simulator on `db`: migrations applied, seeded when empty. */
export async function createSimulator(options: SimulatorOptions = {}): Promise<Simulator> {
  const db = options.db ?? memoryDatabase();
  await migrate(db);
  if (options.reseed || !(await isSeeded(db))) await seed(db);
  const state: SimState = { db, faults: emptyFaults() };
  const app = new Hono();
  app.use(bodySizeLimit());
  app.use(idempotency(state));
  app.onError(answerUnexpectedError);
  simRoutes(app, state);
  sharedRoutes(app, state);
  simpleEarnRoutes(app, state);
  holdingsRoutes(app, state);
  stakingRoutes(app, state);
  launchpoolRoutes(app, state);
  wealthRoutes(app, state);
  app.notFound((c) =>
    c.json(
      {
        code: -1,
        message: `No such call: ${c.req.method} ${new URL(c.req.url).pathname}`,
        label: 'NOT_FOUND',
        data: null,
      },
      404,
    ),
  );
  return { app, state, fetch: (request) => Promise.resolve(app.fetch(request)) };
}
