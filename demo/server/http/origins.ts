/**
 * Who may call with credentials, and who may change anything.
 *
 * - CORS answers only the server's own origin and the configured allow-list
 *   (SP_ALLOWED_ORIGINS); any other Origin, `null` included, gets no
 *   Access-Control-* header at all, so the browser keeps the answer from it.
 * - A state-changing call (any method but GET, HEAD, OPTIONS) is refused
 *   when its Origin is another origin, or when Sec-Fetch-Site says the page
 *   was another origin's and no allowed Origin came with it. A client that
 *   sends neither (curl, QA scripts, Playwright's request context) is judged
 *   by its session alone.
 * - A state-changing call that carries a body must say it is JSON: a form or
 *   `text/plain` post, which a page of any site can send without asking,
 *   is refused before it is read.
 */
import type { IncomingMessage } from 'node:http';

export const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
const ALLOWED_HEADERS = 'content-type, x-sp-qa, x-agent-session, x-site-id, cache-control, pragma';

function header(req: IncomingMessage, name: string): string | undefined {
  const value = req.headers[name];
  return Array.isArray(value) ? value[0] : value;
}

/** Served over HTTPS: a TLS socket, or a proxy in front saying so in X-Forwarded-Proto. */
export function isHttps(req: IncomingMessage): boolean {
  const proto = header(req, 'x-forwarded-proto')?.split(',')[0]?.trim().toLowerCase();
  return proto === 'https' || (req.socket as { encrypted?: boolean }).encrypted === true;
}

/** The origin this request was addressed to (scheme and Host header). */
export function ownOrigin(req: IncomingMessage): string | undefined {
  const host = header(req, 'host');
  if (!host) return undefined;
  return URL.parse(`${isHttps(req) ? 'https' : 'http'}://${host}`)?.origin;
}

export function originAllowed(origin: string, req: IncomingMessage, allowed: ReadonlySet<string>): boolean {
  if (origin === 'null') return false;
  const normal = URL.parse(origin)?.origin;
  return normal !== undefined && normal !== 'null' && (normal === ownOrigin(req) || allowed.has(normal));
}

export function corsHeaders(req: IncomingMessage, allowed: ReadonlySet<string>): Record<string, string> {
  const origin = header(req, 'origin');
  // Vary on every answer a browser may cache per Origin, allowed or not.
  if (!origin || !originAllowed(origin, req, allowed)) return origin ? { vary: 'Origin' } : {};
  return {
    'access-control-allow-origin': URL.parse(origin)?.origin ?? '',
    'access-control-allow-credentials': 'true',
    'access-control-allow-methods': 'GET, POST, PUT, DELETE, OPTIONS',
    'access-control-allow-headers': ALLOWED_HEADERS,
    'access-control-expose-headers': 'x-agent-session',
    'access-control-max-age': '600',
    vary: 'Origin',
  };
}

/** A state-changing call sent by a page of another origin that is not allowed. */
export function isCrossOriginWrite(req: IncomingMessage, allowed: ReadonlySet<string>): boolean {
  if (SAFE_METHODS.has(req.method ?? 'GET')) return false;
  const origin = header(req, 'origin');
  if (origin !== undefined) return !originAllowed(origin, req, allowed);
  const site = header(req, 'sec-fetch-site');
  return site !== undefined && site !== 'same-origin' && site !== 'none';
}

function carriesBody(req: IncomingMessage): boolean {
  const length = header(req, 'content-length');
  return header(req, 'transfer-encoding') !== undefined || (length !== undefined && length.trim() !== '0');
}

/** A state-changing call with a body that is not `application/json`. */
export function isNonJsonWrite(req: IncomingMessage): boolean {
  if (SAFE_METHODS.has(req.method ?? 'GET') || !carriesBody(req)) return false;
  const type = header(req, 'content-type')?.split(';')[0]?.trim().toLowerCase();
  return type !== 'application/json';
}
