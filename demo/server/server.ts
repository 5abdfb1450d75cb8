/**
 * One node:http server: the reference backend API, the QA routes and the
 * demo static pages. The dispatcher applies CORS, the QA faults that cut
 * across calls (slow, <call>-fail, remove-fail) and turns HttpError into
 * JSON answers.
 */
import http from 'node:http';
import type { Db } from './db/open';
import { parseCookies } from './http/cookies';
import { parseJson, readBody } from './http/body';
import { json } from './http/reply';
import { Router, type Match } from './http/router';
import { decoratePage } from './http/pageHead';
import { compressed } from './http/compress';
import { HttpError, type Ctx, type Reply } from './http/types';
import { QA_COOKIE, QA_HEADER, readQa, systemNow, type CspMode } from './qa';
import { routes } from './routes';
import { servePage, type SiteDirs } from './routes/pages';

export interface ServerOptions {
  db: Db;
  dirs: SiteDirs;
  /** Delay of the `slow` fault, ms. */
  slowMs?: number;
  /** Pages' Content-Security-Policy when no csp switch is set (env SP_CSP). */
  defaultCsp?: CspMode;
}

const ALLOWED_HEADERS = 'content-type, x-sp-qa, x-agent-session, x-site-id, cache-control, pragma';

function corsHeaders(req: http.IncomingMessage): Record<string, string> {
  const origin = req.headers.origin;
  if (!origin) return {};
  return {
    'access-control-allow-origin': origin,
    'access-control-allow-credentials': 'true',
    'access-control-allow-methods': 'GET, POST, PUT, DELETE, OPTIONS',
    'access-control-allow-headers': ALLOWED_HEADERS,
    'access-control-expose-headers': 'x-agent-session',
    'access-control-max-age': '600',
    vary: 'Origin',
  };
}

function makeCtx(req: http.IncomingMessage, url: URL, db: Db, params: Record<string, string>): Ctx {
  const cookies = parseCookies(req.headers.cookie);
  const header = req.headers[QA_HEADER];
  const qa = readQa(cookies[QA_COOKIE], Array.isArray(header) ? header[0] : header);
  let body: Promise<unknown> | undefined;
  return {
    req, url, params, cookies, qa, db, setCookies: [],
    json: () => (body ??= readBody(req).then(parseJson)),
    now: () => systemNow(qa),
  };
}

/** The cross-call faults; undefined lets the route answer. */
function injectedFault(match: Match, ctx: Ctx): Reply | undefined {
  const { route } = match;
  if (ctx.qa.faults.has(`${route.call}-fail`)) return json({ error: `Injected fault: ${route.call}-fail`, message: 'Internal Server Error' }, 500);
  if (route.removal && ctx.qa.faults.has('remove-fail')) return json({ error: 'Injected fault: remove-fail', message: 'Internal Server Error' }, 500);
  return undefined;
}

/** The uhc brand is served under /medicare (spec §1): the same pages and stand-ins answer below it. */
const BRAND_PATH_PREFIX = '/medicare/';

async function answer(req: http.IncomingMessage, url: URL, options: ServerOptions, router: Router): Promise<{ reply: Reply; ctx?: Ctx }> {
  const match = router.match(req.method ?? 'GET', url.pathname);
  if (match === 'method-not-allowed') return { reply: json({ error: 'Method not allowed' }, 405) };
  if (!match && url.pathname.startsWith(BRAND_PATH_PREFIX)) {
    const unprefixed = new URL(url);
    unprefixed.pathname = url.pathname.slice(BRAND_PATH_PREFIX.length - 1);
    return answer(req, unprefixed, options, router);
  }
  if (!match) {
    const ctx = makeCtx(req, url, options.db, {});
    return { reply: servePage(ctx, options.dirs), ctx };
  }
  const ctx = makeCtx(req, url, options.db, match.params);
  if (match.route.api && ctx.qa.faults.has('slow')) await new Promise((r) => setTimeout(r, options.slowMs ?? 2000));
  try {
    return { reply: injectedFault(match, ctx) ?? (await match.route.handler(ctx)), ctx };
  } catch (error) {
    if (error instanceof HttpError) return { reply: json(error.body, error.status), ctx };
    console.error(`[server] ${match.route.call} failed`, error);
    return { reply: json({ error: 'Internal Server Error', message: 'Internal Server Error' }, 500), ctx };
  }
}

/**
 * Agent flow (spec §6): a request to /landrover/api/ carrying x-agent-session
 * gets the next value of that session back in the same header.
 */
function agentSessionHeader(req: http.IncomingMessage, url: URL): Record<string, string> {
  const value = req.headers['x-agent-session'];
  if (typeof value !== 'string' || !value || !url.pathname.startsWith('/landrover/api/')) return {};
  const [base, n] = value.split('~');
  return { 'x-agent-session': `${base ?? value}~${(Number(n) || 0) + 1}` };
}

/** Served over HTTPS: a TLS socket, or a proxy in front saying so in X-Forwarded-Proto. */
function isHttps(req: http.IncomingMessage): boolean {
  const forwarded = req.headers['x-forwarded-proto'];
  const proto = (Array.isArray(forwarded) ? forwarded[0] : forwarded)?.split(',')[0]?.trim().toLowerCase();
  return proto === 'https' || (req.socket as { encrypted?: boolean }).encrypted === true;
}

/** Every cookie the server sets gets `Secure` over HTTPS (SameSite=Lax is in serializeCookie). */
function cookieLines(req: http.IncomingMessage, lines: string[]): string[] {
  return isHttps(req) ? lines.map((line) => `${line}; Secure`) : lines;
}

export function createServer(options: ServerOptions): http.Server {
  const router = new Router().add(...routes);
  return http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const cors = corsHeaders(req);
    if (req.method === 'OPTIONS') {
      res.writeHead(204, cors).end();
      return;
    }
    answer(req, url, options, router).then(({ reply: answered, ctx }) => {
      const reply = compressed(ctx ? decoratePage(answered, ctx, options.defaultCsp ?? 'off') : answered, req);
      const headers: Record<string, string | string[]> = { ...cors, ...agentSessionHeader(req, url), ...reply.headers };
      if (ctx?.setCookies.length) headers['set-cookie'] = cookieLines(req, ctx.setCookies);
      res.writeHead(reply.status, headers);
      res.end(reply.body);
    }, (error: unknown) => {
      console.error('[server] unexpected', error);
      if (!res.headersSent) res.writeHead(500, cors);
      res.end();
    });
  });
}
