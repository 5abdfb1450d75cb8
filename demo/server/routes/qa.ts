/** QA routes: the personas list, reset to seed, a look at stored tracking events, and one element alone on a page. */
import { resetDatabase } from '../db/seed';
import { escapeHtml, html, json } from '../http/reply';
import type { Ctx } from '../http/types';
import type { Route } from '../http/router';
import { PERSONAS } from '../personas';

/**
 * GET /qa/element-alone.html?tag=sp-x&attr.name=value: a page holding only
 * <sp-x> and that element's own module (dist/elements/sp-x.js), as a CMS page
 * that embeds one element. Written by the server, so it loads under csp=strict.
 */
function elementAlonePage(ctx: Ctx) {
  const tag = ctx.url.searchParams.get('tag') ?? '';
  if (!/^sp-[a-z-]+$/.test(tag)) return json({ error: 'tag must name an sp-* element' }, 400);
  const attributes = [...ctx.url.searchParams].filter(([key]) => key.startsWith('attr.'))
    .map(([key, value]) => ` ${escapeHtml(key.slice('attr.'.length))}="${escapeHtml(value)}"`).join('');
  return html(`<!doctype html>
<html lang="en">
<head>
  <meta charset="utf-8">
  <title>${tag} alone</title>
  <link rel="stylesheet" href="/assets/site.css">
  <script type="module" src="/dist/elements/${tag}.js"></script>
</head>
<body>
  <main id="main" class="wrap"><${tag}${attributes}></${tag}></main>
</body>
</html>`);
}

export const qaRoutes: Route[] = [
  { method: 'GET', pattern: '/qa/element-alone.html', call: 'qa-element-alone', handler: elementAlonePage },
  { method: 'GET', pattern: '/qa/personas', call: 'qa-personas', handler: () => json(PERSONAS.map((p) => ({ id: p.id, uuid: p.uuid, displayName: p.displayName }))) },
  {
    method: 'POST', pattern: '/qa/reset', call: 'qa-reset',
    handler: (ctx) => {
      resetDatabase(ctx.db);
      return json({ reset: true });
    },
  },
  {
    method: 'GET', pattern: '/qa/events', call: 'qa-events',
    handler: (ctx) => json(ctx.db.prepare('SELECT id, kind, uuid, body, created_at AS createdAt FROM events ORDER BY id DESC LIMIT 200').all()
      .map((row) => ({ ...(row as Record<string, unknown>), body: JSON.parse(String((row as { body: string }).body)) as unknown }))),
  },
];
