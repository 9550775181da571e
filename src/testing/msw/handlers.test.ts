import './node20.testing';
import { setupServer } from 'msw/node';
import type { HttpHandler } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { earnApiPaths, type EarnApiCall, type EarnApiPathEntry } from '../../api/paths';
import { createEarnHandlers, earnScenarios } from './index';

// A server per test rather than resetHandlers: msw 3.0.5's reset uses Set.prototype.intersection, which
// Node 20 lacks (msw 3 asks for Node 22.12).
let close = () => {};
const unhandled: string[] = [];
function serve(handlers: HttpHandler[]): void {
  const server = setupServer(...handlers);
  server.listen({ onUnhandledFrame: 'error' });
  server.events.on('request:unhandled', ({ request }) => unhandled.push(`${request.method} ${request.url}`));
  close = () => {
    server.close();
    close = () => {};
  };
}
afterEach(() => {
  close();
  unhandled.length = 0;
});

/** Every path of the table, its VIP variant too, with path params filled in. */
const calls = (Object.entries(earnApiPaths) as [EarnApiCall, EarnApiPathEntry][]).flatMap(([call, entry]) =>
  [entry.path, ...(entry.vipPath === undefined ? [] : [entry.vipPath])].map((path) => ({
    call,
    method: entry.method,
    path: path.replace(/\{\w+\}/g, '42'),
  })),
);

async function ask(method: string, path: string): Promise<{ code: unknown }> {
  const response = await fetch(`http://localhost:3000${path}?page=1&limit=10`, {
    method,
    ...(method === 'GET' ? {} : { body: '{}', headers: { 'Content-Type': 'application/json' } }),
  });
  return (await response.json()) as { code: unknown };
}

describe('createEarnHandlers', () => {
  it('answers every call of the client table, VIP paths included, with a success envelope', async () => {
    serve(createEarnHandlers());
    const codes: Record<string, unknown> = {};
    for (const { call, method, path } of calls) codes[`${call} ${method} ${path}`] = (await ask(method, path)).code;
    expect(unhandled).toEqual([]);
    expect(Object.keys(codes)).toHaveLength(calls.length);
    for (const [call, code] of Object.entries(codes)) expect([call, code]).toEqual([call, expect.toBeOneOf([0, 200])]);
  });

  it('in the errors scenario every call answers a business failure', async () => {
    serve(createEarnHandlers({ scenario: 'errors' }));
    for (const { method, path } of calls) expect((await ask(method, path)).code).toBe(-1);
    expect(unhandled).toEqual([]);
  });

  it('answers a remapped call where the client now sends it, under a given base URL', async () => {
    serve(createEarnHandlers({ baseUrl: 'http://localhost:3000/gw', paths: { marketList: '/earn/markets' } }));
    const response = await fetch('http://localhost:3000/gw/earn/markets');
    const body = (await response.json()) as { code: number; data: { list: { asset: string }[] } };
    expect(body.code).toBe(0);
    expect(body.data.list.map((item) => item.asset)).toEqual(['BTC', 'ETH', 'USDT', 'SOL', 'DOGE']);
  });

  it('lists each scenario once', () => {
    expect(new Set(earnScenarios).size).toBe(earnScenarios.length);
    expect(earnScenarios).toEqual(['default', 'empty', 'vip', 'soldOut', 'errors', 'slow']);
  });
});
