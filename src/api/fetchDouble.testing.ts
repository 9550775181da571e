// A fetch double for the API tests: it records every request as a real Request (method, URL, headers,
// body) and answers with what the test's responder returns. It honours the request's AbortSignal as a
// real fetch does, so timeouts and aborts behave as in a browser. Used by tests only.

/** What a responder may return: a Response, an envelope object to serve as JSON 200, or 'hang' to never answer. */
export type DoubleAnswer =
  | Response
  | { readonly code: number | string; readonly message?: string; readonly msg?: string; readonly data?: unknown }
  | 'hang';

/** One recorded call. */
interface RecordedCall {
  /** The request as fetch received it, with the relative URL resolved against the test page. */
  readonly request: Request;
  /** The URL string the client passed to fetch, unresolved. */
  readonly input: string;
  /** The signal the client passed. */
  readonly signal: AbortSignal | null | undefined;
}

/** A recorded request's parts, read once for assertions. */
export interface ReadRequest {
  readonly method: string;
  readonly path: string;
  readonly query: Readonly<Record<string, string>>;
  readonly headers: Headers;
  readonly contentType: string | null;
  readonly body: string;
}

const PAGE = 'http://localhost:3000/';

/** A JSON envelope response. */
export function envelopeResponse(envelope: object, status = 200): Response {
  return new Response(JSON.stringify(envelope), { status, headers: { 'Content-Type': 'application/json' } });
}

/** A fetch double answering each call with `respond(request, index)`. */
export function createFetchDouble(
  respond: (request: Request, index: number) => DoubleAnswer | Promise<DoubleAnswer> = () => ({ code: 0, data: null }),
) {
  const calls: RecordedCall[] = [];
  const fetch = async (input: string, init: RequestInit = {}): Promise<Response> => {
    const { signal, ...rest } = init;
    const request = new Request(new URL(input, PAGE), rest);
    calls.push({ request, input, signal });
    if (signal?.aborted) throw new DOMException('The operation was aborted.', 'AbortError');
    const answer = await respond(request.clone(), calls.length - 1);
    if (answer === 'hang') {
      return new Promise<Response>((_resolve, reject) => {
        signal?.addEventListener('abort', () => reject(new DOMException('The operation was aborted.', 'AbortError')), {
          once: true,
        });
      });
    }
    if (signal?.aborted) throw new DOMException('The operation was aborted.', 'AbortError');
    return answer instanceof Response ? answer : envelopeResponse(answer);
  };
  return {
    fetch,
    calls,
    /** The parts of call `index` (default: the last). */
    async read(index = calls.length - 1): Promise<ReadRequest> {
      const call = calls[index];
      if (!call) throw new Error(`no call ${index}; ${calls.length} recorded`);
      const url = new URL(call.request.url);
      return {
        method: call.request.method,
        path: url.pathname,
        query: Object.fromEntries(url.searchParams),
        headers: call.request.headers,
        contentType: call.request.headers.get('content-type'),
        body: await call.request.clone().text(),
      };
    },
  };
}

/** The fields of a form-encoded body. */
export function formFields(body: string): Record<string, string> {
  return Object.fromEntries(new URLSearchParams(body));
}
