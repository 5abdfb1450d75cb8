/**
 * The one HTTP client of the library: a ky instance with the hooks every
 * call needs, and `send`, which turns any answer into an ApiResult.
 *
 * Design: the api layer never reads page config (that is src/state's atom).
 * `createHttp(settings)` takes everything as arguments and src/state builds it from the config atom, re-creating it when the base URL
 * or site id changes. Tests pass their own `fetch`.
 *
 * Hooks:
 * - agent session: on the /landrover/api group, the value kept in session
 *   storage goes out as header `x-agent-session`, and a response carrying
 *   that header replaces the stored value (spec §6 agent flow). Cross-origin
 *   servers must list it in Access-Control-Expose-Headers.
 * - site id: header `x-site-id` on drug calls only (/drug-info-api,
 *   /drug-pricing-api; spec §7.3).
 * - no cache: GETs of /landrover/api/Users/ (spec §7.2) and of the session
 *   call carry Cache-Control and Pragma no-cache and use fetch cache mode
 *   'no-store': a cached answer could show another user's data.
 * - invalid session: a 401 whose body says 'Invalid session' calls
 *   `onInvalidSession` (the state layer logs out and refetches, spec §4.2).
 * Retries are off: a failed call is reported once and the flow continues (§8).
 *
 * ky itself loads with the first service call (or `preloadHttpClient`), not
 * with the library's core; elements that need the profile ask for it as they
 * connect, beside their other code. CMS reads (`cms: true`, the content
 * fragments) need none of the hooks above and go out through fetch alone, so
 * a page whose only element reads CMS copy (the toast) never loads ky and
 * stays within its budget.
 */
import type { KyInstance } from 'ky';
import * as v from 'valibot';
import { logger } from '../platform/logger';
import { sessionStorageAgentSession, type AgentSessionStore } from '../platform/agentSession';
import { failure, success, type ApiFailure, type ApiResult } from './result';
import type { TrackingEnvironment } from './schemas/tracking';
import { readAnswer } from './schemas/reading';

export const AGENT_SESSION_HEADER = 'x-agent-session';
export const SITE_ID_HEADER = 'x-site-id';
export const DEFAULT_TIMEOUT_MS = 30_000;
/** GETs that must never come from a cache: the profile, and who is signed in. */
const NO_CACHE_PATH_PREFIXES = ['/landrover/api/Users/', '/landrover/api/session/'] as const;
/** Every path starting with this prefix gets the agent-session header (spec §6 agent flow). */
const AGENT_SESSION_PATH_PREFIX = '/landrover/api/';
/** Paths that get the site-id header (spec §7.3 "a header with a site id is sent on drug calls"). */
const DRUG_PATH_PREFIXES = ['/drug-info-api/', '/drug-pricing-api/'] as const;
const INVALID_SESSION = /invalid session/i;

export interface ApiSettings {
  /** Origin and optional path the spec paths hang under; '' means this page's origin. */
  baseUrl: string;
  /** Sent as `x-site-id` on drug calls. */
  siteId: string;
  /** Labels tracking events and picks their topic (spec §9). */
  environment: TrackingEnvironment;
  /** Per-call time limit; default 30 s. */
  timeoutMs?: number;
  /** Credentials mode of ordinary calls (default 'same-origin'); logout always uses 'include'. */
  credentials?: RequestCredentials;
  /** Where the agent session value lives; default session storage. */
  agentSession?: AgentSessionStore;
  /** Called when a response is 401 'Invalid session'. */
  onInvalidSession?: () => void;
  /** A fetch to use instead of the page's (tests, host adapters). */
  fetch?: typeof globalThis.fetch;
}

export type HttpMethod = 'get' | 'post' | 'delete';

export interface SendOptions {
  json?: unknown;
  credentials?: RequestCredentials;
  timeoutMs?: number;
  /** Lets the request outlive a page navigation (tracking). */
  keepalive?: boolean;
  /** A CMS read (GET of a content fragment): no service hook applies, so fetch alone sends it, without ky. */
  cms?: boolean;
}

export interface Http {
  readonly settings: ApiSettings;
  send<S extends v.GenericSchema>(
    call: string,
    schema: S,
    method: HttpMethod,
    path: string,
    options?: SendOptions,
  ): Promise<ApiResult<v.InferOutput<S>>>;
  /** How many calls are waiting for their answer now. */
  inFlight(): number;
  /** Resolves once no call is waiting for its answer (at once when none is). */
  quiet(): Promise<void>;
}

/** The spec path of a request URL: its pathname without the base URL's path. */
export function apiPathOf(url: string, baseUrl: string): string {
  const here = globalThis.location?.href ?? 'http://localhost/';
  const pathname = new URL(url, here).pathname;
  const basePath = new URL(baseUrl || '/', here).pathname.replace(/\/+$/, '');
  return basePath && pathname.startsWith(basePath) ? pathname.slice(basePath.length) : pathname;
}

export function joinUrl(baseUrl: string, path: string): string {
  return baseUrl.replace(/\/+$/, '') + path;
}

function isDrugPath(path: string): boolean {
  return DRUG_PATH_PREFIXES.some((prefix) => path.startsWith(prefix));
}

type Ky = typeof import('ky').default;

let kyLoading: Promise<Ky> | undefined;

/** Loads ky ahead of the first call (elements that will ask for the profile call this as they connect). */
export function preloadHttpClient(): Promise<Ky> {
  kyLoading ??= import('ky').then((module) => module.default);
  return kyLoading;
}

function createKy(ky: Ky, settings: ApiSettings, agentSession: AgentSessionStore): KyInstance {
  const pathOf = (request: Request) => apiPathOf(request.url, settings.baseUrl);
  return ky.create({
    retry: 0,
    timeout: settings.timeoutMs ?? DEFAULT_TIMEOUT_MS,
    credentials: settings.credentials ?? 'same-origin',
    ...(settings.fetch ? { fetch: settings.fetch } : {}),
    hooks: {
      // One hook: ky stops running beforeRequest hooks after one returns a Request.
      beforeRequest: [
        (request) => {
          const path = pathOf(request);
          const session = path.startsWith(AGENT_SESSION_PATH_PREFIX) ? agentSession.get() : undefined;
          if (session) request.headers.set(AGENT_SESSION_HEADER, session);
          if (isDrugPath(path) && settings.siteId) request.headers.set(SITE_ID_HEADER, settings.siteId);
          if (request.method !== 'GET' || !NO_CACHE_PATH_PREFIXES.some((prefix) => path.startsWith(prefix))) return undefined;
          request.headers.set('Cache-Control', 'no-cache');
          request.headers.set('Pragma', 'no-cache');
          return new Request(request, { cache: 'no-store' });
        },
      ],
      afterResponse: [
        (request, _options, response) => {
          if (!pathOf(request).startsWith(AGENT_SESSION_PATH_PREFIX)) return;
          const session = response.headers.get(AGENT_SESSION_HEADER);
          if (session) agentSession.set(session);
        },
        async (_request, _options, response) => {
          if (response.status !== 401) return;
          const text = await response.text().catch(() => '');
          if (!INVALID_SESSION.test(text)) return;
          try {
            settings.onInvalidSession?.();
          } catch (error) {
            logger.error('Invalid session handler failed', error);
          }
        },
      ],
    },
  });
}

async function readJsonBody(response: Response): Promise<unknown> {
  const text = await response.text();
  return text.trim() === '' ? undefined : JSON.parse(text);
}

/** An answer whose status is not 2xx, as ky reports one (name and response), for CMS reads sent without ky. */
class StatusError extends Error {
  override readonly name = 'HTTPError';
  constructor(readonly response: Response) {
    super(`HTTP ${response.status}`);
  }
}

/** A CMS GET through fetch alone, timed out as ky times out (its own timer, then the request is aborted). */
async function cmsRead(settings: ApiSettings, url: string, timeoutMs: number): Promise<Response> {
  const controller = new AbortController();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timedOut = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      controller.abort();
      reject(new DOMException('Request timed out', 'TimeoutError'));
    }, timeoutMs);
  });
  try {
    const response = await Promise.race([(settings.fetch ?? globalThis.fetch)(url, { credentials: settings.credentials ?? 'same-origin', signal: controller.signal }), timedOut]);
    if (!response.ok) throw new StatusError(response);
    return response;
  } finally {
    clearTimeout(timer);
  }
}

/** ky's errors by name (its classes load with ky, after this module); a CMS read's are named alike. */
function kyErrorStatus(error: unknown): number | undefined {
  if (!(error instanceof Error) || error.name !== 'HTTPError' || !('response' in error)) return undefined;
  return error.response instanceof Response ? error.response.status : undefined;
}

function describeError(call: string, error: unknown): ApiFailure {
  const status = kyErrorStatus(error);
  if (status !== undefined) return { kind: 'http', status, call, message: `HTTP ${status}` };
  if (error instanceof Error && error.name === 'TimeoutError') return { kind: 'timeout', call, message: 'Request timed out' };
  if (error instanceof SyntaxError) return { kind: 'schema', call, message: 'Response is not JSON' };
  return { kind: 'network', call, message: error instanceof Error ? error.message : String(error) };
}

/** Logs a failed call with its name (spec §8: failures are logged, the flow continues). */
export function logFailure(error: ApiFailure, detail?: unknown): void {
  logger.error(`API call ${error.call} failed: ${error.message}`, { ...error, ...(detail === undefined ? {} : { detail }) });
}

/**
 * Firefox drops `keepalive` when a Request is copied (`new Request(request)`),
 * which ky does before fetching: the fetch call sets it once more, so a
 * tracking call still outlives the page it was sent from.
 */
const keepaliveFetch = (fetch: typeof globalThis.fetch | undefined): typeof globalThis.fetch =>
  (input, init) => (fetch ?? globalThis.fetch)(input, { ...init, keepalive: true });

/** Counts the calls in flight, so work ahead of need can wait for the page's data to arrive first. */
function requestCounter() {
  let count = 0;
  let waiters: (() => void)[] = [];
  return {
    count: () => count,
    quiet: () => (count === 0 ? Promise.resolve() : new Promise<void>((resolve) => waiters.push(resolve))),
    async around<T>(request: () => Promise<T>): Promise<T> {
      count += 1;
      try {
        return await request();
      } finally {
        count -= 1;
        if (count === 0) {
          const waiting = waiters;
          waiters = [];
          waiting.forEach((resolve) => resolve());
        }
      }
    },
  };
}

export function createHttp(settings: ApiSettings): Http {
  let client: Promise<KyInstance> | undefined;
  const clientReady = () => (client ??= preloadHttpClient().then((ky) => createKy(ky, settings, settings.agentSession ?? sessionStorageAgentSession)));
  const requests = requestCounter();
  async function send<S extends v.GenericSchema>(
    call: string,
    schema: S,
    method: HttpMethod,
    path: string,
    options: SendOptions = {},
  ): Promise<ApiResult<v.InferOutput<S>>> {
    let body: unknown;
    try {
      body = await requests.around(async () => {
        const url = joinUrl(settings.baseUrl, path);
        if (options.cms) return readJsonBody(await cmsRead(settings, url, options.timeoutMs ?? settings.timeoutMs ?? DEFAULT_TIMEOUT_MS));
        const response = await (await clientReady())(url, {
          method,
          ...(options.json === undefined ? {} : { json: options.json }),
          ...(options.credentials ? { credentials: options.credentials } : {}),
          ...(options.timeoutMs ? { timeout: options.timeoutMs } : {}),
          ...(options.keepalive ? { keepalive: true, fetch: keepaliveFetch(settings.fetch) } : {}),
        });
        return readJsonBody(response);
      });
    } catch (error) {
      const described = describeError(call, error);
      logFailure(described);
      return failure(described);
    }
    const { parsed, unreadable } = readAnswer(schema, body);
    if (parsed.success && unreadable.length > 0) {
      // Once per answer, naming the call: what its tolerant parts left out (spec §8, a quiet logged fallback).
      logger.warn(`API call ${call} answered parts that could not be read; they were left out`, { call, unreadable });
    }
    if (parsed.success) return success(parsed.output);
    const described: ApiFailure = { kind: 'schema', call, message: 'Response does not match its schema' };
    logFailure(described, v.flatten(parsed.issues));
    return failure(described);
  }
  return { settings, send, inFlight: requests.count, quiet: requests.quiet };
}
