/**
 * Demo pages: / is demo/pages/index.html, other files come from demo/pages,
 * /dist/* from the built library, /etc.clientlibs/… from its AEM client
 * libraries (http/clientlib.ts), /docs/ from its documentation (dist/docs;
 * /docs redirects there, so the pages' relative links resolve). A page URL
 * carrying QA switches stores them in the sp-qa cookie (so they stick while
 * navigating); persona=ID signs that persona in (persona=guest signs out).
 * Both only while QA is on.
 */
import { CLIENTLIB_PREFIX, clientlibFile } from '../http/clientlib';
import { serializeCookie } from '../http/cookies';
import { html, json, redirect } from '../http/reply';
import { join } from 'node:path';
import { staticFile } from '../http/static';
import type { Ctx, Reply } from '../http/types';
import { personaById } from '../personas';
import { QA_COOKIE, qaQueryOf } from '../qa';
import { endSession, startSession } from '../session';

export interface SiteDirs {
  pages: string;
  dist: string;
}

/** Stores a page URL's QA switches and signs in its persona (every HTML page, stand-ins included). */
export function applyPageSwitches(ctx: Ctx): void {
  if (!ctx.settings.qa) return;
  const qa = qaQueryOf(ctx.url);
  if (qa !== undefined) {
    ctx.setCookies.push(serializeCookie(QA_COOKIE, qa));
    // A page that sets the switches anew re-arms the one-shot faults.
    ctx.setCookies.push(serializeCookie('sp-qa-fired', '', { maxAge: 0 }));
  }
  const persona = personaById(ctx.url.searchParams.get('persona') ?? '');
  if (!persona) return;
  ctx.setCookies.push(...(persona.uuid ? startSession(ctx, persona.uuid, persona.isCSRLogin ?? false) : endSession(ctx)));
}

const DOCS_PREFIX = '/docs/';

/** A documentation page (a folder's index.html for the folder itself). */
function docsFile(dist: string, relative: string): Reply | undefined {
  return staticFile(join(dist, 'docs'), relative === '' || relative.endsWith('/') ? `${relative}index.html` : relative);
}

export function servePage(ctx: Ctx, dirs: SiteDirs): Reply {
  if (ctx.req.method !== 'GET' && ctx.req.method !== 'HEAD') return json({ error: 'Not found' }, 404);
  const path = ctx.url.pathname;
  if (path === DOCS_PREFIX.slice(0, -1)) return redirect(`${DOCS_PREFIX}${ctx.url.search}`);
  const reply = path.startsWith('/dist/')
    ? staticFile(dirs.dist, path.slice('/dist/'.length))
    : path.startsWith(DOCS_PREFIX)
      ? docsFile(dirs.dist, path.slice(DOCS_PREFIX.length))
      : path.startsWith(CLIENTLIB_PREFIX)
        ? clientlibFile(dirs.dist, path)
        : staticFile(dirs.pages, path === '/' ? 'index.html' : path.slice(1));
  if (!reply) return html('<!doctype html><title>Not found</title><h1>Not found</h1>', 404);
  if (reply.headers?.['content-type']?.startsWith('text/html')) applyPageSwitches(ctx);
  return reply;
}
