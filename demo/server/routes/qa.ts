/** QA routes: the personas list, reset to seed, and a look at stored tracking events. */
import { resetDatabase } from '../db/seed';
import { json } from '../http/reply';
import type { Route } from '../http/router';
import { PERSONAS } from '../personas';

export const qaRoutes: Route[] = [
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
