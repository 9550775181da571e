// @vitest-environment node
/**
 * Fault switches (/__sim/faults): slow answers, a dropped connection over a real socket, and a given
 * code on a given call, each seen through the REAL client.
 */
import type { AddressInfo } from 'node:net';
import { serve, type ServerType } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEarnClient } from '../../src/api';
import { isEarnApiError, type EarnApiError } from '../../src/api/errors';
import { signedInEachTest, simulatorForFile } from './harness.testing';

const harness = simulatorForFile();
const alice = signedInEachTest(harness, 'alice');
let server: ServerType;
let origin = '';

beforeAll(async () => {
  await new Promise<void>((resolve) => {
    server = serve({ fetch: harness.sim.app.fetch, port: 0, hostname: '127.0.0.1' }, (info: AddressInfo) => {
      origin = `http://127.0.0.1:${info.port}`;
      resolve();
    });
  });
}, 60_000);
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});

const faults = async (method: string, body?: unknown) =>
  (await (
    await harness.sim.fetch(
      new Request('http://sim.test/__sim/faults', {
        method,
        headers: { 'Content-Type': 'application/json' },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      }),
    )
  ).json()) as { code: number; label?: string; data: unknown };
const failure = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (error: unknown) => (isEarnApiError(error) ? error : Promise.reject(error)),
  ) as Promise<EarnApiError | null>;

describe('fault switches', () => {
  it("SH-CONST-01 a slow rule delays the call; the client's timeout turns it into a timeout failure", async () => {
    await faults('PUT', { rules: [{ call: 'userVip', kind: 'slow', delayMs: 400 }] });
    const started = performance.now();
    expect(await alice.client.simpleEarn.userVip()).toBe(0);
    expect(performance.now() - started).toBeGreaterThanOrEqual(390);
    const impatient = harness.browser({ timeoutMs: 100 });
    await impatient.login('alice');
    expect(await failure(impatient.client.simpleEarn.userVip())).toMatchObject({
      kind: 'timeout',
      messageKey: 'Networkerr',
    });
    // The server finishes the abandoned call on its own time; let it, before the next reset.
    await new Promise((resolve) => setTimeout(resolve, 450));
  });

  it('SE-ERR-05 a network rule drops the connection of a real socket: the client reports Networkerr, the server keeps serving', async () => {
    await faults('PUT', { rules: [{ call: 'marketList', kind: 'network', times: 1 }] });
    const client = createEarnClient({ baseUrl: origin, retries: 0, log: () => {} });
    expect(await failure(client.simpleEarn.marketList())).toMatchObject({ kind: 'network', messageKey: 'Networkerr' });
    expect((await client.simpleEarn.marketList()).total).toBe(6);
  });

  it('SH-FUNDPASS-04 SH-ERR-03 an error rule answers its code and message on its call only, for its number of times', async () => {
    await faults('PUT', {
      rules: [{ call: 'userVip', kind: 'error', code: 10010106, message: 'Funding password check failed', times: 1 }],
    });
    expect(await failure(alice.client.simpleEarn.userVip())).toMatchObject({
      kind: 'funding-password',
      code: 10010106,
    });
    expect(await alice.client.simpleEarn.userVip()).toBe(0);
    await faults('PUT', { rules: [{ call: 'faq', kind: 'error', code: -1, message: 'FAQ offline' }] });
    expect(await failure(alice.client.simpleEarn.faq())).toMatchObject({
      kind: 'business',
      serverMessage: 'FAQ offline',
    });
    expect(await failure(alice.client.simpleEarn.faq())).toMatchObject({ serverMessage: 'FAQ offline' });
    expect(await alice.client.simpleEarn.userVip()).toBe(0);
  });

  it('SH-AUTH-02 an error rule with code 401 answers HTTP 401 and asks the host to log in', async () => {
    const asked: string[] = [];
    const browser = harness.browser({ onLoginRequired: (error) => asked.push(error.call) });
    await browser.login('alice');
    await faults('PUT', {
      rules: [{ call: 'accountMode', kind: 'error', code: 401, message: 'Session expired', times: 1 }],
    });
    expect(await failure(browser.client.shared.accountMode())).toMatchObject({ kind: 'login-required', status: 401 });
    expect(asked).toEqual(['accountMode']);
  });

  it('SH-API-05 the switches are read, replaced and cleared; unknown calls are refused', async () => {
    await faults('PUT', { delayMs: 5, rules: [{ call: '*', kind: 'slow', delayMs: 1 }] });
    expect((await faults('GET')).data).toEqual({ delayMs: 5, rules: [{ call: '*', kind: 'slow', delayMs: 1 }] });
    expect(await faults('PUT', { rules: [{ call: 'noSuchCall', kind: 'error', code: -1 }] })).toMatchObject({
      code: -1,
      label: 'UNKNOWN_CALL',
    });
    expect((await faults('DELETE')).data).toEqual({ delayMs: 0, rules: [] });
  });
});
