// @vitest-environment node
/**
 * The work of one outable call is bounded (issue 11): a list of many coins is read with one statement,
 * so it cannot hold the database, and on in-memory PGlite the event loop, for a query per coin. Counted
 * in SQL statements, never timed.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { countingDatabase } from './db';
import { seededDatabase, startSimulator } from './harness.testing';

let db: ReturnType<typeof countingDatabase>;
beforeAll(async () => {
  db = countingDatabase(await seededDatabase());
});
afterAll(() => db.close());

it('outable with 10,000 coins answers every one of them with the statements of a call for two', async () => {
  const { browser } = await startSimulator(db);
  const alice = browser();
  await alice.login('alice');
  const before = db.statements();
  await alice.client.shared.outable({ assets: ['USDT', 'BTC'] });
  const forTwo = db.statements() - before;
  const coins = ['USDT', ...Array.from({ length: 9_998 }, (_, index) => `COIN${index}`), 'btc'];
  const start = db.statements();
  const answer = await alice.client.shared.outable({ assets: coins });
  expect(db.statements() - start).toBe(forTwo);
  expect(Object.keys(answer)).toHaveLength(10_000);
  expect(answer.USDT).toMatchObject({ available: '16500', lendEarnAvailable: '16500' });
  expect(answer.BTC?.available).toBe('1.3');
  expect(answer.COIN4321?.available).toBe('0');
});
