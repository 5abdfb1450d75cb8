/**
 * One node:http server: the reference backend API, the QA routes and the
 * demo static pages. Every request runs inside one error boundary: a target
 * that is not a URL answers 400, anything unforeseen 500 (logged, no stack
 * to the client), and nothing a client sends can stop the process. Before a
 * route runs, the edge refuses cross-origin writes (403) and non-JSON bodies
 * (415); the dispatcher applies CORS, the QA faults that cut across calls
 * (slow, <call>-fail, remove-fail), the default headers, and turns
 * HttpError into JSON answers.
 */
import http from 'node:http';
import type { Db } from './db/open';
import { parseCookies } from './http/cookies';
import { parseJson, readBody } from './http/body';
import { isHeaderText, withDefaults } from './http/defaults';
import { isLoopbackRequest } from './http/loopback';
import { corsHeaders, isCrossOriginWrite, isHttps, isNonJsonWrite } from './http/origins';
import { json } from './http/reply';
import { Router, type Match } from './http/router';
import { decoratePage } from './http/pageHead';
import { compressed } from './http/compress';
import { requestUrl } from './http/target';
import { HttpError, type Ctx, type Reply } from './http/types';
import { NO_QA, QA_COOKIE, QA_HEADER, readQa, systemNow } from './qa';
import { routes } from './routes';
import { servePage, type SiteDirs } from './routes/pages';
import { DEFAULT_SETTINGS, type ServerSettings } from './settings';

export interface ServerOptions {
  db: Db;
  dirs: SiteDirs;
  /** Delay of the `slow` fault, ms. */
  slowMs?: number;
  settings?: Partial<ServerSettings>;
}

interface Env {
  db: Db;
  dirs: SiteDirs;
  slowMs: number;
  settings: ServerSettings;
  router: Router;
}

const INTERNAL_ERROR = { error: 'Internal Server Error', message: 'Internal Server Error' };

function makeCtx(req: http.IncomingMessage, url: URL, env: Env, params: Record<string, string>): Ctx {
  const cookies = parseCookies(req.headers.cookie);
  const header = req.headers[QA_HEADER];
  const qa = env.settings.qa ? readQa(cookies[QA_COOKIE], Array.isArray(header) ? header[0] : header) : NO_QA;
  let body: Promise<unknown> | undefined;
  return {
    req, url, params, cookies, qa, db: env.db, settings: env.settings, setCookies: [],
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

async function answer(req: http.IncomingMessage, url: URL, env: Env): Promise<{ reply: Reply; ctx?: Ctx }> {
  const match = env.router.match(req.method ?? 'GET', url.pathname);
  if (match === 'method-not-allowed') return { reply: json({ error: 'Method not allowed' }, 405) };
  if (!match && url.pathname.startsWith(BRAND_PATH_PREFIX)) {
    const unprefixed = new URL(url);
    unprefixed.pathname = url.pathname.slice(BRAND_PATH_PREFIX.length - 1);
    return answer(req, unprefixed, env);
  }
  if (!match) {
    const ctx = makeCtx(req, url, env, {});
    return { reply: servePage(ctx, env.dirs), ctx };
  }
  if (match.route.loopbackOnly && !isLoopbackRequest(req)) return { reply: json({ error: 'This QA route answers only on the machine the server runs on' }, 403) };
  const ctx = makeCtx(req, url, env, match.params);
  if (match.route.api && ctx.qa.faults.has('slow')) await new Promise((r) => setTimeout(r, env.slowMs));
  try {
    return { reply: injectedFault(match, ctx) ?? (await match.route.handler(ctx)), ctx };
  } catch (error) {
    if (error instanceof HttpError) return { reply: json(error.body, error.status), ctx };
    console.error(`[server] ${match.route.call} failed`, error);
    return { reply: json(INTERNAL_ERROR, 500), ctx };
  }
}

/**
 * Agent flow (spec §6): a request to /landrover/api/ carrying x-agent-session
 * gets the next value of that session back in the same header. Only a value
 * of visible ASCII (at most 512 characters) is echoed.
 */
function agentSessionHeader(req: http.IncomingMessage, url: URL): Record<string, string> {
  const value = req.headers['x-agent-session'];
  if (typeof value !== 'string' || !/^[\x21-\x7d]{1,512}(~\d{1,9})?$/.test(value) || !url.pathname.startsWith('/landrover/api/')) return {};
  const [base, n] = value.split('~');
  return { 'x-agent-session': `${base ?? value}~${(Number(n) || 0) + 1}` };
}

/** Every cookie the server sets gets `Secure` over HTTPS (SameSite=Lax is in serializeCookie). */
function cookieLines(req: http.IncomingMessage, lines: string[]): string[] {
  return isHttps(req) ? lines.map((line) => `${line}; Secure`) : lines;
}

/** Writes the reply with the default headers; a header that is not header text is a server fault (500), never a crash. */
function send(req: http.IncomingMessage, res: http.ServerResponse, reply: Reply, extra: Record<string, string>, cookies: string[] = []): void {
  const headers: Record<string, string | string[]> = { ...extra, ...withDefaults(reply, cookies.length > 0), 'content-length': String(reply.body === undefined ? 0 : Buffer.byteLength(reply.body)) };
  if (cookies.length) headers['set-cookie'] = cookieLines(req, cookies);
  const bad = Object.entries(headers).find(([, value]) => [value].flat().some((v) => !isHeaderText(v)));
  if (bad) {
    console.error(`[server] refused to send header ${bad[0]} for ${req.method ?? ''} ${(req.url ?? '').slice(0, 200)}: not header text`);
    const failed = json(INTERNAL_ERROR, 500);
    res.writeHead(failed.status, withDefaults(failed, false)).end(failed.body);
    return;
  }
  // 204 and 304 answers carry no body, and no length either.
  if (reply.status === 204 || reply.status === 304) delete headers['content-length'];
  res.writeHead(reply.status, headers);
  res.end(reply.body);
}

async function handle(req: http.IncomingMessage, res: http.ServerResponse, env: Env): Promise<void> {
  const url = requestUrl(req.url);
  const cors = corsHeaders(req, env.settings.allowedOrigins);
  if (!url) return send(req, res, json({ error: 'Bad request target' }, 400), cors);
  if (req.method === 'OPTIONS') return send(req, res, { status: 204 }, cors);
  // Refused before any route reads the body or the session: a refused write changes nothing.
  if (isCrossOriginWrite(req, env.settings.allowedOrigins)) return send(req, res, json({ error: 'Cross-origin request refused' }, 403), cors);
  if (isNonJsonWrite(req)) return send(req, res, json({ error: 'Content-Type must be application/json' }, 415), cors);
  const { reply, ctx } = await answer(req, url, env);
  const page = compressed(ctx ? decoratePage(reply, ctx) : reply, req);
  send(req, res, page, { ...cors, ...agentSessionHeader(req, url) }, ctx?.setCookies);
}

function failSafe(req: http.IncomingMessage, res: http.ServerResponse, error: unknown): void {
  console.error(`[server] unexpected failure on ${req.method ?? ''} ${(req.url ?? '').slice(0, 200)}`, error);
  if (res.headersSent) {
    res.destroy();
    return;
  }
  const failed = json(INTERNAL_ERROR, 500);
  res.writeHead(failed.status, withDefaults(failed, false)).end(failed.body);
}

export function createServer(options: ServerOptions): http.Server {
  const settings = { ...DEFAULT_SETTINGS, ...options.settings };
  const router = new Router().add(...routes.filter((route) => settings.qa || !route.qa));
  const env: Env = { db: options.db, dirs: options.dirs, slowMs: options.slowMs ?? 2000, settings, router };
  // Time-outs are checked this often (Node's default, 30 s, would let a slow sender hold on long past its limit).
  const checkEvery = Math.max(250, Math.min(5_000, Math.floor(settings.requestTimeoutMs / 4)));
  const server = http.createServer({ connectionsCheckingInterval: checkEvery }, (req, res) => {
    handle(req, res, env).catch((error: unknown) => {
      try {
        failSafe(req, res, error);
      } catch (again) {
        console.error('[server] could not answer after a failure', again);
        res.destroy();
      }
    });
  });
  // A request must arrive whole in time: a client that sends its headers or body a byte at a time is cut off.
  server.requestTimeout = settings.requestTimeoutMs;
  server.headersTimeout = Math.min(10_000, settings.requestTimeoutMs);
  return server;
}
