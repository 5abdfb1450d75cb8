/**
 * QA routes: the personas list, reset to seed, a look at stored tracking
 * events, ending a user's sessions, and one element alone on a page. All are
 * there only while QA is on (SP_QA, SP_MODE); reset, events and session
 * ending, which change or show every user's data, answer only on this
 * machine (http/loopback.ts).
 */
import { stmt } from '../db/open';
import { resetDatabase } from '../db/seed';
import { escapeHtml, html, json } from '../http/reply';
import type { Ctx } from '../http/types';
import type { Route } from '../http/router';
import { PERSONAS } from '../personas';
import { revokeSessions } from '../session';

/**
 * An attribute name the page writes as it is: lower-case letters, digits and
 * hyphens, and never an event handler (`on…`), whatever the value.
 */
const ATTRIBUTE_NAME = /^[a-z][a-z0-9-]*$/;
const isAttributeName = (name: string): boolean => ATTRIBUTE_NAME.test(name) && !name.startsWith('on');

/**
 * GET /qa/element-alone.html?tag=sp-x&attr.name=value: a page holding only
 * <sp-x> and that element's own module (dist/elements/sp-x.js), as a CMS page
 * that embeds one element. Written by the server, so it loads under csp=strict.
 */
function elementAlonePage(ctx: Ctx) {
  const tag = ctx.url.searchParams.get('tag') ?? '';
  if (!/^sp-[a-z-]+$/.test(tag)) return json({ error: 'tag must name an sp-* element' }, 400);
  const attributes = [...ctx.url.searchParams].filter(([key]) => key.startsWith('attr.')).map(([key, value]) => [key.slice('attr.'.length), value] as const);
  const refused = attributes.find(([name]) => !isAttributeName(name));
  // The refused name is not echoed back, not even as JSON.
  if (refused) return json({ error: 'attribute names must match ^[a-z][a-z0-9-]*$ and not start with "on"', issues: [{ path: 'attr', message: 'is not an allowed attribute name' }] }, 400);
  const written = attributes.map(([name, value]) => ` ${name}="${escapeHtml(value)}"`).join('');
  return html(`<!doctype html>
<html lang="en">
<head>
  <meta charset="utf-8">
  <title>${tag} alone</title>
  <link rel="stylesheet" href="/assets/site.css">
  <script type="module" src="/dist/elements/${tag}.js"></script>
</head>
<body>
  <main id="main" class="wrap"><${tag}${written}></${tag}></main>
</body>
</html>`);
}

function events(ctx: Ctx) {
  const rows = stmt(ctx.db, 'SELECT id, kind, uuid, body, created_at AS createdAt FROM events ORDER BY id DESC LIMIT 200').all() as Record<string, unknown>[];
  return json(rows.map((row) => ({ ...row, body: JSON.parse(String(row.body)) as unknown })));
}

export const qaRoutes: Route[] = [
  { method: 'GET', pattern: '/qa/element-alone.html', call: 'qa-element-alone', qa: true, handler: elementAlonePage },
  { method: 'GET', pattern: '/qa/personas', call: 'qa-personas', qa: true, handler: () => json(PERSONAS.map((p) => ({ id: p.id, uuid: p.uuid, displayName: p.displayName }))) },
  {
    method: 'POST', pattern: '/qa/reset', call: 'qa-reset', qa: true, loopbackOnly: true,
    handler: (ctx) => {
      resetDatabase(ctx.db);
      return json({ reset: true });
    },
  },
  { method: 'GET', pattern: '/qa/events', call: 'qa-events', qa: true, loopbackOnly: true, handler: events },
  {
    // Signs a user out everywhere: every session of that profile ends at once.
    method: 'DELETE', pattern: '/qa/sessions/:uuid', call: 'qa-sessions', qa: true, loopbackOnly: true,
    handler: (ctx) => json({ ended: revokeSessions(ctx.db, ctx.params.uuid ?? '') }),
  },
];
