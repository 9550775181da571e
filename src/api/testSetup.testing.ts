// Shared set-up of the API tests: a client over a recording fetch double. Used by tests only.
import { vi } from 'vitest';
import { createEarnClient } from './client';
import { createFetchDouble, type DoubleAnswer } from './fetchDouble.testing';
import type { EarnClientOptions } from './transport';

/** A client whose fetch records every request and answers with `respond` (default: code 0, data null). */
export function setupClient(
  respond?: (request: Request, index: number) => DoubleAnswer | Promise<DoubleAnswer>,
  options: EarnClientOptions = {},
) {
  const double = createFetchDouble(respond);
  const log = vi.fn();
  const client = createEarnClient({ fetch: double.fetch, log, retryDelayMs: 1, ...options });
  return { client, double, log };
}

/** The rejection of `promise`, failing the test if it resolves. */
export async function rejectionOf(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error('expected the call to fail, and it succeeded');
}
