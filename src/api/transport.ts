/**
 * The one transport: fetch, with the hooks every service call needs. One
 * transport must serve the CMS reads of a toast-only page too, and that page's
 * byte budget, the tightest, has no room for an HTTP library: measured with
 * `npm run bench -- --only toast,profile --check`.
 *
 * Hooks (by the call's spec path, the URL's path under the base URL):
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
 * - time limit: past it the request is aborted and fails as a timeout.
 * No retries: a failed call is reported once and the flow continues (§8).
 * CMS reads (the content fragments) go out alike: no hook matches their paths.
 */
import { logger } from '../platform/logger';
import type { AgentSessionStore } from '../platform/agentSession';
import { HttpStatusError, RequestTimeoutError } from './errors';

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

export type HttpMethod = 'get' | 'post' | 'delete';

export interface TransportSettings {
  /** Origin and optional path the spec paths hang under; '' means this page's origin. */
  baseUrl: string;
  /** Sent as `x-site-id` on drug calls. */
  siteId: string;
  /** Per-call time limit; default 30 s. */
  timeoutMs?: number;
  /** Credentials mode of ordinary calls (default 'same-origin'). */
  credentials?: RequestCredentials;
  /** Called when a response is 401 'Invalid session'. */
  onInvalidSession?: () => void;
  /** A fetch to use instead of the page's (tests, host adapters). */
  fetch?: typeof globalThis.fetch;
}

export interface RequestOptions {
  json?: unknown;
  credentials?: RequestCredentials;
  timeoutMs?: number;
  /** Lets the request outlive a page navigation (tracking, saved-item writes). */
  keepalive?: boolean;
}

/** Sends one call; resolves with a 2xx response, rejects with a typed error (errors.ts) or fetch's own. */
export type Transport = (method: HttpMethod, path: string, options?: RequestOptions) => Promise<Response>;

export function joinUrl(baseUrl: string, path: string): string {
  return baseUrl.replace(/\/+$/, '') + path;
}

function requestHeaders(settings: TransportSettings, agentSession: AgentSessionStore, method: HttpMethod, path: string, hasBody: boolean) {
  const headers = new Headers();
  if (hasBody) headers.set('Content-Type', 'application/json');
  const session = path.startsWith(AGENT_SESSION_PATH_PREFIX) ? agentSession.get() : undefined;
  if (session) headers.set(AGENT_SESSION_HEADER, session);
  if (DRUG_PATH_PREFIXES.some((prefix) => path.startsWith(prefix)) && settings.siteId) headers.set(SITE_ID_HEADER, settings.siteId);
  const noCache = method === 'get' && NO_CACHE_PATH_PREFIXES.some((prefix) => path.startsWith(prefix));
  if (noCache) {
    headers.set('Cache-Control', 'no-cache');
    headers.set('Pragma', 'no-cache');
  }
  return { headers, cache: noCache ? ('no-store' as const) : undefined };
}

async function afterResponse(settings: TransportSettings, agentSession: AgentSessionStore, path: string, response: Response): Promise<void> {
  const session = path.startsWith(AGENT_SESSION_PATH_PREFIX) ? response.headers.get(AGENT_SESSION_HEADER) : null;
  if (session) agentSession.set(session);
  if (response.status !== 401) return;
  const text = await response.clone().text().catch(() => '');
  if (!INVALID_SESSION.test(text)) return;
  try {
    settings.onInvalidSession?.();
  } catch (error) {
    logger.error('Invalid session handler failed', error);
  }
}

/** fetch, aborted and rejected as a timeout once `timeoutMs` has passed without an answer. */
async function fetchWithin(fetch: typeof globalThis.fetch, url: string, init: RequestInit, timeoutMs: number): Promise<Response> {
  const controller = new AbortController();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timedOut = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      controller.abort();
      reject(new RequestTimeoutError());
    }, timeoutMs);
  });
  try {
    return await Promise.race([fetch(url, { ...init, signal: controller.signal }), timedOut]);
  } finally {
    clearTimeout(timer);
  }
}

export function createTransport(settings: TransportSettings, agentSession: AgentSessionStore): Transport {
  return async (method, path, options = {}) => {
    const hasBody = options.json !== undefined;
    const { headers, cache } = requestHeaders(settings, agentSession, method, path, hasBody);
    const init: RequestInit = {
      method: method.toUpperCase(),
      headers,
      credentials: options.credentials ?? settings.credentials ?? 'same-origin',
      ...(cache ? { cache } : {}),
      ...(hasBody ? { body: JSON.stringify(options.json) } : {}),
      ...(options.keepalive ? { keepalive: true } : {}),
    };
    const fetch = settings.fetch ?? globalThis.fetch.bind(globalThis);
    const response = await fetchWithin(fetch, joinUrl(settings.baseUrl, path), init, options.timeoutMs ?? settings.timeoutMs ?? DEFAULT_TIMEOUT_MS);
    await afterResponse(settings, agentSession, path, response);
    if (!response.ok) {
      // Read to the end though unused: an error body left unread keeps the request open in the browser
      // (a keepalive request never finishes) and its connection from being reused.
      await response.text().catch(() => undefined);
      throw new HttpStatusError(response.status);
    }
    return response;
  };
}
