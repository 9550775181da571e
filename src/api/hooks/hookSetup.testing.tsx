// Set-up of the data-hook tests: a real QueryClient and a client over a recording fetch double. Tests only.
import { QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { createEarnClient } from '../client';
import { createFetchDouble, type DoubleAnswer } from '../fetchDouble.testing';
import { EarnApiProvider } from './EarnApiProvider';

/** A wrapper with `EarnApiProvider` over a fresh QueryClient; `respond` answers each request. */
export function setupHooks(respond: (request: Request, index: number) => DoubleAnswer | Promise<DoubleAnswer>) {
  const double = createFetchDouble(respond);
  const client = createEarnClient({ fetch: double.fetch, retries: 0, log: () => undefined });
  const queryClient = new QueryClient({ defaultOptions: { queries: { gcTime: Infinity } } });
  const wrapper = ({ children }: { children?: ReactNode }) => (
    <EarnApiProvider client={client} queryClient={queryClient}>
      {children}
    </EarnApiProvider>
  );
  const paths = () => double.calls.map((call) => `${call.request.method} ${new URL(call.request.url).pathname}`);
  return { double, client, queryClient, wrapper, paths };
}

/** Answers by path: the envelope data of the first entry whose path ends the request's path, else data null. */
export function answerByPath(table: Readonly<Record<string, unknown>>) {
  return (request: Request): DoubleAnswer => {
    const path = new URL(request.url).pathname;
    const match = Object.keys(table).find((suffix) => path.endsWith(suffix));
    return { code: 0, data: match === undefined ? null : table[match] };
  };
}
