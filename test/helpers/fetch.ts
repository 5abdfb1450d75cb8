/**
 * Replaces window.fetch with a table of canned answers and records every
 * request, so a test can check what the host's backend would receive.
 *
 *   const server = stubFetch([
 *     { method: 'GET', path: /\/landrover\/api\/Users\//, json: profile },
 *     { method: 'DELETE', path: '/landrover/api/Users/u1/plans/H1234', status: 500 },
 *   ]);
 *   ...
 *   expect(server.requests.map((r) => r.method)).to.deep.equal(['GET', 'DELETE']);
 *   server.restore();   // also done after each test
 *
 * An unmatched request answers 404 and is recorded, so a missing route shows
 * up as a failed call, never as a hang. Tracking calls answer 200 and go to
 * `tracking` (unless a route names them), so tests of other calls need not
 * list the fire-and-forget events.
 */
export interface Route {
  method?: string;
  /** Exact pathname (query ignored), or a pattern tested against path + query. */
  path: string | RegExp;
  status?: number;
  json?: unknown;
  body?: string;
  headers?: Record<string, string>;
  /** Answer after this many ms (e.g. to see a loading state). */
  delay?: number;
  /** Answer only the first time; later requests fall through to the next route. */
  once?: boolean;
}

export interface RecordedRequest {
  method: string;
  url: URL;
  headers: Headers;
  body: string;
  /** The body parsed as JSON when it is JSON, else undefined. */
  json: unknown;
}

export interface FetchStub {
  requests: RecordedRequest[];
  /** Tracking calls (gpdCustomEvent, domo): answered 200 and kept apart, since tracking is fire and forget. */
  tracking: RecordedRequest[];
  restore(): void;
}

const TRACKING_PATHS = ['/gpdCustomEvent', '/shopper-profile/api/domo/v1'];

const active: FetchStub[] = [];

function matchesRoute(route: Route, method: string, url: URL): boolean {
  if (route.method && route.method.toUpperCase() !== method) return false;
  return typeof route.path === 'string' ? url.pathname === route.path : route.path.test(url.pathname + url.search);
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

function answer(route: Route): Response {
  const status = route.status ?? 200;
  const hasJson = route.json !== undefined;
  const body = hasJson ? JSON.stringify(route.json) : (route.body ?? null);
  const headers = { ...(hasJson ? { 'content-type': 'application/json' } : {}), ...route.headers };
  return new Response(status === 204 ? null : body, { status, headers });
}

export function stubFetch(routes: Route[]): FetchStub {
  const original = window.fetch;
  const used = new Set<Route>();
  const requests: RecordedRequest[] = [];
  const tracking: RecordedRequest[] = [];

  window.fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    const url = new URL(request.url, location.href);
    // A text body is read as given, at once: awaiting the stream would record two calls in the order their bodies were
    // read, not the order the page made them.
    const body = request.method === 'GET' || request.method === 'HEAD' ? '' : typeof init?.body === 'string' ? init.body : await request.clone().text();
    const recorded = { method: request.method, url, headers: request.headers, body, json: parseJson(body) };
    const explicit = routes.some((r) => matchesRoute(r, request.method, url));
    if (TRACKING_PATHS.includes(url.pathname) && !explicit) {
      tracking.push(recorded);
      return new Response('{}', { status: 200, headers: { 'content-type': 'application/json' } });
    }
    requests.push(recorded);
    const route = routes.find((r) => !(r.once && used.has(r)) && matchesRoute(r, request.method, url));
    if (!route) return new Response(`No stubbed route for ${request.method} ${url.pathname}`, { status: 404 });
    used.add(route);
    if (route.delay) await new Promise((resolve) => setTimeout(resolve, route.delay));
    return answer(route);
  };

  const stub: FetchStub = {
    requests,
    tracking,
    restore() {
      const at = active.indexOf(stub);
      if (at === -1) return;
      active.splice(at, 1);
      window.fetch = original;
    },
  };
  active.push(stub);
  return stub;
}

if (typeof afterEach === 'function') {
  afterEach(() => {
    for (const stub of [...active].reverse()) stub.restore();
  });
}

/**
 * Holds the requests whose URL contains `part` until `release()` is called,
 * so a test sees the waiting state (a loading view, the figures before an
 * answer) without a timer. Call it after stubFetch; the held requests then
 * get the stub's answer.
 */
export function holdRequests(part: string): () => void {
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  const stubbed = window.fetch;
  window.fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = input instanceof Request ? input.url : String(input);
    if (url.includes(part)) await gate;
    return stubbed(input, init);
  };
  return release;
}
