// A fake exchange for the Simple Earn flow tests and stories: answers by method and path over the
// recording fetch double, so flows run through the real client, transport and TanStack hooks.
import { createEarnClient } from '../../../api/client';
import { createFetchDouble, type DoubleAnswer } from '../../../api/fetchDouble.testing';

/**
 * An answer: the envelope data (served with code 0), a full envelope / Response / 'hang', or a function of the request.
 */
type RouteAnswer =
  { readonly data: unknown } | DoubleAnswer | ((request: Request) => DoubleAnswer | Promise<DoubleAnswer>);

/** Routes keyed 'METHOD /path-suffix', e.g. 'GET /uni-loan/earn/coin-info'. */
export type Routes = Readonly<Record<string, RouteAnswer>>;

function isEnvelope(answer: unknown): answer is DoubleAnswer {
  return answer instanceof Response || (typeof answer === 'object' && answer !== null && 'code' in answer);
}

/** A fetch double that answers `routes`; anything else gets code 0 with data null. */
export function createFakeEarnBackend(routes: Routes) {
  const double = createFetchDouble(async (request) => {
    const path = new URL(request.url).pathname;
    const key = Object.keys(routes).find((route) => {
      const [method, suffix] = route.split(' ');
      return method === request.method && suffix !== undefined && path.endsWith(suffix);
    });
    const answer = key === undefined ? undefined : routes[key];
    if (answer === undefined) return { code: 0, data: null };
    if (typeof answer === 'function') return answer(request);
    if (answer === 'hang' || isEnvelope(answer)) return answer;
    return { code: 0, data: (answer as { data: unknown }).data };
  });
  const client = createEarnClient({ fetch: double.fetch, retries: 0, log: () => undefined });
  /** 'METHOD path' of every call so far. */
  const calls = () => double.calls.map((call) => `${call.request.method} ${new URL(call.request.url).pathname}`);
  return { double, client, calls };
}
