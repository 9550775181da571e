/**
 * The simulated exchange's own endpoints (`/__sim/*`: demo login, users, session, clock) answer in the
 * exchange's envelope (SH-API-05, success codes as DEC-06). One call for the app in the browser and for
 * its page server in Node.
 */
// By path, not 'earnkit/domain': the Vite config loads this file too (the page server), and package names
// do not resolve while a config loads. The domain has no React, so the page server may read it as the
// simulator does (.dependency-cruiser.cjs, rule app-through-package-entries).
import { isSuccessCode } from '../../src/domain/shared/responseCode';

interface SimulatorEnvelope<Data> {
  readonly code: number;
  readonly message?: string;
  readonly data: Data;
}

/**
 * Calls a simulator endpoint: GET, or POST with `body` as JSON. Answers its data; throws with the
 * simulator's message when it refuses.
 */
export async function callSimulator<Data>(
  url: string,
  body?: unknown,
  headers: Readonly<Record<string, string>> = {},
): Promise<Data> {
  const response = await fetch(url, {
    method: body === undefined ? 'GET' : 'POST',
    credentials: 'same-origin',
    headers: body === undefined ? headers : { ...headers, 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const envelope = (await response.json()) as SimulatorEnvelope<Data>;
  if (!isSuccessCode(envelope.code)) throw new Error(envelope.message ?? `${url} answered ${envelope.code}`);
  return envelope.data;
}
