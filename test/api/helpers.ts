/** A fetch stand-in for api tests: records every request and answers with `answer`. */
import { logger, type LogEntry } from '../../src/platform/logger';

export type Answer = (request: Request) => Response | Promise<Response>;

export function jsonResponse(body: unknown, init: ResponseInit = {}): Response {
  return new Response(JSON.stringify(body), { status: 200, ...init, headers: { 'content-type': 'application/json', ...init.headers } });
}

export function fakeFetch(answer: Answer = () => jsonResponse({})) {
  const requests: Request[] = [];
  const fetch = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const request = input instanceof Request && !init ? input : new Request(input, init);
    requests.push(request.clone());
    return answer(request);
  };
  return { fetch: fetch as typeof globalThis.fetch, requests };
}

/** Collects logger entries until `stop()`. */
export function captureLogs() {
  const entries: LogEntry[] = [];
  const stop = logger.subscribe((entry) => entries.push(entry));
  return { entries, stop };
}

/** A path relative to the page origin, as the fake fetch sees it. */
export function pathAndQuery(request: Request): string {
  const url = new URL(request.url);
  return url.pathname + url.search;
}
